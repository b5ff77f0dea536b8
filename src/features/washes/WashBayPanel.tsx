import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PATHS } from '../../config/paths';
import { businessCalendar } from '../../data/calendar';
import { useDealerships } from '../../data/dealerships';
import { useViewer } from '../../data/useViewer';
import { indexWashes, useWashes } from '../../data/washes';
import { useT } from '../../i18n';
import { WASH_TEXTS } from '../../i18n/areas/washes';
import { useNow } from '../../ui/useNow';
import { dayOf, isWithin } from '../../utils/zonedTime';
import { baysFor, LogWashForm, MyLastWashes } from './bay';

/** One's last washes the dashboard lists under the quick log. */
const LAST_ON_DASHBOARD = 3;

/**
 * The wash bay on the service-wash dashboard: today's washes (mine, and the dealership's),
 * the quick log field and the last few entries; the whole log is one tap away. Loaded
 * after the dashboard's first paint, like the clock (src/ui/lazyPart.tsx).
 */
export default function WashBayPanel() {
  const t = useT(WASH_TEXTS);
  const now = useNow();
  const viewer = useViewer();
  const washes = useWashes();
  const dealerships = useDealerships();
  const index = useMemo(() => indexWashes(washes ?? []), [washes]);
  if (!viewer || !washes || !dealerships) return null;
  const bays = baysFor(viewer, dealerships);
  // Today on each bay's clock, worked out once per bay, not per wash.
  const calendar = businessCalendar(dealerships, viewer.dealerships);
  const todayAt = new Map(bays.map((bay) => [bay.id, dayOf(now.getTime(), calendar.zoneOf(bay.id))]));
  const today = washes.filter((wash) => {
    const day = todayAt.get(wash.dealershipId);
    return !wash.voided && day !== undefined && isWithin(wash.washedAt, day);
  });
  const mine = today.filter((wash) => wash.uid === viewer.uid).length;

  return (
    <section className="stack" aria-label={t('washes.bay.title')} data-testid="wash-bay">
      <p data-testid="washes-today">{t('washes.bay.today', { mine, all: today.length })}</p>
      {bays.length > 0 ? <LogWashForm viewer={viewer} bays={bays} index={index} /> : null}
      <MyLastWashes viewer={viewer} washes={washes} shown={LAST_ON_DASHBOARD} />
      <Link to={PATHS.washLogs}>{t('washes.bay.all')}</Link>
    </section>
  );
}
