import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { PATHS } from '../../config/paths';
import { isCrewRole, ROLE_LABELS, ROLE_REGISTRY, type Role } from '../../config/roles';
import { useConnection } from '../../data/connection';
import { businessCalendar } from '../../data/calendar';
import { useMirroredData } from '../../data/mirror';
import { firstScreenShown } from '../../data/firstScreen';
import { useSession } from '../../data/useSession';
import { Page } from '../../ui/Page';
import { freshnessText } from '../../utils/freshness';
import { KIND_LABELS, STATUS_LABELS, requiredShots } from '../../data/tickets';
import { formatWhen } from '../../utils/format';
import { dashboardQueue, dashboardTiles, todayByKind } from './dashboardTiles';
import type { Ticket } from '../../data/model';

/** The numbers' clock: ages and "today" move on while the screen stays open. */
const REFRESH_CLOCK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A dashboard: who is signed in, the numbers and queue of `board` (the role whose home
 * it is) from the device's copy, and links. Drawn for whoever opened it: their own board,
 * or, for the owner's office, another role's over the data they may read.
 */
export function RoleDashboard({
  title,
  board,
  actions,
}: {
  title: string;
  board: Role;
  actions?: ReactNode;
}) {
  const session = useSession();
  const data = useMirroredData();
  const { status } = useConnection();
  const now = useNow();
  const user = session.status === 'signedIn' ? session : null;
  const role: Role | null = user?.userDoc?.role ?? null;
  const who = user
    ? `${user.userDoc?.displayName ?? user.email ?? 'Signed in'}${role ? ` · ${ROLE_LABELS[role]}` : ''}`
    : undefined;
  const calendar = useMemo(
    () => businessCalendar(data?.dealerships ?? [], user?.userDoc?.dealerships ?? []),
    [data?.dealerships, user?.userDoc?.dealerships],
  );
  const tiles = user && role && data ? dashboardTiles(board, user.uid, data, now, calendar) : [];
  const painted = tiles.length > 0;
  useEffect(() => {
    // The numbers, read from the device, are on screen: the network may start
    // (src/data/firstScreen.ts); the mark is what the offline-start benchmark times.
    if (!painted) return;
    firstScreenShown('dashboard');
  }, [painted]);
  const { sections } = ROLE_REGISTRY[board];
  const queue =
    user && role && data && sections.includes('queue') ? dashboardQueue(board, user.uid, data.tickets) : [];
  const isCrew = isCrewRole(board);
  const byKind =
    sections.includes('todayByKind') && data ? Object.entries(todayByKind(data.tickets, now, calendar)) : [];

  return (
    <Page title={title} subtitle={who} actions={actions}>
      <section aria-label="Numbers">
        <p className="page-subtitle" data-testid="freshness">
          {freshnessText(data?.syncedAt ?? null, status === 'connected', now)}
        </p>
        <ul className="tiles">
          {tiles.map((tile) => (
            <li key={tile.id} className="card tile" data-testid={`tile-${tile.id}`}>
              <span className="tile-value">{tile.value}</span>
              <span className="tile-label">{tile.label}</span>
            </li>
          ))}
        </ul>
      </section>
      {byKind.length > 0 ? (
        <section aria-label="Today by kind">
          <h2>Today by kind</h2>
          <p data-testid="today-by-kind">
            {byKind
              .map(([kind, count]) => `${KIND_LABELS[kind as keyof typeof KIND_LABELS]}: ${count}`)
              .join(' · ')}
          </p>
        </section>
      ) : null}
      {queue.length > 0 ? (
        <section aria-label={isCrew ? 'Your queue' : 'Requests'}>
          <h2>{isCrew ? 'Your queue' : 'Requests'}</h2>
          <ul className="list-plain" aria-label={isCrew ? 'Your queue' : 'Requests'}>
            {queue.map((ticket) => (
              <li key={ticket.id} className="card">
                <Link to={PATHS.ticketView} params={{ ticketId: ticket.id }}>
                  {ticket.vehicle.stock} · {ticket.vehicle.year} {ticket.vehicle.make} {ticket.vehicle.model}
                </Link>
                <p className="page-subtitle">
                  {KIND_LABELS[ticket.kind]} · {STATUS_LABELS[ticket.status]}
                  {ticket.assigneeUid === user?.uid ? ' · yours' : ''} · due {formatWhen(ticket.dueAt)}
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
  const shots = requiredShots(
    ticket.kind,
    ticket.photos.map((photo) => photo.slot),
  );
  return (
    <p className="page-subtitle" data-testid="queue-shots">
      Photos: {shots.taken} of {shots.required} shots
      {ticket.kind === 'photos' && shots.missing.length > 0
        ? ` · to take: ${shots.missing.map((slot) => slot.label).join(', ')}`
        : ''}
    </p>
  );
}
