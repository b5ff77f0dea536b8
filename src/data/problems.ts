/**
 * Failures the person cannot see by themselves and must not be swallowed: signed-in work
 * that did not start, a read-mirror view that stopped, a write the server refused. Each
 * is reported (Sentry when configured, the console otherwise) and kept here, so the shell
 * can tell the person what it means and what to do.
 */
import { useSyncExternalStore } from 'react';
import { reportError } from '../lib/errorReporting';

export type ProblemArea = 'startup' | 'mirror' | 'refusedWrite';

export interface Problem {
  area: ProblemArea;
  /** For the report, not for the person (the shell words it). */
  detail: string;
  at: number;
}

let problems: readonly Problem[] = [];
const listeners = new Set<() => void>();

export function reportProblem(area: ProblemArea, error: unknown, detail?: string): void {
  const message = error instanceof Error ? error.message : String(error);
  reportError(
    Object.assign(new Error(`[${area}] ${detail ? `${detail}: ` : ''}${message}`), { cause: error }),
  );
  problems = [...problems, { area, detail: detail ?? message, at: Date.now() }];
  for (const listener of listeners) listener();
}

/** The person has seen them (or reloaded, which starts everything again). */
export function dismissProblems(): void {
  problems = [];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The problems reported since start, oldest first. */
export function useProblems(): readonly Problem[] {
  return useSyncExternalStore(subscribe, () => problems);
}
