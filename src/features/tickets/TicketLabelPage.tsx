import { useState } from 'react';
import { useTicket } from '../../data/tickets';
import { useT } from '../../i18n';
import { LABELS_TEXTS } from '../../i18n/areas/labels';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { labelOf, type LabelStockId } from './labelSheet';
import { LabelPages, LabelStockChoice } from './TicketLabels';

/** One car's label (issue #36), from the device's copy: printable offline. */
export function TicketLabelPage({ ticketId }: { ticketId: string }) {
  const ticket = useTicket(ticketId);
  const [stock, setStock] = useState<LabelStockId>('single');
  const t = useT(LABELS_TEXTS, TICKET_TEXTS);
  if (ticket === undefined) return <Page title={t('labels.title')}>{t('spec.loading')}</Page>;
  if (ticket === null)
    return (
      <Page title={t('labels.title')}>
        <Alert kind="warning">{t('tickets.view.notHere')}</Alert>
      </Page>
    );
  return (
    <Page title={t('labels.title')} subtitle={t('labels.subtitle')}>
      <LabelStockChoice stock={stock} onStock={setStock} />
      <LabelPages labels={[labelOf(ticket, location.origin)]} stock={stock} />
    </Page>
  );
}
