/**
 * The wash bay's pieces, shared by /wash-logs and the service-wash dashboard: the quick
 * log form (the cursor stays in the reference field; a repeat within the dealership's
 * window is caught as you type), one's last washes with their sync state, and a void.
 */
import { useRef, useState, type FormEvent } from 'react';
import { isOfficeRole } from '../../config/roles';
import type { Mirrored } from '../../data/db';
import { useWorkClock } from '../../data/useWorkClock';
import { WASH_KINDS, type Dealership, type WashLog } from '../../data/model';
import type { Viewer } from '../../data/useViewer';
import {
  duplicateWindowMs,
  earlierWash,
  mayVoid,
  voidWash,
  type DeviceWash,
  type WashIndex,
  logWash,
} from '../../data/washes';
import { useFormats, useT } from '../../i18n';
import { WASH_TEXTS } from '../../i18n/areas/washes';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { useAttempt } from '../../ui/useAttempt';
import { ScanButton } from '../../parts/scan/ScanButton';
import { ticketOnDevice } from '../../data/tickets';
import type { Scanned } from '../../utils/scanned';
import { useNow } from '../../ui/useNow';
import { EMPTY_WASH_FORM, readWashForm, vinProblem, type WashErrors, type WashForm } from './washForm';

/** The dealerships where the person logs washes: their own active ones (the office: every active one). */
export function baysFor(
  viewer: Viewer,
  dealerships: readonly Mirrored<Dealership>[],
): Mirrored<Dealership>[] {
  const office = isOfficeRole(viewer.role);
  return dealerships.filter(
    (dealership) => dealership.active && (office || viewer.dealerships.includes(dealership.id)),
  );
}

/** The washes of mine listed under the form. */
const MY_LAST_WASHES = 8;

