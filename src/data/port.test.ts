import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC_TEXTS } from '../config/texts';
import type { WASH_MUTATORS } from './washes/mutators';

const VOID = { id: 'w1', at: '2026-11-26T12:00:00.000Z', reason: 'logged twice', reference: 'RO-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the port a domain writes through (src/data/port.ts, outbox/queueWrite.ts)', () => {
  it('refuses a write, saying why, when nothing ever plugs the session in', async () => {
    vi.useFakeTimers();
    const { PLUG_WAIT_MS } = await import('./port');
    const { writerOf } = await import('./outbox/queueWrite');
    const written = writerOf<typeof WASH_MUTATORS>()('voidWash', VOID);
    const refused = expect(written).rejects.toThrow(/src\/data\/compose\.ts was never imported/);
    await vi.advanceTimersByTimeAsync(PLUG_WAIT_MS);
    await refused;
  });

  it('holds a write made before the session is plugged in until it is (nobody signed in: refused as the spec says)', async () => {
    const { currentUid } = await import('./port');
    const { writerOf } = await import('./outbox/queueWrite');
    const written = writerOf<typeof WASH_MUTATORS>()('voidWash', VOID);
    const refused = expect(written).rejects.toThrow(SPEC_TEXTS.errors.notAuthenticated);
    expect(currentUid()).toBeNull();
    await import('./compose');
    await refused;
  });
});
