import { useMemo, useState, type FormEvent } from 'react';
import {
  PRICES_SINCE_EVER,
  setDealershipPrices,
  useDealerships,
  saveDealership,
} from '../../data/dealerships';
import type { Mirrored } from '../../data/db';
import {
  OVERTIME_RULES,
  PRICED_KINDS,
  TICKET_KINDS,
  type Dealership,
  type PricedKind,
  type TicketKind,
} from '../../data/model';
import { useFormats, useT } from '../../i18n';
import { DEALERSHIP_TEXTS } from '../../i18n/areas/dealerships';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { useAttempt } from '../../ui/useAttempt';
import { dayKey, instantOf } from '../../utils/zonedTime';
import {
  formOf,
  pricesChanged,
  pricesFromProblem,
  readForm,
  type DealershipForm,
  type FormErrors,
} from './dealershipForm';
import { FreshnessLine } from '../../parts/FreshnessLine';

const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
/** Every zone this device knows, offered as the time zone is typed. */
const KNOWN_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * The owner's office's dealerships: each one's details, the clock its crews' time is
 * counted on (zone, week start, overtime law, the forgotten clock-out limit), its lot's
 * geofence and its prices. A save changes the phone at once and reaches the office
 * through the sync queue, signal or not.
 */
export function DealershipsPage() {
  const t = useT(DEALERSHIP_TEXTS, WORK_TEXTS);
  const dealerships = useDealerships();
  /** The dealership being edited: its id, 'new', or none. */
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const sorted = useMemo(
    () => [...(dealerships ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [dealerships],
  );
  const editedDealership = sorted.find((dealership) => dealership.id === editing);

  return (
    <Page
      title={t('dealerships.title')}
      actions={
        <Button
          onClick={() => {
            setSaved(null);
            setEditing('new');
          }}
        >
          {t('dealerships.add')}
        </Button>
      }
    >
      <FreshnessLine />
      {saved ? <Alert kind="success">{t('dealerships.saved', { name: saved })}</Alert> : null}
      {editing !== null ? (
        <DealershipEditor
          key={editing}
          dealership={editedDealership}
          fallbackZone={
            sorted.find((dealership) => dealership.active)?.timezone ??
            Intl.DateTimeFormat().resolvedOptions().timeZone
          }
          onDone={(name) => {
            setSaved(name);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {dealerships && sorted.length === 0 ? <p>{t('dealerships.none')}</p> : null}
      <ul className="list-plain" aria-label={t('dealerships.title')}>
        {sorted.map((dealership) => (
          <li key={dealership.id} className="card" data-testid="dealership">
            <h2>
              {dealership.name} ({dealership.code})
            </h2>
            <p className="page-subtitle">
              {dealership.active ? t('dealerships.active') : t('dealerships.inactive')} ·{' '}
              {dealership.timezone}
              {dealership.address ? ` · ${dealership.address}` : ''}
            </p>
            <Button
              variant="secondary"
              aria-label={t('dealerships.editing', { name: dealership.name })}
              onClick={() => {
                setSaved(null);
                setEditing(dealership.id);
              }}
            >
              {t('dealerships.edit')}
            </Button>
          </li>
        ))}
      </ul>
    </Page>
  );
}

function DealershipEditor({
  dealership,
  fallbackZone,
  onDone,
  onCancel,
}: {
  dealership: Mirrored<Dealership> | undefined;
  fallbackZone: string;
  onDone: (name: string) => void;
  onCancel: () => void;
}) {
  const t = useT(DEALERSHIP_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const [form, setForm] = useState<DealershipForm>(() => formOf(dealership, fallbackZone));
  const [errors, setErrors] = useState<FormErrors>({});
  const today = () => dayKey(Date.now(), dealership?.timezone ?? fallbackZone);
  /** The day changed prices start; only asked of a dealership that has prices already. */
  const [pricesFrom, setPricesFrom] = useState(today);
  const { busy, failed, attempt } = useAttempt();
  const [positionRefused, setPositionRefused] = useState(false);
  const problem = (key: keyof FormErrors) => {
    const found = errors[key];
    return found ? t(`dealerships.problem.${found}`) : undefined;
  };
  const set =
    <Key extends Exclude<keyof DealershipForm, 'prices' | 'active'>>(key: Key) =>
    (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value }));
  const setPrice = (kind: PricedKind) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, prices: { ...current.prices, [kind]: event.target.value } }));
  const setAging = (kind: TicketKind) => (event: { target: { value: string } }) =>
    setForm((current) => ({
      ...current,
      agingTargets: { ...current.agingTargets, [kind]: event.target.value },
    }));

  const fillFromThisPhone = () => {
    setPositionRefused(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setForm((current) => ({
          ...current,
          lat: coords.latitude.toFixed(5),
          lng: coords.longitude.toFixed(5),
          radiusM: current.radiusM || '250',
        })),
      () => setPositionRefused(true),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readForm(form);
    const changed =
      dealership !== undefined &&
      'fields' in read &&
      pricesChanged(dealership.priceList, read.fields.priceList);
    const fromProblem = changed ? pricesFromProblem(pricesFrom, today()) : null;
    if ('errors' in read || fromProblem) {
      setErrors({
        ...('errors' in read ? read.errors : {}),
        ...(fromProblem ? { pricesFrom: fromProblem } : {}),
      });
      return;
    }
    setErrors({});
    await attempt(async () => {
      await saveDealership({ id: dealership?.id ?? crypto.randomUUID(), ...read.fields });
      // A new dealership's first prices are its prices since ever; a change is recorded from its day.
      if (dealership && changed) {
        const [year, month, day] = pricesFrom.split('-').map(Number) as [number, number, number];
        await setDealershipPrices(
          dealership,
          read.fields.priceList,
          instantOf(read.fields.timezone, year, month, day),
        );
      }
      onDone(read.fields.name);
    });
  };
  const priceText = (prices: Record<PricedKind, number>) =>
    PRICED_KINDS.map((kind) => `${t(`kind.${kind}`)} ${formats.cents(prices[kind])}`).join(', ');
  const history = [...(dealership?.priceHistory ?? [])].sort((a, b) =>
    a.effectiveFrom.localeCompare(b.effectiveFrom),
  );

  return (
    <form
      className="card stack"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="dealership-form"
    >
      <h2>{dealership ? t('dealerships.editing', { name: dealership.name }) : t('dealerships.new')}</h2>
      {Object.keys(errors).length > 0 ? <Alert kind="error">{t('dealerships.fixFields')}</Alert> : null}
      <Field label={t('dealerships.name')} value={form.name} onChange={set('name')} error={problem('name')} />
      <Field
        label={t('dealerships.code')}
        value={form.code}
        onChange={set('code')}
        autoCapitalize="characters"
        error={problem('code')}
      />
      <Field
        label={t('dealerships.address')}
        value={form.address}
        onChange={set('address')}
        autoComplete="street-address"
        error={problem('address')}
      />
      <Field
        label={t('dealerships.timezone')}
        value={form.timezone}
        onChange={set('timezone')}
        list="known-time-zones"
        autoCapitalize="off"
        spellCheck={false}
        error={problem('timezone')}
      />
      <p className="page-subtitle">{t('dealerships.timezoneHelp')}</p>
      <datalist id="known-time-zones">
        {KNOWN_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>

      <h3>{t('dealerships.clockRules')}</h3>
      <Select
        label={t('dealerships.weekStart')}
        value={form.weekStart}
        onChange={set('weekStart')}
        options={WEEKDAYS.map((day) => ({ value: day, label: t(`dealerships.weekday.${day}`) }))}
      />
      <Select
        label={t('dealerships.overtimeRule')}
        value={form.overtimeRule}
        onChange={set('overtimeRule')}
        options={OVERTIME_RULES.map((rule) => ({ value: rule, label: t(`dealerships.overtime.${rule}`) }))}
      />
      <Field
        label={t('dealerships.limitHours')}
        value={form.openShiftLimitHours}
        onChange={set('openShiftLimitHours')}
        inputMode="numeric"
        error={problem('openShiftLimitHours')}
      />
      <Field
        label={t('dealerships.duplicateWindow')}
        value={form.duplicateWashWindowHours}
        onChange={set('duplicateWashWindowHours')}
        inputMode="numeric"
        error={problem('duplicateWashWindowHours')}
      />

      <label className="check">
        <input
          type="checkbox"
          checked={form.punchPhoto}
          onChange={(event) => setForm((current) => ({ ...current, punchPhoto: event.target.checked }))}
        />
        {t('dealerships.punchPhoto')}
      </label>
      <p className="page-subtitle">{t('dealerships.punchPhotoHelp')}</p>

      <h3>{t('dealerships.geofence')}</h3>
      <p className="page-subtitle">{t('dealerships.geofenceHelp')}</p>
      <Field
        label={t('dealerships.lat')}
        value={form.lat}
        onChange={set('lat')}
        inputMode="decimal"
        error={problem('lat')}
      />
      <Field
        label={t('dealerships.lng')}
        value={form.lng}
        onChange={set('lng')}
        inputMode="decimal"
        error={problem('lng')}
      />
      <Field
        label={t('dealerships.radius')}
        value={form.radiusM}
        onChange={set('radiusM')}
        inputMode="numeric"
        error={problem('radiusM')}
      />
      {positionRefused ? <p className="page-subtitle">{t('dealerships.positionRefused')}</p> : null}
      <div className="page-actions">
        <Button variant="secondary" onClick={fillFromThisPhone}>
          {t('dealerships.useHere')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setForm((current) => ({ ...current, lat: '', lng: '', radiusM: '' }))}
        >
          {t('dealerships.clearGeofence')}
        </Button>
      </div>

      <h3>{t('dealerships.aging')}</h3>
      <p className="page-subtitle">{t('dealerships.agingHelp')}</p>
      {TICKET_KINDS.map((kind) => (
        <Field
          key={kind}
          label={t('dealerships.agingFor', { kind: t(`kind.${kind}`) })}
          value={form.agingTargets[kind]}
          onChange={setAging(kind)}
          inputMode="numeric"
          error={problem(`aging-${kind}`)}
        />
      ))}

      <h3>{t('dealerships.prices')}</h3>
      {PRICED_KINDS.map((kind) => (
        <Field
          key={kind}
          label={t(`kind.${kind}`)}
          value={form.prices[kind]}
          onChange={setPrice(kind)}
          inputMode="decimal"
          error={problem(kind)}
        />
      ))}
      {dealership ? (
        <>
          <Field
            label={t('dealerships.pricesFrom')}
            type="date"
            value={pricesFrom}
            onChange={(event) => setPricesFrom(event.target.value)}
            error={problem('pricesFrom')}
          />
          <p className="page-subtitle">{t('dealerships.pricesFromHelp')}</p>
          {history.length > 0 ? (
            <>
              <h4>{t('dealerships.priceHistory')}</h4>
              <ul data-testid="price-history">
                {history.map((step) => (
                  <li key={`${step.effectiveFrom} ${step.setAt}`}>
                    {step.effectiveFrom === PRICES_SINCE_EVER
                      ? t('dealerships.priceHistory.since', { prices: priceText(step.prices) })
                      : t('dealerships.priceHistory.step', {
                          day: formats.zoned(step.effectiveFrom, form.timezone, 'day'),
                          prices: priceText(step.prices),
                        })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}

      <label className="check">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(event) => setForm((current) => ({ ...current, active: event.target.checked }))}
        />
        {t('dealerships.isActive')}
      </label>
      {failed ? <Alert kind="error">{t('dealerships.failed')}</Alert> : null}
      <div className="page-actions">
        <Button type="submit" disabled={busy}>
          {t('dealerships.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('dealerships.cancel')}
        </Button>
      </div>
    </form>
  );
}
