import type { MirrorEngine, MirrorStep } from './engine';

/**
 * The engine's work in arrival order, never two at once (`inOrder`). Answers (`write`) that
 * come while other work runs wait together and are written in one transaction, in their
 * order (`MirrorEngine.applyAll`); other work closes the group, so an answer that came after
 * it is still written after it. `live` says whether the steps are still wanted when their turn comes.
 */
export function inArrivalOrder(
  mine: Pick<MirrorEngine, 'applyAll'>,
  live: () => boolean,
  report: (error: unknown) => void,
) {
  let tail = Promise.resolve();
  let waiting: MirrorStep[] | null = null;
  const inOrder = (work: () => Promise<void>) => {
    waiting = null;
    tail = tail.then(work).catch((error: unknown) => report(error));
  };
  const write = (step: MirrorStep) => {
    if (waiting) return void waiting.push(step);
    const steps: MirrorStep[] = [step];
    inOrder(() => {
      if (waiting === steps) waiting = null;
      return live() ? mine.applyAll(steps) : Promise.resolve();
    });
    waiting = steps;
  };
  return { inOrder, write };
}
