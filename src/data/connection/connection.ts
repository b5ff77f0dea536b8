/**
 * The connection as the app sees it: the browser's online and offline events, plus
 * the outcome of real requests (navigator.onLine alone is not trusted: a phone on a
 * captive lot Wi-Fi is "online" and reaches nothing). While the backend cannot be
 * reached, a retry loop probes it with back-off (1 s doubling to 15 s); each success
 * tells the listeners, which re-read the user document and wake the sync queue.
 */
import { RECONNECTED_BANNER_MS, RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS } from '../../config/constants';
import { backoffDelayMs, type Clock } from '../../utils/backoff';
import { INITIAL_CONNECTION, nextConnection, type ConnectionEvent, type ConnectionState } from './machine';

export interface ConnectionOptions {
  /** One real request to the backend; true when it got an answer. */
  probe: () => Promise<boolean>;
  clock: Clock;
  isBrowserOnline: () => boolean;
}

export class Connection {
  private state: ConnectionState = INITIAL_CONNECTION;
  private readonly listeners = new Set<() => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private retryLoop: AbortController | null = null;
  private bannerTimer: AbortController | null = null;
  /** Whether the backend has answered since the app started. */
  private answered = false;

  constructor(private readonly options: ConnectionOptions) {}

  getState = (): ConnectionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after every successful reconnect (not on the first success of a healthy app). */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Listens to the browser's online and offline events. */
  attach(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const offline = () => this.browserOffline();
    const online = () => this.browserOnline();
    target.addEventListener('offline', offline);
    target.addEventListener('online', online);
    if (!this.options.isBrowserOnline()) this.browserOffline();
    return () => {
      target.removeEventListener('offline', offline);
      target.removeEventListener('online', online);
    };
  }

  browserOffline(): void {
    this.stopRetrying();
    this.dispatch({ type: 'browserOffline' });
  }

  /** Going online resets the retry count and tries at once. */
  browserOnline(): void {
    this.stopRetrying();
    this.dispatch({ type: 'browserOnline' });
    this.startRetrying(1, false);
  }

  /** A real request failed for lack of network. */
  reportFailure(): void {
    this.dispatch({ type: 'requestFailed' });
    if (!this.retryLoop && this.options.isBrowserOnline()) this.startRetrying(1, true);
  }

  /** A real request got an answer. */
  reportSuccess(): void {
    const wasConnected = this.state.status === 'connected';
    this.answered = true;
    this.stopRetrying();
    this.dispatch({ type: 'requestSucceeded', at: this.options.clock.now() });
    if (this.state.reconnectedAt !== null) this.expireBannerLater();
    if (!wasConnected) for (const listener of this.reconnectListeners) listener();
  }

  /**
   * The app is showing the local mirror because the backend did not answer at start. Once it
   * has answered, a read that fails later (the person's document read again as Auth answers,
   * just as the signal goes) is a connection lost, not an app started from its copy.
   */
  startedFromCache(): void {
    if (this.answered) return;
    this.dispatch({ type: 'startedFromCache' });
  }

  /** Whether a retry loop is running. */
  get retrying(): boolean {
    return this.retryLoop !== null;
  }

  private dispatch(event: ConnectionEvent): void {
    const next = nextConnection(this.state, event);
    const same =
      next.status === this.state.status &&
      next.attempt === this.state.attempt &&
      next.reconnectedAt === this.state.reconnectedAt;
    if (same) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private startRetrying(firstAttempt: number, waitFirst: boolean): void {
    const controller = new AbortController();
    this.retryLoop = controller;
    void this.retry(firstAttempt, waitFirst, controller.signal);
  }

  private stopRetrying(): void {
    this.retryLoop?.abort();
    this.retryLoop = null;
  }

  private async retry(firstAttempt: number, waitFirst: boolean, signal: AbortSignal): Promise<void> {
    const { clock, probe, isBrowserOnline } = this.options;
    for (let attempt = firstAttempt; !signal.aborted; attempt++) {
      if (waitFirst || attempt > firstAttempt) {
        await clock.sleep(backoffDelayMs(attempt, RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS), signal);
        if (signal.aborted) return;
      }
      // With the browser offline, probing is pointless; its online event restarts us.
      if (!isBrowserOnline()) {
        if (this.retryLoop?.signal === signal) this.retryLoop = null;
        return;
      }
      this.dispatch({ type: 'retryStarted', attempt });
      const answered = await probe().catch(() => false);
      if (signal.aborted) return;
      if (answered) {
        if (this.retryLoop?.signal === signal) this.retryLoop = null;
        this.reportSuccess();
        return;
      }
    }
  }

  private expireBannerLater(): void {
    this.bannerTimer?.abort();
    const controller = new AbortController();
    this.bannerTimer = controller;
    void this.options.clock.sleep(RECONNECTED_BANNER_MS, controller.signal).then(() => {
      if (!controller.signal.aborted) this.dispatch({ type: 'reconnectedBannerExpired' });
    });
  }
}
