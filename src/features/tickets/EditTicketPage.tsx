import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { reportError } from '../../lib/errorReporting';
import type { Ticket } from '../../data/model';
import { ticketActions, useTicket, editTicket } from '../../data/tickets';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { TextArea } from '../../ui/Select';
import { useAttempt } from '../../ui/useAttempt';
import { checkVehicle, type FieldMessage } from './newTicket';
import { inputValueAt, instantOfInputValue } from '../../utils/zonedTime';
import { businessCalendar } from '../../data/calendar';
import { useDealerships } from '../../data/dealerships';
import { useViewer } from '../../data/useViewer';
import { translated, VehicleFields, WorkFields } from './VehicleFields';

type EditForm = Record<
  'stock' | 'vin' | 'year' | 'make' | 'model' | 'color' | 'from' | 'to' | 'due' | 'notes',
  string
> & {
  priority: Ticket['priority'];
};

/** The form as the ticket stands; its due time on the dealership's clock (`zone`). */
function formOf(ticket: Ticket, zone: string): EditForm {
  return {
    ...ticket.vehicle,
    year: String(ticket.vehicle.year),
    from: ticket.from,
    to: ticket.to,
    due: inputValueAt(Date.parse(ticket.dueAt), zone),
    notes: ticket.notes,
    priority: ticket.priority,
  };
}

/** Change a request's details; its history is kept as it is. */
export function EditTicketPage({ ticketId }: { ticketId: string }) {
  const viewer = useViewer();
  const ticket = useTicket(ticketId);
  const dealerships = useDealerships();
  const t = useT(TICKET_TEXTS);
  if (ticket === undefined || dealerships === undefined)
    return <Page title={t('tickets.edit.title')}>{t('spec.loading')}</Page>;
  if (ticket === null || !viewer || !ticketActions(ticket, viewer).includes('edit'))
    return (
      <Page title={t('tickets.edit.title')}>
        <Alert kind="warning">{t('tickets.edit.notEditable')}</Alert>
      </Page>
    );
  const zone = businessCalendar(dealerships, viewer.dealerships).zoneOf(ticket.dealershipId);
  return <EditForm ticketId={ticketId} initial={formOf(ticket, zone)} zone={zone} />;
}

function EditForm({ ticketId, initial, zone }: { ticketId: string; initial: EditForm; zone: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof EditForm, FieldMessage>>>({});
  const saving = useAttempt(reportError);
  const t = useT(TICKET_TEXTS);
  const text = (key: keyof EditForm) => ({
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const save = async () => {
    const vehicle = checkVehicle(form);
    const found: Partial<Record<keyof EditForm, FieldMessage>> = vehicle.ok ? {} : { ...vehicle.errors };
    const dueMs = instantOfInputValue(form.due, zone);
    if (dueMs === null) found.due = 'tickets.form.dueMissing';
    setErrors(found);
    if (!vehicle.ok || dueMs === null || Object.keys(found).length > 0) return;
    const saved = await saving.attempt(() =>
      editTicket({
        ticketId,
        vehicle: vehicle.vehicle,
        from: form.from.trim(),
        to: form.to.trim(),
        dueAt: new Date(dueMs).toISOString(),
        priority: form.priority,
        notes: form.notes,
        at: new Date().toISOString(),
      }),
    );
    // Saved on the phone: the ticket opens. Opening is not saving: were it to fail, a second tap must not queue the write again.
    if (saved) await navigate({ to: PATHS.ticketView, params: { ticketId } });
  };

  return (
    <Page title={t('tickets.edit.title')}>
      {saving.failed ? <Alert kind="error">{t('common.saveFailed')}</Alert> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <VehicleFields field={text} />
        <WorkFields field={text} />
        <TextArea
          label={t('tickets.field.notes')}
          rows={3}
          maxLength={4000}
          {...translated(text('notes'), t)}
        />
        <Button type="submit" disabled={saving.busy}>
          {t('tickets.edit.save')}
        </Button>
      </form>
    </Page>
  );
}
