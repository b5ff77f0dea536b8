import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../testing/manualClock';
import { Connection } from './connection';

function setup(probeAnswers: boolean[]) {
  const clock = new ManualClock();
  let online = true;
  const probes: number[] = [];
  const connection = new Connection({
    clock,
    isBrowserOnline: () => online,
    probe: () => {
      probes.push(clock.now());
      return Promise.resolve(probeAnswers.shift() ?? false);
    },
  });
  const statuses: string[] = [];
  connection.subscribe(() => {
    const state = connection.getState();
    statuses.push(state.status === 'reconnecting' ? `reconnecting ${state.attempt}` : state.status);
  });
  return { clock, connection, probes, statuses, setOnline: (value: boolean) => (online = value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Connection', () => {
  it('after a failed request retries with back-off, then announces the reconnect for 3 s', async () => {
    const { clock, connection, probes, statuses } = setup([false, false, true]);
    let reconnects = 0;
    connection.onReconnect(() => reconnects++);
    connection.reportFailure();
    for (const wait of [1_000, 2_000, 4_000]) {
      expect(await clock.nextSleep()).toBe(wait);
      clock.advance(wait);
      await settle();
    }
    expect(probes).toEqual([1_000, 3_000, 7_000]);
    expect(statuses).toEqual(['offline', 'reconnecting 1', 'reconnecting 2', 'reconnecting 3', 'connected']);
    expect(connection.getState().reconnectedAt).toBe(7_000);
    expect(reconnects).toBe(1);
    expect(await clock.nextSleep()).toBe(3_000);
    clock.advance(3_000);
    await settle();
    expect(connection.getState().reconnectedAt).toBeNull();
  });

  it('says the app started from its copy only when the backend has not answered since it started', () => {
    const atStart = setup([]);
    atStart.connection.reportFailure();
    atStart.connection.startedFromCache();
    expect(atStart.connection.getState().status).toBe('cached');

    // Running and answered, then a read fails as the signal goes: the connection was lost.
    const running = setup([]);
    running.connection.reportSuccess();
    running.setOnline(false);
    running.connection.browserOffline();
    running.connection.reportFailure();
    running.connection.startedFromCache();
    expect(running.connection.getState().status).toBe('offline');
  });

  it('stops probing while the browser is offline and retries at once when it comes back', async () => {
    const { clock, connection, probes, setOnline, statuses } = setup([true]);
    setOnline(false);
    connection.browserOffline();
    connection.reportFailure();
    expect(connection.retrying).toBe(false);
    setOnline(true);
    clock.advance(60_000);
    connection.browserOnline();
    await settle();
    expect(probes).toEqual([60_000]);
    expect(statuses).toEqual(['offline', 'reconnecting 1', 'connected']);
  });

  it('resets the retry count when the browser comes back online', async () => {
    const { clock, connection, statuses } = setup([false, false, false, false]);
    connection.reportFailure();
    for (const wait of [1_000, 2_000, 4_000]) {
      expect(await clock.nextSleep()).toBe(wait);
      clock.advance(wait);
      await settle();
    }
    connection.browserOffline();
    connection.browserOnline();
    await settle();
    expect(statuses.slice(-2)).toEqual(['offline', 'reconnecting 1']);
  });

  it('turns to failed after six failed retries and keeps trying at the 15 s cap', async () => {
    const { clock, connection, statuses } = setup([false, false, false, false, false, false, false, true]);
    connection.reportFailure();
    const waits: number[] = [];
    for (let retry = 0; retry < 8; retry++) {
      const wait = await clock.nextSleep();
      waits.push(wait);
      clock.advance(wait);
      await settle();
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000]);
    expect(statuses).toContain('failed');
    expect(connection.getState().status).toBe('connected');
  });
});
