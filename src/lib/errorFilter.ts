/**
 * Spec §4: the unexpected-error modal opens on unhandled errors and rejections, except
 * when the message mentions a blocked-by-client error (an ad blocker refusing a
 * request) or the favicon; neither means anything is wrong with the app.
 */
export function isIgnorableErrorMessage(message: string): boolean {
  return /blocked[_ -]?by[_ -]?client/i.test(message) || /favicon/i.test(message);
}

export function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? '';
  } catch {
    return String(reason);
  }
}
