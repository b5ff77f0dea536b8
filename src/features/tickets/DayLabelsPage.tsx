import { useMemo, useState } from 'react';
import { useTickets } from '../../data/tickets';
import { useWorkClock } from '../../data/useWorkClock';
import { useT } from '../../i18n';
import { LABELS_TEXTS } from '../../i18n/areas/labels';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { dayKey } from '../../utils/zonedTime';
import { LABEL_STOCKS, labelOf, labelsPerPage, type LabelStockId } from './labelSheet';
import { LabelPages, LabelStockChoice } from './TicketLabels';

/**
 * A day's new tickets' labels at once (issue #36): every ticket on the device created that day,
 * each day counted in its dealership's own time zone, in the order they were created.
 */
export function DayLabelsPage() {
  const tickets = useTickets();
  const clock = useWorkClock();
  const t = useT(LABELS_TEXTS);
  const [day, setDay] = useState(() => dayKey(Date.now(), clock.homeZone));
  const [stock, setStock] = useState<LabelStockId>('sheet');
  const labels = useMemo(
    () =>
      (tickets ?? [])
        .filter((ticket) => dayKey(Date.parse(ticket.createdAt), clock.zoneOf(ticket.dealershipId)) === day)
        .sort((one, other) => one.createdAt.localeCompare(other.createdAt) || one.id.localeCompare(other.id))
        .map((ticket) => labelOf(ticket, location.origin)),
    [tickets, clock, day],
  );
  const pages = Math.ceil(labels.length / labelsPerPage(LABEL_STOCKS[stock]));
  return (
    <Page title={t('labels.dayTitle')} subtitle={t('labels.subtitle')}>
      <div className="stack no-print">
        <Field
          label={t('labels.day')}
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <p role="status">
          {tickets === undefined
            ? t('spec.loading')
            : labels.length === 0
              ? t('labels.none')
              : t('labels.count', { count: labels.length, pages: t('labels.pages', { count: pages }) })}
        </p>
      </div>
      {labels.length > 0 ? <LabelStockChoice stock={stock} onStock={setStock} /> : null}
      <LabelPages labels={labels} stock={stock} />
    </Page>
  );
}
