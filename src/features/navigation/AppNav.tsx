import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState } from 'react';
import { destinationsFor, splitForBottomBar, type Destination, type NavigableScreens } from './destinations';
import { PATHS } from '../../config/paths';
import { isPlaced, isSalesperson } from '../../config/roles';
import { useProfilePhotoUrl } from '../../data/profilePhotos';
import { useSession } from '../../data/useSession';
import { useT } from '../../i18n';
import { NAV_TEXTS } from '../../i18n/areas/navigation';
import { NavigationPlace } from './NavigationPlace';
import { readyAheadInBrowser } from './readyAhead';
import { importAheadOfNeed } from '../../lib/serviceWorker';

function DestinationLink({
  destination,
  current,
  photoUrl = null,
}: {
  destination: Destination;
  current: boolean;
  /** The person's own photo, shown as their profile's icon. */
  photoUrl?: string | null;
}) {
  const t = useT(NAV_TEXTS);
  return (
    <Link to={destination.path} className="nav-link" aria-current={current ? 'page' : undefined}>
      <span className="nav-icon" aria-hidden="true">
        {photoUrl ? (
          <img className="nav-avatar" src={photoUrl} alt={t(destination.label)} data-testid="nav-avatar" />
        ) : (
          destination.icon
        )}
      </span>
      <span className="nav-label">{t(destination.label)}</span>
    </Link>
  );
}

/**
 * The main screens one tap away: a bottom bar on phones (at most five places, the rest
 * under More) and a side rail on wide screens. Built from the role registry and the route
 * guard over the route table (`routes`), so a screen a person may not open is never offered.
 */
export function AppNav({ routes }: { routes: NavigableScreens }) {
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [moreOpen, setMoreOpen] = useState(false);
  const t = useT(NAV_TEXTS);
  const moreId = useId();
  useEffect(() => setMoreOpen(false), [pathname]);
  useEffect(() => {
    if (!moreOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMoreOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [moreOpen]);

  const doc = session.status === 'signedIn' ? session.userDoc : null;
  const photoUrl = useProfilePhotoUrl(session.status === 'signedIn' ? session.uid : null, doc?.photoPath);
  const role = isPlaced(doc) ? doc.role : null;
  const sales = doc ? isSalesperson(doc) : false;
  // Asked once per person, not on every navigation: each screen's guard question matches the
  // path against the whole route table (~35 ms of the tap that opens a screen at 4× CPU).
  const { bar, more } = useMemo(
    () => splitForBottomBar(role ? destinationsFor(routes, role, sales) : []),
    [routes, role, sales],
  );
  const router = useRouter();
  const barPaths = bar.map((destination) => destination.path).join(' ');
  // Said on the navigation once the bar's screens are ready (tests weigh a screen's own
  // code after it: tests/support/routeWeight.ts).
  const [barReady, setBarReady] = useState(false);
  useEffect(() => {
    setBarReady(false);
    return readyAheadInBrowser(
      barPaths === '' ? [] : barPaths.split(' '),
      (path) => importAheadOfNeed(() => router.preloadRoute({ to: path })),
      () => setBarReady(true),
    );
  }, [barPaths, router]);
  // The session still read from the device: the bar's room, kept.
  if (!isPlaced(doc)) return session.status === 'loading' ? <NavigationPlace /> : null;
  const isCurrent = (destination: Destination) => pathname === destination.path;
  const moreHoldsCurrent = more.some(isCurrent);

  return (
    <nav
      className="app-nav"
      aria-label={t('nav.label')}
      data-testid="app-nav"
      data-screens-ready={barReady ? '' : undefined}
    >
      <ul className="nav-list">
        {bar.map((destination) => (
          <li key={destination.path}>
            <DestinationLink
              destination={destination}
              current={isCurrent(destination)}
              photoUrl={destination.path === PATHS.profile ? photoUrl : null}
            />
          </li>
        ))}
        {/* On wide screens the rail has room for every place; on phones they wait under More. */}
        {more.map((destination) => (
          <li key={destination.path} className="nav-overflow">
            <DestinationLink
              destination={destination}
              current={isCurrent(destination)}
              photoUrl={destination.path === PATHS.profile ? photoUrl : null}
            />
          </li>
        ))}
        {more.length > 0 ? (
          <li className="nav-more">
            <button
              type="button"
              className="nav-link"
              aria-expanded={moreOpen}
              aria-controls={moreId}
              aria-current={moreHoldsCurrent ? 'page' : undefined}
              onClick={() => setMoreOpen((open) => !open)}
            >
              <span className="nav-icon" aria-hidden="true">
                ⋯
              </span>
              <span className="nav-label">{t('nav.more')}</span>
            </button>
          </li>
        ) : null}
      </ul>
      {more.length > 0 ? (
        <ul id={moreId} className="nav-more-menu" aria-label={t('nav.moreLabel')} hidden={!moreOpen}>
          {more.map((destination) => (
            <li key={destination.path}>
              <DestinationLink
                destination={destination}
                current={isCurrent(destination)}
                photoUrl={destination.path === PATHS.profile ? photoUrl : null}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
