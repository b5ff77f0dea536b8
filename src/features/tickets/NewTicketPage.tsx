import { createTicket } from '../../data/tickets';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PATHS } from '../../config/paths';
import { TICKET_KINDS } from '../../data/model';
import { useDealerships } from '../../data/dealerships';
import { useSession } from '../../data/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Select, TextArea } from '../../ui/Select';
import { useAttempt } from '../../ui/useAttempt';
import { useFormats, useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { reportError } from '../../lib/errorReporting';
import { checkNewTicket, listPriceCents, type FormErrors, type NewTicketForm } from './newTicket';
import { useViewer } from '../../data/useViewer';
import { translated, VehicleFields, WorkFields } from './VehicleFields';
import { isSalesperson } from '../../config/roles';

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
  const t = useT(WORK_TEXTS, TICKET_TEXTS);
  const formats = useFormats();
  const dealerships = useDealerships() ?? [];
  const choices = viewer?.dealerships.length
    ? dealerships.filter((dealership) => viewer.dealerships.includes(dealership.id))
    : dealerships;
  const [form, setForm] = useState<NewTicketForm>(() => ({
    ...EMPTY,
    dealershipId: viewer?.dealerships.length === 1 ? (viewer.dealerships[0] ?? '') : '',
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useAttempt(reportError);
  const isSales = session.status === 'signedIn' && isSalesperson(session.userDoc);
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
    const saved = await save.attempt(() =>
      createTicket({
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
        ...(viewer.photoPath ? { byPhoto: viewer.photoPath } : {}),
      }),
    );
    // Saved on the phone: the ticket opens. Opening is not saving: were it to fail, a second tap must not queue the write again.
    if (saved) await navigate({ to: PATHS.ticketView, params: { ticketId: id } });
  };

  return (
    <Page title={t('tickets.new.title')} subtitle={t('tickets.new.subtitle')}>
      {save.failed ? <Alert kind="error">{t('common.saveFailed')}</Alert> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend>{t('tickets.new.vehicle')}</legend>
          <VehicleFields field={text} />
        </fieldset>
        <fieldset>
          <legend>{t('tickets.new.work')}</legend>
          <Select
            label={t('tickets.field.kind')}
            options={TICKET_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
            {...translated(text('kind'), t)}
          />
          <Select
            label={t('tickets.field.dealership')}
            options={[
              { value: '', label: t('tickets.choose') },
              ...choices.map((choice) => ({ value: choice.id, label: choice.name })),
            ]}
            {...translated(text('dealershipId'), t)}
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
              {t('tickets.new.iAmSalesperson')}
            </label>
          ) : null}
          <TextArea
            label={t('tickets.field.notes')}
            rows={3}
            maxLength={4000}
            {...translated(text('notes'), t)}
          />
          <p data-testid="price">
            {price === null
              ? t('tickets.new.priceNone')
              : t('tickets.new.price', { price: formats.cents(price) })}
          </p>
        </fieldset>
        <Button type="submit" disabled={save.busy}>
          {t('tickets.new.create')}
        </Button>
      </form>
    </Page>
  );
}
