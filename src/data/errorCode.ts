/** The `code` of a Firebase error (e.g. 'unavailable', 'auth/invalid-credential'), if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return undefined;
}
