/**
 * How fresh what a screen shows is: "Updated 2 minutes ago", "Offline · data from …",
 * "Loading the latest…". One line for every screen, with its reading (issue #34).
 */
import { useConnection } from '../data/connection';
import { useMirrorSyncedAt } from '../data/mirror';
import type { IsoTime } from '../data/model';
import { freshnessText, useFormats, useT } from '../i18n';
import { WORK_TEXTS } from '../i18n/areas/work';
import { useNow } from '../ui/useNow';

/**
 * The line's text for figures whose age is `syncedAt` (the server's last answer to every
 * view; null before the first, undefined while it is read), as the connection stands now.
 */
export function useFreshnessText(syncedAt: IsoTime | null | undefined): string {
  const t = useT(WORK_TEXTS);
  const formats = useFormats();
  const { status } = useConnection();
  const now = useNow();
  return freshnessText(syncedAt ?? null, status === 'connected', now, t, formats);
}

/**
 * The line for figures read with their own age (the shared reading of the copy gives its
 * `syncedAt` with its tables), so the line and the figures always agree.
 */
export function FiguresFreshnessLine({ syncedAt }: { syncedAt: IsoTime | null | undefined }) {
  return (
    // Not printed: a printed report says when its own figures are from.
    <p className="page-subtitle no-print" data-testid="freshness">
      {useFreshnessText(syncedAt)}
    </p>
  );
}

/** The line for a screen that reads the device's copy: its age, read here. */
export function FreshnessLine() {
  return <FiguresFreshnessLine syncedAt={useMirrorSyncedAt()} />;
}
