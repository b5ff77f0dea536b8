import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The live reads a plugged-in mirror was asked for, and how many of each it stopped. */
let started: [string, unknown][] = [];
let stopped: Record<string, number> = {};
const mirror = (name: string, params: unknown) => {
  started.push([name, params]);
  return () => {
    stopped[name] = (stopped[name] ?? 0) + 1;
  };
};

async function port() {
  vi.resetModules();
  return import('./liveReadPort');
}

beforeEach(() => {
  started = [];
  stopped = {};
});

describe("a screen's live reads wait for the mirror's client (liveReadPort.ts)", () => {
  it('starts a read asked for before the mirror was plugged in once it is, and stops it once', async () => {
    const { followLiveRead, plugLiveReads } = await port();
    const stop = followLiveRead('mySmsAlerts', { uid: 'crew-1' });
    expect(started).toEqual([]);
    plugLiveReads(mirror);
    expect(started).toEqual([['mySmsAlerts', { uid: 'crew-1' }]]);
    stop();
    stop();
    expect(stopped).toEqual({ mySmsAlerts: 1 });
  });

  it('never starts a read whose screen left before the mirror was plugged in', async () => {
    const { followLiveRead, plugLiveReads } = await port();
    followLiveRead('ticketSmsAlerts', { ticketId: 't1', steps: ['claimed'] })();
    plugLiveReads(mirror);
    expect(started).toEqual([]);
  });

  it('starts a read at once when the mirror is already plugged in', async () => {
    const { followLiveRead, plugLiveReads } = await port();
    plugLiveReads(mirror);
    const stop = followLiveRead('ticketSmsAlerts', { ticketId: 't1', steps: ['claimed', 'done'] });
    expect(started).toEqual([['ticketSmsAlerts', { ticketId: 't1', steps: ['claimed', 'done'] }]]);
    stop();
    expect(stopped).toEqual({ ticketSmsAlerts: 1 });
  });
});
