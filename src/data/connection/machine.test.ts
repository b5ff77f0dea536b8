import { describe, expect, it } from 'vitest';
import {
  FAILED_AFTER_ATTEMPTS,
  INITIAL_CONNECTION,
  nextConnection,
  type ConnectionEvent,
  type ConnectionState,
} from './machine';

const run = (events: ConnectionEvent[], from: ConnectionState = INITIAL_CONNECTION) =>
  events.reduce(nextConnection, from);

describe('connection state machine', () => {
  it('goes offline on the browser offline event and on a failed real request', () => {
    expect(run([{ type: 'browserOffline' }]).status).toBe('offline');
    expect(run([{ type: 'requestFailed' }]).status).toBe('offline');
  });

  it('starts reconnecting at attempt 1 when the browser comes back online, resetting the count', () => {
    const state = run([
      { type: 'browserOffline' },
      { type: 'retryStarted', attempt: 4 },
      { type: 'browserOnline' },
    ]);
    expect(state).toEqual({ status: 'reconnecting', attempt: 1, reconnectedAt: null });
  });

  it('counts attempts and fails after the limit', () => {
    expect(run([{ type: 'requestFailed' }, { type: 'retryStarted', attempt: 3 }])).toMatchObject({
      status: 'reconnecting',
      attempt: 3,
    });
    expect(run([{ type: 'retryStarted', attempt: FAILED_AFTER_ATTEMPTS + 1 }]).status).toBe('failed');
  });

  it('announces a reconnect that followed retries, and only then', () => {
    const afterRetries = run([
      { type: 'requestFailed' },
      { type: 'retryStarted', attempt: 2 },
      { type: 'requestSucceeded', at: 5_000 },
    ]);
    expect(afterRetries).toEqual({ status: 'connected', attempt: 0, reconnectedAt: 5_000 });
    expect(run([{ type: 'reconnectedBannerExpired' }], afterRetries).reconnectedAt).toBeNull();
    expect(run([{ type: 'requestSucceeded', at: 1 }]).reconnectedAt).toBeNull();
  });

  it('recovers from failed', () => {
    const state = run([
      { type: 'retryStarted', attempt: FAILED_AFTER_ATTEMPTS + 3 },
      { type: 'requestSucceeded', at: 9 },
    ]);
    expect(state.status).toBe('connected');
    expect(state.reconnectedAt).toBe(9);
  });

  it('shows cached when the app opened from the mirror, but not over a retry in progress', () => {
    expect(run([{ type: 'requestFailed' }, { type: 'startedFromCache' }]).status).toBe('cached');
    expect(run([{ type: 'retryStarted', attempt: 2 }, { type: 'startedFromCache' }]).status).toBe(
      'reconnecting',
    );
  });

  it('ignores a failed request while already reconnecting (the retry loop owns the count)', () => {
    const reconnecting = run([{ type: 'retryStarted', attempt: 2 }]);
    expect(nextConnection(reconnecting, { type: 'requestFailed' })).toBe(reconnecting);
  });
});
