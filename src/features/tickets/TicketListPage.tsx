import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { PATHS } from '../../config/paths';
import { rolesWhoMay } from '../../config/access';
import { useWorkClock } from '../../data/useWorkClock';
import { useMirrorSyncedAt } from '../../data/mirror';
import { keepDealershipsWarm, useDealerships } from '../../data/dealerships';
import { keepFirstTicketsWarm, useFirstTickets, useTickets } from '../../data/tickets';
import { Page } from '../../ui/Page';
import { ScanButton } from '../../parts/scan/ScanButton';
import { VirtualList } from '../../ui/VirtualList';
import { ListLink } from '../../ui/ListLink';
import { useFormats, useT } from '../../i18n';
import { TICKET_TEXTS } from '../../i18n/areas/tickets';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { dayOf, isWithin, type Period } from '../../utils/zonedTime';
import {
  compareTickets,
  DEFAULT_FILTERS,
  filtersChanged,
  statusesKeptBy,
  ticketKeptBy,
  type TicketFilters,
} from './ticketFilters';
import { useViewer } from '../../data/useViewer';
import { useFreshnessText } from '../../parts/FreshnessLine';
import { TicketFiltersForm } from './TicketFiltersForm';

/** Two lines of text and padding: every row is this tall. */
const ROW_HEIGHT_PX = 64;
/** Who may request work: the same access-table line /ticket/new's guard reads. */
const TICKET_REQUESTERS = rolesWhoMay('tickets', 'create');
const KEEP_NONE = () => false;
/** The list as it opens (its default filters keep no one's own tickets and no day's, so the same for everyone). */
const OPENING_LIST = 'tickets:opening';
const OPENING_KEEP = ticketKeptBy(DEFAULT_FILTERS, '', () => 'UTC');
const OPENING_STATUSES = statusesKeptBy(DEFAULT_FILTERS.status);
/**
 * Where the navigation becomes a side rail (src/ui/styles.css): a screen this wide has room
 * for the filters above the list, and they open with it. On a phone they wait behind their
 * button, as in the list apps people know: the list has the screen, and the first tap on
 * Tickets draws no form (about half of that frame's style work and a quarter of the tap at 4×
 * CPU: bench/budget-notes.md, "The ticket list's filters behind a button").
 */
const WIDE_SCREEN = '(min-width: 900px)';
const filtersOpenAtFirst = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN).matches
    : true;

/**
 * Called when this screen's code is loaded (src/routes/screens.tsx): its opening rows, and the
 * dealerships whose clocks they are shown on, read ahead.
 */
export function warm(): void {
  keepFirstTicketsWarm(OPENING_LIST, 'dueSoonest', OPENING_KEEP, OPENING_STATUSES);
  keepDealershipsWarm();
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
  const [filtersOpen, setFiltersOpen] = useState(filtersOpenAtFirst);
  const filtersId = useId();
  const changedFilters = filtersChanged(filters);
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
  // Each dealership's today, worked out once per draw rather than twice per row: two zoned
  // date conversions a row were ~7 ms of the first rows' script at 4× CPU.
  const todayIn = new Map<string, Period>();
  const dueToday = (dueAt: string, zone: string) => {
    let today = todayIn.get(zone);
    if (!today) {
      today = dayOf(Date.now(), zone);
      todayIn.set(zone, today);
    }
    return isWithin(dueAt, today);
  };
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
      <button
        type="button"
        className="button button-secondary filters-toggle"
        aria-expanded={filtersOpen}
        // Only while the form is there to point at.
        aria-controls={filtersOpen ? filtersId : undefined}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {changedFilters === 0
          ? t('tickets.list.filters')
          : t('tickets.list.filtersChanged', { count: changedFilters })}
      </button>
      {filtersOpen ? (
        <TicketFiltersForm
          id={filtersId}
          filters={filters}
          onChange={setFilters}
          dealershipNames={names}
          dateFieldReady={firstShown}
        />
      ) : null}
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
              {dueToday(ticket.dueAt, clock.zoneOf(ticket.dealershipId))
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
