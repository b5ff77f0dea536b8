/**
 * Removes personal data from error reports before they leave the device: email
 * addresses, phone numbers (10 digits, however written) and Firebase Storage download
 * tokens. Applied to every string anywhere in a Sentry event or breadcrumb.
 */
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
// 10 digits, optionally as (555) 555-0101, 555.555.0101, +1 555 555 0101 …
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const STORAGE_TOKEN = /([?&]token=)[^&#\s"']+/gi;
const DOWNLOAD_TOKENS_FIELD = /("?downloadTokens"?\s*[:=]\s*"?)[^",}\s]+/gi;

export function scrubText(text: string): string {
  return text
    .replace(STORAGE_TOKEN, '$1[token]')
    .replace(DOWNLOAD_TOKENS_FIELD, '$1[token]')
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]');
}

/** A deep copy of `value` with every string scrubbed; keys named like secrets are blanked. */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (depth > 12) return value;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      result[key] = /^(email|phone|downloadTokens|token)$/i.test(key)
        ? '[redacted]'
        : scrubDeep(item, depth + 1);
    }
    return result as T;
  }
  return value;
}