export function LogWashForm({
  viewer,
  bays,
  index,
}: {
  viewer: Viewer;
  bays: readonly Mirrored<Dealership>[];
  index: WashIndex;
}) {
  const t = useT(WASH_TEXTS);
  const formats = useFormats();
  const referenceInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<WashForm>(() => ({
    ...EMPTY_WASH_FORM,
    dealershipId: bays[0]?.id ?? '',
    kind: 'service',
  }));
  const [errors, setErrors] = useState<WashErrors>({});
  const [logged, setLogged] = useState<string | null>(null);
  const { busy, failed, attempt } = useAttempt();
  const bay = bays.find((dealership) => dealership.id === form.dealershipId) ?? bays[0];
  const nowMs = Date.now();
  const repeatOf = bay ? earlierWash(index, bay.id, form.reference, nowMs, duplicateWindowMs(bay)) : null;
  const change = (patch: Partial<WashForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setLogged(null);
  };

  /**
   * A scanned VIN fills the VIN; a stock label fills the reference; a ticket's label (issue
   * #36) fills both from the ticket on this phone (a car not on it: its address is not a
   * stock number, so nothing is filled and the field says so).
   */
  const fillFromScan = async (scanned: Scanned) => {
    if (scanned.kind === 'vin') change({ vin: scanned.vin });
    else if (scanned.kind === 'text') change({ reference: scanned.text });
    else if (scanned.kind === 'ticket') {
      const ticket = await ticketOnDevice(scanned.ticketId);
      if (!ticket) {
        setErrors({ reference: 'washes.problem.labelNotHere' });
        return;
      }
      change({ reference: ticket.vehicle.stock, vin: ticket.vehicle.vin });
    }
    referenceInput.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readWashForm({ ...form, dealershipId: bay?.id ?? '' }, repeatOf !== null);
    setErrors(read.errors ?? {});
    if (!read.fields) return;
    const { fields } = read;
    await attempt(async () => {
      await logWash({
        id: crypto.randomUUID(),
        washedAt: new Date().toISOString(),
        ...fields,
        ...(viewer.displayName ? { washerName: viewer.displayName.slice(0, 100) } : {}),
      });
      // The next car: the same bay and kind, an empty field, the cursor in it.
      setForm((current) => ({ ...current, ...EMPTY_WASH_FORM }));
      setLogged(fields.reference);
      referenceInput.current?.focus();
    });
  };

  return (
    <form className="card stack" onSubmit={(event) => void submit(event)} noValidate data-testid="log-wash">
      <h2>{t('washes.log.title')}</h2>
      {bays.length > 1 ? (
        <Select
          label={t('washes.log.dealership')}
          value={bay?.id ?? ''}
          options={bays.map((dealership) => ({ value: dealership.id, label: dealership.name }))}
          onChange={(event) => change({ dealershipId: event.target.value })}
        />
      ) : null}
      <Field
        label={t('washes.log.reference')}
        value={form.reference}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        enterKeyHint="done"
        autoFocus
        inputRef={referenceInput}
        onChange={(event) => change({ reference: event.target.value })}
        error={errors.reference ? t(errors.reference) : undefined}
      />
      <ScanButton accepts={['vin', 'text', 'ticket']} onScan={(scanned) => void fillFromScan(scanned)} />
      {repeatOf ? (
        <div className="stack" data-testid="repeat-warning">
          <Alert kind="warning">
            {t('washes.duplicate.warning', {
              ago: formats.ago(repeatOf.washedAt, new Date(nowMs)) ?? t('washes.duplicate.justNow'),
              name:
                repeatOf.uid === viewer.uid
                  ? t('washes.duplicate.you')
                  : (repeatOf.washerName ?? t('washes.duplicate.someone')),
            })}
          </Alert>
          <Field
            label={t('washes.duplicate.reason')}
            value={form.repeatReason}
            maxLength={200}
            onChange={(event) => change({ repeatReason: event.target.value })}
            error={errors.repeatReason ? t(errors.repeatReason) : undefined}
          />
        </div>
      ) : null}
      <fieldset className="choice-row">
        <legend>{t('washes.log.kind')}</legend>
        {WASH_KINDS.map((kind) => (
          <label key={kind} className="check">
            <input
              type="radio"
              name="wash-kind"
              value={kind}
              checked={form.kind === kind}
              onChange={() => change({ kind })}
            />
            {t(`washes.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('washes.log.vin')}
        value={form.vin}
        maxLength={18}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(event) => change({ vin: event.target.value })}
        onBlur={() => {
          const problem = vinProblem(form.vin);
          setErrors(({ vin: _previous, ...others }) => (problem ? { ...others, vin: problem } : others));
        }}
        error={errors.vin ? t(errors.vin) : undefined}
      />
      <Field
        label={t('washes.log.note')}
        value={form.note}
        maxLength={1000}
        onChange={(event) => change({ note: event.target.value })}
      />
      {failed ? <Alert kind="error">{t('washes.log.failed')}</Alert> : null}
      <p role="status" className="page-subtitle" data-testid="wash-logged">
        {logged ? t('washes.log.logged', { reference: logged }) : ''}
      </p>
      <Button type="submit" disabled={busy}>
        {repeatOf ? t('washes.log.submitAgain') : t('washes.log.submit')}
      </Button>
    </form>
  );
}

export function MyLastWashes({
  viewer,
  washes,
  shown = MY_LAST_WASHES,
}: {
  viewer: Viewer;
  washes: readonly DeviceWash[];
  /** How many of one's last washes are listed. */
  shown?: number;
}) {
  const t = useT(WASH_TEXTS);
  const mine = washes.filter((wash) => wash.uid === viewer.uid).slice(0, shown);
  return (
    <section className="card stack" aria-labelledby="my-washes">
      <h2 id="my-washes">{t('washes.mine.title')}</h2>
      {mine.length === 0 ? <p>{t('washes.mine.none')}</p> : null}
      <ul className="list-plain stack" data-testid="my-washes">
        {mine.map((wash) => (
          <li key={wash.id}>
            <WashLine wash={wash} viewer={viewer} showState />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One wash: reference, kind, when, who; its sync state, void and repeat; a void button while it may be voided. */
function WashLine({
  wash,
  viewer,
  showState = false,
  dealershipName,
}: {
  wash: DeviceWash;
  viewer: Viewer;
  showState?: boolean;
  dealershipName?: string | undefined;
}) {
  const t = useT(WASH_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();
  const now = useNow();
  const [voiding, setVoiding] = useState(false);
  const detail = [
    t(`washes.kind.${wash.kind}`),
    formats.zoned(wash.washedAt, clock.zoneOf(wash.dealershipId), 'stamp'),
    dealershipName,
    wash.washerName,
    showState ? t(wash.pending ? 'washes.state.phone' : 'washes.state.office') : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="wash-line" data-testid="wash" data-reference={wash.reference}>
      <strong className={wash.voided ? 'voided' : undefined}>{wash.reference}</strong> <span>{detail}</span>
      {wash.voided ? (
        <p className="page-subtitle">{t('washes.voided', { reason: wash.voided.reason })}</p>
      ) : null}
      {wash.repeatReason ? (
        <p className="page-subtitle">{t('washes.repeat', { reason: wash.repeatReason })}</p>
      ) : null}
      {mayVoid(wash, viewer, now.getTime()) ? (
        voiding ? (
          <VoidForm wash={wash} onDone={() => setVoiding(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setVoiding(true)}>
            {t('washes.void')}
          </Button>
        )
      ) : null}
    </div>
  );
}

export function VoidForm({ wash, onDone }: { wash: Mirrored<WashLog>; onDone: () => void }) {
  const t = useT(WASH_TEXTS);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, failed, attempt } = useAttempt();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('washes.problem.reason'));
      return;
    }
    await attempt(async () => {
      await voidWash(wash, reason.trim());
      onDone();
    });
  };
  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={t('washes.void.reason')}
        value={reason}
        maxLength={200}
        autoFocus
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
      {failed ? <Alert kind="error">{t('washes.log.failed')}</Alert> : null}
      <div className="button-row">
        <Button type="submit" disabled={busy}>
          {t('washes.void.confirm')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('washes.void.cancel')}
        </Button>
      </div>
    </form>
  );
}
