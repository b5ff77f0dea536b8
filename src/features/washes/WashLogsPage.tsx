import { useMemo, useState } from 'react';
import { can, isOfficeRole } from '../../config/roles';
import { businessCalendar } from '../../data/calendar';
import { useWorkClock } from '../../data/useWorkClock';
import { useDealerships } from '../../data/dealerships';
import type { Mirrored } from '../../data/db';
import { WASH_KINDS, type Dealership, type WashKind, type WashLog } from '../../data/model';
import { useViewer, type Viewer } from '../../data/useViewer';
import {
  duplicateWindowMs,
  indexWashes,
  possibleDuplicates,
  referenceKey,
  useWashes,
  voidWash,
  washerNames,
  type DeviceWash,
  type WashIndex,
  keepWash,
} from '../../data/washes';
import { useFormats, useT } from '../../i18n';
import { WASH_TEXTS } from '../../i18n/areas/washes';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { useAttempt } from '../../ui/useAttempt';
import { VirtualList } from '../../ui/VirtualList';
import { instantOf, isWithin, type Period } from '../../utils/zonedTime';
import { baysFor, LogWashForm, MyLastWashes, VoidForm } from './bay';
import { FreshnessLine } from '../../parts/FreshnessLine';

/** Two lines of text and padding: every row of the list is this tall. */
const ROW_HEIGHT_PX = 64;

/**
 * /wash-logs: the wash bay's log. A service-wash crew member (and the owner's office) logs
 * a wash in seconds, warned of a repeat as they type; their last washes show below with
 * their sync state, each voidable for its window. Everyone who may read washes filters
 * the device's copy; the office also resolves pairs that look like duplicates.
 */
export function WashLogsPage() {
  const t = useT(WASH_TEXTS, WORK_TEXTS);
  const viewer = useViewer();
  const washes = useWashes();
  const dealerships = useDealerships();
  const index = useMemo(() => indexWashes(washes ?? []), [washes]);
  if (!viewer) return null;
  const office = isOfficeRole(viewer.role);
  const logsWashes = office || can(viewer.role, 'logsWashes');
  const bays = baysFor(viewer, dealerships ?? []);

  return (
    <Page title={t('washes.title')}>
      <FreshnessLine />
      {logsWashes && dealerships ? (
        bays.length > 0 ? (
          <LogWashForm viewer={viewer} bays={bays} index={index} />
        ) : (
          <Alert kind="info">{t('washes.log.noDealership')}</Alert>
        )
      ) : null}
      {can(viewer.role, 'logsWashes') ? <MyLastWashes viewer={viewer} washes={washes ?? []} /> : null}
      {office ? <PossibleDuplicates index={index} dealerships={dealerships ?? []} /> : null}
      <WashList viewer={viewer} washes={washes ?? []} dealerships={dealerships ?? []} />
    </Page>
  );
}

