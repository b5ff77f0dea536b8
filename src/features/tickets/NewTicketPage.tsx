import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PATHS } from '../../config/paths';
import { APP_TEXTS } from '../../config/texts';
import { TICKET_KINDS } from '../../data/model';
import { queueWrite } from '../../data/writes';
import { useDealerships, KIND_LABELS } from '../../data/tickets';
import { useSession } from '../../data/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Select, TextArea } from '../../ui/Select';
import { formatCents } from '../../utils/format';
import { checkNewTicket, listPriceCents, type FormErrors, type NewTicketForm } from './newTicket';
import { useViewer } from './useViewer';
import { VehicleFields, WorkFields } from './VehicleFields';

const EMPTY: NewTicketForm = {
  stock: '',
  vin: '',
  year: '',
  make: '',
  model: '',
  color: '',
  kind: 'delivery',
  dealershipId: '',
  from: '',
  to: '',
  due: '',
  priority: 'normal',
  notes: '',
  iAmSalesperson: false,
};

/** Request work on a vehicle; works offline (the request waits in the sync queue). */
export function NewTicketPage() {
  const viewer = useViewer();
  const session = useSession();
  const navigate = useNavigate();
  const dealerships = useDealerships() ?? [];
  const choices = viewer?.dealerships.length
    ? dealerships.filter((dealership) => viewer.dealerships.includes(dealership.id))
    : dealerships;
  const [form, setForm] = useState<NewTicketForm>(() => ({
    ...EMPTY,
    dealershipId: viewer?.dealerships.length === 1 ? (viewer.dealerships[0] ?? '') : '',
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const isSales = session.status === 'signedIn' && session.userDoc?.visibility === 'Sales';
  const dealership = dealerships.find((candidate) => candidate.id === form.dealershipId);
  const price = listPriceCents(dealership, form.kind);
  const text = (key: keyof NewTicketForm) => ({
    value: form[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = async () => {
    if (!viewer) return;
    const checked = checkNewTicket(form, dealership, new Date());
    setErrors(checked.errors ?? {});
    if (checked.errors) return;
    const id = crypto.randomUUID();
    try {
      setSaveError(null);
      await queueWrite('createTicket', {
        id,
        dealershipId: form.dealershipId,
        kind: form.kind,
        vehicle: checked.vehicle,
        from: form.from.trim(),
        to: form.to.trim(),
        dueAt: checked.dueAt,
        priority: form.priority,
        salespersonUid: isSales && form.iAmSalesperson ? viewer.uid : null,
        notes: form.notes,
        priceCents: checked.priceCents,
        createdAt: new Date().toISOString(),
        byName: viewer.displayName,
      });
      await navigate({ to: PATHS.ticketView, params: { ticketId: id } });
    } catch (cause) {
      setSaveError(cause instanceof Error ? cause.message : APP_TEXTS.saveFailed);
    }
  };

  return (
    <Page title="New ticket" subtitle="Works without signal: the request is sent as soon as there is one.">
      {saveError ? <Alert kind="error">{saveError}</Alert> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend>Vehicle</legend>
          <VehicleFields field={text} />
        </fieldset>
        <fieldset>
          <legend>Work</legend>
          <Select
            label="Kind of work"
            options={TICKET_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
            {...text('kind')}
          />
          <Select
            label="Dealership"
            options={[
              { value: '', label: 'Choose…' },
              ...choices.map((choice) => ({ value: choice.id, label: choice.name })),
            ]}
            {...text('dealershipId')}
          />
          <WorkFields field={text} />
          {isSales ? (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={form.iAmSalesperson}
                onChange={(event) =>
                  setForm((current) => ({ ...current, iAmSalesperson: event.target.checked }))
                }
              />{' '}
              I am the salesperson for this vehicle (SMS alerts when the work moves on)
            </label>
          ) : null}
          <TextArea label="Notes" rows={3} maxLength={4000} {...text('notes')} />
          <p data-testid="price">
            {price === null
              ? 'Price: choose a dealership.'
              : `Price: ${formatCents(price)} (dealership price list)`}
          </p>
        </fieldset>
        <Button type="submit">Create ticket</Button>
      </form>
    </Page>
  );
}
