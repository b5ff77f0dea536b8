import { describe, expect, it } from 'vitest';
import { isIgnorableErrorMessage, messageOf } from './errorFilter';

describe('which unhandled errors open the unexpected-error modal', () => {
  it('ignores blocked-by-client and favicon errors', () => {
    expect(isIgnorableErrorMessage('net::ERR_BLOCKED_BY_CLIENT')).toBe(true);
    expect(isIgnorableErrorMessage('Request blocked by client')).toBe(true);
    expect(isIgnorableErrorMessage('GET /favicon.ico 404')).toBe(true);
  });
  it('reports everything else', () => {
    expect(isIgnorableErrorMessage("Cannot read properties of undefined (reading 'status')")).toBe(false);
  });
  it('reads a message from errors, strings and other rejection reasons', () => {
    expect(messageOf(new Error('boom'))).toBe('boom');
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf({ code: 'x' })).toBe('{"code":"x"}');
  });
});