function PossibleDuplicates({
  index,
  dealerships,
}: {
  index: WashIndex;
  dealerships: readonly Mirrored<Dealership>[];
}) {
  const t = useT(WASH_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();
  const pairs = useMemo(
    () =>
      possibleDuplicates(index, (dealershipId) =>
        duplicateWindowMs(dealerships.find((dealership) => dealership.id === dealershipId)),
      ),
    [index, dealerships],
  );
  if (pairs.length === 0) return null;
  const describe = (wash: Mirrored<WashLog>) =>
    [formats.zoned(wash.washedAt, clock.zoneOf(wash.dealershipId), 'stamp'), wash.washerName]
      .filter(Boolean)
      .join(', ');
  return (
    <section className="card stack" aria-labelledby="duplicates" data-testid="possible-duplicates">
      <h2 id="duplicates">{t('washes.duplicates.title')}</h2>
      <ul className="list-plain stack">
        {pairs.map(({ wash, earlier }) => (
          <li key={wash.id} className="stack">
            <p>
              {t('washes.duplicates.pair', {
                reference: wash.reference,
                dealership: dealerships.find((dealership) => dealership.id === wash.dealershipId)?.name ?? '',
                first: describe(earlier),
                second: describe(wash),
              })}
            </p>
            <ResolvePair wash={wash} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResolvePair({ wash }: { wash: Mirrored<WashLog> }) {
  const t = useT(WASH_TEXTS);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, failed, attempt } = useAttempt();
  const resolve = (how: 'void' | 'keep') => {
    if (reason.trim() === '') {
      setError(t('washes.problem.reason'));
      return;
    }
    void attempt(async () => {
      if (how === 'void') await voidWash(wash, reason.trim());
      else await keepWash({ id: wash.id, reference: wash.reference, reason: reason.trim() });
    });
  };
  return (
    <div className="stack">
      <Field
        label={t('washes.duplicates.reason')}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
      {failed ? <Alert kind="error">{t('washes.log.failed')}</Alert> : null}
      <div className="button-row">
        <Button variant="secondary" disabled={busy} onClick={() => resolve('void')}>
          {t('washes.duplicates.voidLater')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => resolve('keep')}>
          {t('washes.duplicates.keep')}
        </Button>
      </div>
    </div>
  );
}

interface WashFilters {
  day: string;
  dealershipId: string;
  kind: WashKind | '';
  washer: string;
  reference: string;
}

function WashList({
  viewer,
  washes,
  dealerships,
}: {
  viewer: Viewer;
  washes: readonly DeviceWash[];
  dealerships: readonly Mirrored<Dealership>[];
}) {
  const t = useT(WASH_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();
  const [filters, setFilters] = useState<WashFilters>({
    day: '',
    dealershipId: '',
    kind: '',
    washer: '',
    reference: '',
  });
  const calendar = useMemo(
    () => businessCalendar(dealerships, viewer.dealerships),
    [dealerships, viewer.dealerships],
  );
  const washers = useMemo(() => {
    const names = washerNames(washes);
    return [...new Set(washes.map((wash) => wash.uid))]
      .map((uid) => [uid, names.get(uid) ?? uid] as const)
      .sort((a, b) => a[1].localeCompare(b[1]));
  }, [washes]);
  const shown = useMemo(() => {
    const wanted = referenceKey(filters.reference);
    // The chosen day on each dealership's clock, worked out once per zone, not per wash.
    const [year, month, day] = filters.day.split('-').map(Number) as [number, number, number];
    const days = new Map<string, Period>();
    const chosenDayIn = (zone: string): Period => {
      let period = days.get(zone);
      if (!period)
        days.set(
          zone,
          (period = { start: instantOf(zone, year, month, day), end: instantOf(zone, year, month, day + 1) }),
        );
      return period;
    };
    return washes.filter(
      (wash) =>
        (!filters.dealershipId || wash.dealershipId === filters.dealershipId) &&
        (!filters.kind || wash.kind === filters.kind) &&
        (!filters.washer || wash.uid === filters.washer) &&
        (!wanted || referenceKey(wash.reference).includes(wanted)) &&
        (!filters.day || isWithin(wash.washedAt, chosenDayIn(calendar.zoneOf(wash.dealershipId)))),
    );
  }, [washes, filters, calendar]);
  const [voiding, setVoiding] = useState<DeviceWash | null>(null);
  const all = t('washes.filter.all');
  const set = (patch: Partial<WashFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const nameOf = (dealershipId: string) =>
    dealerships.length > 1
      ? dealerships.find((dealership) => dealership.id === dealershipId)?.name
      : undefined;

  return (
    <section className="stack" aria-labelledby="wash-list">
      <h2 id="wash-list">{t('washes.list.title')}</h2>
      <div className="filters">
        <Field
          label={t('washes.filter.reference')}
          value={filters.reference}
          onChange={(event) => set({ reference: event.target.value })}
        />
        <Field
          label={t('washes.filter.day')}
          type="date"
          value={filters.day}
          onChange={(event) => set({ day: event.target.value })}
        />
        {dealerships.length > 1 ? (
          <Select
            label={t('washes.filter.dealership')}
            value={filters.dealershipId}
            options={[
              { value: '', label: all },
              ...dealerships.map((dealership) => ({ value: dealership.id, label: dealership.name })),
            ]}
            onChange={(event) => set({ dealershipId: event.target.value })}
          />
        ) : null}
        <Select
          label={t('washes.filter.kind')}
          value={filters.kind}
          options={[
            { value: '', label: all },
            ...WASH_KINDS.map((kind) => ({ value: kind, label: t(`washes.kind.${kind}`) })),
          ]}
          onChange={(event) => set({ kind: event.target.value as WashKind | '' })}
        />
        <Select
          label={t('washes.filter.washer')}
          value={filters.washer}
          options={[
            { value: '', label: all },
            ...washers.map(([uid, name]) => ({ value: uid, label: name })),
          ]}
          onChange={(event) => set({ washer: event.target.value })}
        />
      </div>
      {voiding ? (
        <div className="card stack" data-testid="office-void">
          <p>
            <strong>{voiding.reference}</strong> ·{' '}
            {formats.zoned(voiding.washedAt, clock.zoneOf(voiding.dealershipId), 'stamp')}
          </p>
          <VoidForm wash={voiding} onDone={() => setVoiding(null)} />
        </div>
      ) : null}
      <p className="page-subtitle" data-testid="wash-count">
        {t('washes.list.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p>{t('washes.list.none')}</p>
      ) : (
        <VirtualList
          label={t('washes.list.title')}
          items={shown}
          rowHeightPx={ROW_HEIGHT_PX}
          getKey={(wash) => wash.id}
          renderRow={(wash) => (
            <WashRow
              wash={wash}
              dealershipName={nameOf(wash.dealershipId)}
              onVoid={isOfficeRole(viewer.role) && !wash.voided ? () => setVoiding(wash) : undefined}
            />
          )}
        />
      )}
    </section>
  );
}

/** A row of the virtualised list (one fixed height); the office's void opens above the list. */
function WashRow({
  wash,
  dealershipName,
  onVoid,
}: {
  wash: DeviceWash;
  dealershipName: string | undefined;
  onVoid: (() => void) | undefined;
}) {
  const t = useT(WASH_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();
  return (
    <div className="ticket-row" data-testid="wash-row" data-reference={wash.reference}>
      <strong className={wash.voided ? 'voided' : undefined}>{wash.reference}</strong>
      <span className="ticket-row-meta">
        {[
          t(`washes.kind.${wash.kind}`),
          formats.zoned(wash.washedAt, clock.zoneOf(wash.dealershipId), 'stamp'),
          dealershipName,
          wash.washerName,
          wash.voided ? t('washes.voided', { reason: wash.voided.reason }) : undefined,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {onVoid ? (
        <Button variant="secondary" className="row-action" onClick={onVoid}>
          {t('washes.void')}
        </Button>
      ) : null}
    </div>
  );
}
