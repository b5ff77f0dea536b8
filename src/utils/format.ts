/** Money and times as the screens show them (device locale). */
export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString([], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of an instant, in the device's time zone (an <input type="date"> value). */
export function localDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** YYYY-MM-DDTHH:MM of an instant, in the device's time zone (an <input type="datetime-local"> value). */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  return `${localDay(iso)}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
