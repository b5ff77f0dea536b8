import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PATHS } from '../../config/paths';
import { APP_TEXTS, SPEC_TEXTS } from '../../config/texts';
import type { Ticket } from '../../data/model';
import { queueWrite } from '../../data/writes';
import { ticketActions, useTicket } from '../../data/tickets';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { TextArea } from '../../ui/Select';
import { checkVehicle } from './newTicket';
import { localDateTime } from '../../utils/format';
import { useViewer } from './useViewer';
import { VehicleFields, WorkFields } from './VehicleFields';

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
  if (ticket === undefined) return <Page title="Edit ticket">{SPEC_TEXTS.loading}</Page>;
  if (ticket === null || !viewer || !ticketActions(ticket, viewer).includes('edit'))
    return (
      <Page title="Edit ticket">
        <Alert kind="warning">
          This ticket cannot be changed here: work on it has started, or it is not on this phone.
        </Alert>
      </Page>
    );
  return <EditForm ticketId={ticketId} initial={formOf(ticket)} />;
}

function EditForm({ ticketId, initial }: { ticketId: string; initial: EditForm }) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof EditForm, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const text = (key: keyof EditForm) => ({
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const save = async () => {
    const vehicle = checkVehicle(form);
    const found: Partial<Record<keyof EditForm, string>> = vehicle.ok ? {} : { ...vehicle.errors };
    const dueMs = Date.parse(form.due);
    if (Number.isNaN(dueMs)) found.due = 'Enter when the work is due.';
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
      setSaveError(cause instanceof Error ? cause.message : APP_TEXTS.saveFailed);
    }
  };

  return (
    <Page title="Edit ticket">
      {saveError ? <Alert kind="error">{saveError}</Alert> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <VehicleFields field={text} />
        <WorkFields field={text} />
        <TextArea label="Notes" rows={3} maxLength={4000} {...text('notes')} />
        <Button type="submit">Save changes</Button>
      </form>
    </Page>
  );
}
