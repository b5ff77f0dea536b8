import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { PATHS } from '../../config/paths';
import { rolesWhoMay } from '../../config/access';
import { useWorkClock } from '../../data/useWorkClock';
import { TICKET_KINDS, TICKET_STATUSES } from '../../data/model';
import { useMirrorSyncedAt } from '../../data/mirror';
import { useDealerships } from '../../data/dealerships';
import { keepFirstTicketsWarm, useFirstTickets, useTickets } from '../../data/tickets';
import { Page } from '../../ui/Page';
import { ScanButton } from '../../parts/scan/ScanButton';
import { Select } from '../../ui/Select';
import { VirtualList } from '../../ui/VirtualList';
import { ListLink } from '../../ui/ListLink';
import { useFormats, useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { dayKey } from '../../utils/zonedTime';
import {
  compareTickets,
  DEFAULT_FILTERS,
  statusesKeptBy,
  ticketKeptBy,
  type TicketFilters,
} from './ticketFilters';
import { useViewer } from '../../data/useViewer';
import { useFreshnessText } from '../../parts/FreshnessLine';

/** Two lines of text and padding: every row is this tall. */
const ROW_HEIGHT_PX = 64;
/** Who may request work: the same access-table line /ticket/new's guard reads. */
const TICKET_REQUESTERS = rolesWhoMay('tickets', 'create');
const KEEP_NONE = () => false;
/** The list as it opens (its default filters keep no one's own tickets and no day's, so the same for everyone). */
const OPENING_LIST = 'tickets:opening';
const OPENING_KEEP = ticketKeptBy(DEFAULT_FILTERS, '', () => 'UTC');
const OPENING_STATUSES = statusesKeptBy(DEFAULT_FILTERS.status);

/** Called when this screen's code is loaded (src/routes/screens.tsx): its opening rows, read ahead. */
export function warm(): void {
  keepFirstTicketsWarm(OPENING_LIST, 'dueSoonest', OPENING_KEEP, OPENING_STATUSES);
}

export function TicketListPage() {
  const viewer = useViewer();
  const [firstShown, setFirstShown] = useState(false);
  const tickets = useTickets(firstShown);
  const dealerships = useDealerships();
  const freshness = useFreshnessText(useMirrorSyncedAt());
  const t = useT(WORK_TEXTS, TICKET_TEXTS);
  const formats = useFormats();
  const clock = useWorkClock();
  const [filters, setFilters] = useState<TicketFilters>(DEFAULT_FILTERS);
  const navigate = useNavigate();
  const names = useMemo(
    () => new Map((dealerships ?? []).map((dealership) => [dealership.id, dealership.name])),
    [dealerships],
  );
  const viewerUid = viewer?.uid;
  // A new filter only when what it keeps changes: the first rows' live query restarts with it.
  const keep = useMemo(
    () => (viewerUid ? ticketKeptBy(filters, viewerUid, clock.zoneOf) : KEEP_NONE),
    [filters, viewerUid, clock],
  );
  // The first screenful comes through an index (10,000 tickets take ~90 ms to read at full
  // speed, the first rows ~1 ms); every ticket is read once those are on screen, and the whole
  // list (the same first rows) replaces them (bench/tickets.bench.ts, first rows).
  const statuses = useMemo(() => statusesKeptBy(filters.status), [filters.status]);
  const firstRows = useFirstTickets(
    filters === DEFAULT_FILTERS ? OPENING_LIST : undefined,
    filters.sort === 'due' ? 'dueSoonest' : 'changedLatest',
    keep,
    tickets === undefined,
    statuses,
  );
  useEffect(() => {
    if (firstRows === undefined || firstShown) return;
    // Every ticket is read once the first rows' frame is painted: read and decoded before it,
    // ten thousand tickets would hold that frame (bench/tickets.bench.ts, first rows).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setFirstShown(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [firstRows, firstShown]);
  // The same filter and order for the first rows and the whole list.
  const shown = useMemo(
    () => (tickets ?? firstRows ?? []).filter(keep).sort(compareTickets(filters.sort)),
    [tickets, firstRows, keep, filters.sort],
  );
  const set =
    <Key extends keyof TicketFilters>(key: Key) =>
    (event: { target: { value: string } }) =>
      setFilters((current) => ({ ...current, [key]: event.target.value as TicketFilters[Key] }));

  return (
    <Page
      title={t('tickets.list.title')}
      subtitle={freshness}
      actions={
        <>
          {/* A car's label opens its ticket, from this phone's copy when there is no signal (issue #36). */}
          <ScanButton
            forLabels
            accepts={['ticket']}
            onScan={(scanned) => {
              if (scanned.kind === 'ticket')
                void navigate({ to: PATHS.ticketView, params: { ticketId: scanned.ticketId } });
            }}
          />
          {viewer && TICKET_REQUESTERS.includes(viewer.role) ? (
            <>
              <Link to={PATHS.ticketNew}>{t('tickets.list.new')}</Link>
              <Link to={PATHS.ticketLabels}>{t('tickets.list.labels')}</Link>
            </>
          ) : null}
        </>
      }
    >
      <form
        className="filters"
        aria-label={t('tickets.list.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          label={t('tickets.list.status')}
          value={filters.status}
          onChange={set('status')}
          options={[
            { value: 'active', label: t('tickets.list.notFinished') },
            { value: 'all', label: t('tickets.list.all') },
            ...TICKET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
        />
        <Select
          label={t('tickets.list.kind')}
          value={filters.kind}
          onChange={set('kind')}
          options={[
            { value: 'all', label: t('tickets.list.all') },
            ...TICKET_KINDS.map((value) => ({ value, label: t(`kind.${value}`) })),
          ]}
        />
        <Select
          label={t('tickets.list.dealership')}
          value={filters.dealershipId}
          onChange={set('dealershipId')}
          options={[
            { value: 'all', label: t('tickets.list.all') },
            ...[...names].map(([value, label]) => ({ value, label })),
          ]}
        />
        <Select
          label={t('tickets.list.assignee')}
          value={filters.assignee}
          onChange={set('assignee')}
          options={[
            { value: 'anyone', label: t('tickets.list.anyone') },
            { value: 'me', label: t('tickets.list.me') },
            { value: 'unassigned', label: t('tickets.list.nobody') },
          ]}
        />
        <div className="field">
          <label htmlFor="due-on">{t('tickets.list.dueOn')}</label>
          <input
            id="due-on"
            // A date field's own parts (Chromium draws its day, month and year and the picker's
            // button as elements of their own) were ~15 ms of the first rows' style work at 4×
            // CPU, more than the rest of the screen's. The field is a plain box of the same size
            // until the first rows are painted, a date field from the frame after (bench/tickets.bench.ts).
            type={firstShown ? 'date' : 'text'}
            readOnly={!firstShown}
            className="date-field"
            value={filters.dueOn === 'any' ? '' : filters.dueOn}
            onChange={(event) =>
              setFilters((current) => ({
                ...current,
                dueOn: event.target.value === '' ? 'any' : event.target.value,
              }))
            }
          />
        </div>
        <Select
          label={t('tickets.list.order')}
          value={filters.sort}
          onChange={set('sort')}
          options={[
            { value: 'due', label: t('tickets.list.dueSoonest') },
            { value: 'updated', label: t('tickets.list.recent') },
          ]}
        />
      </form>
      <p className="page-subtitle" data-testid="ticket-count">
        {tickets === undefined
          ? t('spec.loading')
          : t('tickets.list.count', { shown: shown.length, count: tickets.length })}
      </p>
      <VirtualList
        label={t('tickets.list.title')}
        items={shown}
        rowHeightPx={ROW_HEIGHT_PX}
        getKey={(ticket) => ticket.id}
        renderRow={(ticket) => (
          <ListLink className="ticket-row" to={PATHS.ticketView} params={{ ticketId: ticket.id }}>
            <strong>
              {ticket.vehicle.stock} · {ticket.vehicle.year} {ticket.vehicle.make} {ticket.vehicle.model}
            </strong>
            <span>{t(`status.${ticket.status}`)}</span>
            <span className="ticket-row-meta">
              {[
                t(`kind.${ticket.kind}`),
                names.get(ticket.dealershipId) ?? ticket.dealershipId,
                ...(ticket.priority === 'high' ? [t('tickets.view.highPriority')] : []),
              ].join(' · ')}
            </span>
            <span className="ticket-row-meta">
              {dayKey(Date.parse(ticket.dueAt), clock.zoneOf(ticket.dealershipId)) ===
              dayKey(Date.now(), clock.zoneOf(ticket.dealershipId))
                ? t('tickets.list.dueToday')
                : t('tickets.list.due', {
                    when: formats.zoned(ticket.dueAt, clock.zoneOf(ticket.dealershipId), 'stamp'),
                  })}
            </span>
          </ListLink>
        )}
      />
    </Page>
  );
}
