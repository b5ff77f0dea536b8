import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { PATHS } from '../../config/paths';
import { isClockingRole, isCrewRole, isOfficeRole, ROLE_REGISTRY, type Role } from '../../config/roles';
import { businessCalendar } from '../../data/calendar';
import { useDashboardData, useWholeCopyReady } from '../../data/mirror';
import { firstScreenShown } from '../../data/firstScreen';
import { useSession } from '../../data/useSession';
import { Page } from '../../ui/Page';
import { useFormats, useT } from '../../i18n';
import { DASHBOARD_TEXTS, type DashboardTitle } from '../../i18n/areas/dashboards';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { requiredShots } from '../../data/tickets';
import { Tile } from './Tile';
import { dashboardQueue, dashboardTiles, todayByKind } from './dashboardTiles';
import type { Ticket, TicketKind } from '../../data/model';
import { FiguresFreshnessLine } from '../../parts/FreshnessLine';
import { useNow } from '../../ui/useNow';

/**
 * A dashboard: who is signed in, the numbers and queue of `board` (the role whose home
 * it is) from the device's copy, and links. Drawn for whoever opened it: their own board,
 * or, for the owner's office, another role's over the data they may read.
 */
export function RoleDashboard({
  title,
  board,
  actions,
  clock,
  bay,
}: {
  title: DashboardTitle;
  board: Role;
  actions?: ReactNode;
  /** The time clock, on the boards of roles that clock in (composed by the route table). */
  clock?: ReactNode;
  /** The wash bay's quick log, on the service-wash board (composed by the route table). */
  bay?: ReactNode;
}) {
  const session = useSession();
  const data = useDashboardData();
  const now = useNow();
  const t = useT(WORK_TEXTS, DASHBOARD_TEXTS);
  const formats = useFormats();
  const user = session.status === 'signedIn' ? session : null;
  const role: Role | null = user?.userDoc?.role ?? null;
  const who = user
    ? `${user.userDoc?.displayName ?? user.email ?? t('dashboards.signedIn')}${role ? ` · ${t(`role.${role}`)}` : ''}`
    : undefined;
  const calendar = useMemo(
    () => businessCalendar(data?.dealerships ?? [], user?.userDoc?.dealerships ?? []),
    [data?.dealerships, user?.userDoc?.dealerships],
  );
  const tiles = user && role && data ? dashboardTiles(board, user.uid, data, now, calendar) : [];
  // A number the device has never heard from the server is not known: a new phone shows a
  // placeholder, not a zero, until the first answers of what the dashboards read (an older
  // copy shows with its age).
  const known = data?.known === true;
  // The office's month screens get their reading ready once the copy is not catching up
  // (every view answered since this page opened, or no signal).
  const syncedAt = data?.syncedAt;
  useWholeCopyReady(
    isOfficeRole(role),
    syncedAt != null && (Date.parse(syncedAt) >= performance.timeOrigin || !navigator.onLine),
  );
  const painted = tiles.length > 0;
  // The clock's code loads once the numbers are on screen: the first paint waits for no
  // more than the board itself (the route size ceiling), and the clock follows at once.
  const [clockShown, setClockShown] = useState(false);
  useEffect(() => {
    // The numbers, read from the device, are on screen: the network may start
    // (src/data/firstScreen.ts); the mark is what the offline-start benchmark times.
    if (!painted) return;
    firstScreenShown('dashboard');
    setClockShown(true);
  }, [painted]);
  const { sections } = ROLE_REGISTRY[board];
  const queue =
    user && role && data && sections.includes('queue') ? dashboardQueue(board, user.uid, data.tickets) : [];
  const isCrew = isCrewRole(board);
  const queueTitle = isCrew ? 'dashboards.yourQueue' : 'dashboards.requests';
  const byKind =
    sections.includes('todayByKind') && data ? Object.entries(todayByKind(data.tickets, now, calendar)) : [];

  return (
    <Page title={t(title)} subtitle={who} actions={actions}>
      {clock && sections.includes('clock') && isClockingRole(role) ? (
        // The clock's room is kept from the first paint (per screen size, src/ui/styles.css),
        // so nothing moves when it arrives.
        <div className="clock-slot">{clockShown ? clock : null}</div>
      ) : null}
      <section aria-label={t('dashboards.numbers')}>
        <FiguresFreshnessLine syncedAt={data?.syncedAt} />
        <ul className="tiles">
          {tiles.map((tile) => (
            <Tile key={tile.id} tile={tile} known={known} />
          ))}
        </ul>
      </section>
      {bay ? (
        // Its room is kept from the first paint too: what follows does not jump when it arrives.
        <div className="bay-slot">{clockShown ? bay : null}</div>
      ) : null}
      {byKind.length > 0 ? (
        <section aria-label={t('dashboards.todayByKind')}>
          <h2>{t('dashboards.todayByKind')}</h2>
          <p data-testid="today-by-kind">
            {byKind
              .map(([kind, count]) =>
                t('dashboards.kindCount', { kind: t(`kind.${kind as TicketKind}`), count }),
              )
              .join(' · ')}
          </p>
        </section>
      ) : null}
      {queue.length > 0 ? (
        <section aria-label={t(queueTitle)}>
          <h2>{t(queueTitle)}</h2>
          <ul className="list-plain" aria-label={t(queueTitle)}>
            {queue.map((ticket) => (
              <li key={ticket.id} className="card">
                <Link to={PATHS.ticketView} params={{ ticketId: ticket.id }}>
                  {ticket.vehicle.stock} · {ticket.vehicle.year} {ticket.vehicle.make} {ticket.vehicle.model}
                </Link>
                <p className="page-subtitle">
                  {[
                    t(`kind.${ticket.kind}`),
                    t(`status.${ticket.status}`),
                    ...(ticket.assigneeUid === user?.uid ? [t('dashboards.yours')] : []),
                    t('dashboards.due', {
                      when: formats.zoned(ticket.dueAt, calendar.zoneOf(ticket.dealershipId), 'stamp'),
                    }),
                  ].join(' · ')}
                </p>
                {isCrew ? <RequiredShots ticket={ticket} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}

/** Which of the ticket's required photos are taken (photo crews: which are still missing). */
function RequiredShots({ ticket }: { ticket: Ticket }) {
  const t = useT(WORK_TEXTS, DASHBOARD_TEXTS);
  const shots = requiredShots(
    ticket.kind,
    ticket.photos.map((photo) => photo.slot),
  );
  return (
    <p className="page-subtitle" data-testid="queue-shots">
      {t('dashboards.shots', { taken: shots.taken, required: shots.required })}
      {ticket.kind === 'photos' && shots.missing.length > 0
        ? ` · ${t('dashboards.toTake', { slots: shots.missing.map((slot) => t(`slot.${slot.id}`)).join(', ') })}`
        : ''}
    </p>
  );
}
