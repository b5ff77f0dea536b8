import type { Formats } from './format';
import type { WorkEnglish } from './areas/work';
import type { Translate } from './language';

/** How old the numbers are, in words a crew member reads at a glance, in their language. */
export function freshnessText(
  syncedAt: string | null,
  online: boolean,
  now: Date,
  t: Translate<keyof WorkEnglish>,
  formats: Formats,
): string {
  if (!syncedAt) return t(online ? 'freshness.loading' : 'freshness.none');
  const age = formats.ago(syncedAt, now) ?? t('freshness.justNow');
  return t(online ? 'freshness.online' : 'freshness.offline', { age });
}
