import { describe, expect, it } from 'vitest';
import type { MirrorStep } from './engine';
import { inArrivalOrder } from './arrivalOrder';

const answer = (key: string): MirrorStep => ({ key, answer: { kind: 'complete', documents: [] } });

/** An engine whose writes each wait until the test lets them finish. */
function heldEngine() {
  const groups: string[][] = [];
  const finish: (() => void)[] = [];
  const applyAll = (steps: readonly MirrorStep[]) => {
    groups.push(steps.map((step) => step.key));
    return new Promise<void>((resolve) => finish.push(resolve));
  };
  return { groups, finish, applyAll };
}

/** Lets every queued promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the mirror’s work in arrival order', () => {
  it('writes the answers that came while a write ran together, after it', async () => {
    const engine = heldEngine();
    const { write } = inArrivalOrder(
      engine,
      () => true,
      () => {},
    );
    write(answer('stamps'));
    await settle();
    write(answer('people'));
    write(answer('invites'));
    write(answer('rates'));
    await settle();
    expect(engine.groups).toEqual([['stamps']]);
    engine.finish[0]?.();
    await settle();
    expect(engine.groups).toEqual([['stamps'], ['people', 'invites', 'rates']]);
  });

  it('never writes an answer before work that was queued ahead of it', async () => {
    const engine = heldEngine();
    const { inOrder, write } = inArrivalOrder(
      engine,
      () => true,
      () => {},
    );
    write(answer('tickets'));
    inOrder(() => {
      engine.groups.push(['count checked']);
      return Promise.resolve();
    });
    write(answer('tickets-changes'));
    await settle();
    engine.finish[0]?.();
    await settle();
    expect(engine.groups).toEqual([['tickets'], ['count checked'], ['tickets-changes']]);
  });

  it('drops the steps of a mirror stopped before their turn, and reports a failed write', async () => {
    const engine = heldEngine();
    const reported: unknown[] = [];
    let live = true;
    const { write } = inArrivalOrder(
      engine,
      () => live,
      (error) => reported.push(error),
    );
    write(answer('first'));
    await settle();
    write(answer('second'));
    live = false;
    engine.finish[0]?.();
    await settle();
    expect(engine.groups).toEqual([['first']]);

    const failing = inArrivalOrder(
      { applyAll: () => Promise.reject(new Error('disk full')) },
      () => true,
      (error) => reported.push(error),
    );
    failing.write(answer('third'));
    await settle();
    expect(reported).toEqual([new Error('disk full')]);
  });
});
