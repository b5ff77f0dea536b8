/** How old the numbers are, in words a crew member reads at a glance. */
export function freshnessText(syncedAt: string | null, online: boolean, now: Date): string {
  if (!syncedAt) return online ? 'Loading the latest numbers…' : 'No data saved on this phone yet.';
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(syncedAt)) / 60_000));
  const age = minutes < 1 ? 'just now' : minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  if (!online) return `Offline: showing data saved on this phone, updated ${age}.`;
  return `Updated ${age}.`;
}
