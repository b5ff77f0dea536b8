import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { reportError } from '../../lib/errorReporting';
import type { Ticket } from '../../data/model';
import { queueWrite } from '../../data/writes';
import { ticketActions, useTicket } from '../../data/tickets';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { TextArea } from '../../ui/Select';
import { checkVehicle, type FieldMessage } from './newTicket';
import { localDateTime } from '../../utils/format';
import { useViewer } from '../../data/useViewer';
import { translated, VehicleFields, WorkFields } from './VehicleFields';

type EditForm = Record<
  'stock' | 'vin' | 'year' | 'make' | 'model' | 'color' | 'from' | 'to' | 'due' | 'notes',
  string
> & {
  priority: Ticket['priority'];
};

function formOf(ticket: Ticket): EditForm {
  return {
    ...ticket.vehicle,
    year: String(ticket.vehicle.year),
    from: ticket.from,
    to: ticket.to,
    due: localDateTime(ticket.dueAt),
    notes: ticket.notes,
    priority: ticket.priority,
  };
}

/** Change a request's details; its history is kept as it is. */
export function EditTicketPage({ ticketId }: { ticketId: string }) {
  const viewer = useViewer();
  const ticket = useTicket(ticketId);
  const t = useT(TICKET_TEXTS);
  if (ticket === undefined) return <Page title={t('tickets.edit.title')}>{t('spec.loading')}</Page>;
  if (ticket === null || !viewer || !ticketActions(ticket, viewer).includes('edit'))
    return (
      <Page title={t('tickets.edit.title')}>
        <Alert kind="warning">{t('tickets.edit.notEditable')}</Alert>
      </Page>
    );
  return <EditForm ticketId={ticketId} initial={formOf(ticket)} />;
}

function EditForm({ ticketId, initial }: { ticketId: string; initial: EditForm }) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof EditForm, FieldMessage>>>({});
  const [saveFailed, setSaveFailed] = useState(false);
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
    const dueMs = Date.parse(form.due);
    if (Number.isNaN(dueMs)) found.due = 'tickets.form.dueMissing';
    setErrors(found);
    if (!vehicle.ok || Object.keys(found).length > 0) return;
    try {
      await queueWrite('editTicket', {
        ticketId,
        vehicle: vehicle.vehicle,
        from: form.from.trim(),
        to: form.to.trim(),
        dueAt: new Date(dueMs).toISOString(),
        priority: form.priority,
        notes: form.notes,
        at: new Date().toISOString(),
      });
      await navigate({ to: PATHS.ticketView, params: { ticketId } });
    } catch (cause) {
      reportError(cause);
      setSaveFailed(true);
    }
  };

  return (
    <Page title={t('tickets.edit.title')}>
      {saveFailed ? <Alert kind="error">{t('common.saveFailed')}</Alert> : null}
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
        <Button type="submit">{t('tickets.edit.save')}</Button>
      </form>
    </Page>
  );
}
