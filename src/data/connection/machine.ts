/**
 * The connection states of spec §4 as a pure reducer, so each transition is tested
 * without timers or a network.
 *
 * - connected:    the backend answered the last real request.
 * - offline:      the browser went offline, or a real request failed for lack of network.
 * - reconnecting: a retry is under way (attempt N, back-off 1 s doubling to 15 s).
 * - cached:       the app opened without reaching the backend and shows the local mirror.
 * - failed:       FAILED_AFTER_ATTEMPTS retries in a row did not get through; retries go
 *                 on at the cap in the background, and Retry reloads the page.
 */
export type ConnectionStatus = 'connected' | 'offline' | 'reconnecting' | 'cached' | 'failed';

export interface ConnectionState {
  status: ConnectionStatus;
  /** The retry under way or last made since the connection was lost; 0 when none. */
  attempt: number;
  /** When a reconnect that followed retries succeeded; drives 'Reconnected successfully!'. */
  reconnectedAt: number | null;
}

export type ConnectionEvent =
  | { type: 'browserOffline' }
  | { type: 'browserOnline' }
  | { type: 'requestFailed' }
  | { type: 'retryStarted'; attempt: number }
  | { type: 'requestSucceeded'; at: number }
  | { type: 'startedFromCache' }
  | { type: 'reconnectedBannerExpired' };

/** After this many failed retries in a row the banner turns to 'failed'. */
export const FAILED_AFTER_ATTEMPTS = 6;

export const INITIAL_CONNECTION: ConnectionState = { status: 'connected', attempt: 0, reconnectedAt: null };

export function nextConnection(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'browserOffline':
      return { ...state, status: 'offline', reconnectedAt: null };
    case 'browserOnline':
      // Going online resets the retry count (spec §4); the first retry starts now.
      return { status: 'reconnecting', attempt: 1, reconnectedAt: null };
    case 'requestFailed':
      if (state.status === 'connected') return { status: 'offline', attempt: 0, reconnectedAt: null };
      return state;
    case 'retryStarted':
      return {
        status: event.attempt > FAILED_AFTER_ATTEMPTS ? 'failed' : 'reconnecting',
        attempt: event.attempt,
        reconnectedAt: null,
      };
    case 'requestSucceeded':
      if (state.status === 'connected') return state;
      return { status: 'connected', attempt: 0, reconnectedAt: state.attempt > 0 ? event.at : null };
    case 'startedFromCache':
      // A retry in progress says more than "cached"; otherwise say the data is local.
      return state.status === 'connected' || state.status === 'offline'
        ? { ...state, status: 'cached', reconnectedAt: null }
        : state;
    case 'reconnectedBannerExpired':
      return { ...state, reconnectedAt: null };
  }
}
