/**
 * Making a write (the core's half): changes the device's copy at once and queues the write
 * for the server, for whoever is signed in. The person and the registry come through the
 * port (src/data/port.ts); the domains write with `writerOf`, typed by their own mutators,
 * and the screens with src/data/writes.ts's `queueWrite`, typed by the whole registry.
 */
import { SPEC_TEXTS } from '../../config/texts';
import { getDatabase } from '../db';
import { loadedRegistry, sessionPort } from '../port';
import type { Mutator } from './mutator';
import { enqueueParsed, type QueuedEntry } from './outbox';
import { queuedDocumentPaths } from './pending';
import { wakeEverywhere } from './sync';

/**
 * Makes a write by name. Throws 'User not authenticated' with nobody signed in, and a
 * validation error for arguments its mutator refuses (nothing is changed then).
 */
export async function queueNamedWrite(name: string, args: unknown): Promise<string> {
  return (await queueNamedWriteParsed(name, args)).id;
}

/**
 * `queueNamedWrite`, giving who wrote it and its arguments as parsed (outbox.ts,
 * `enqueueParsed`): what a screen needs to show the write's result at once.
 */
export async function queueNamedWriteParsed(
  name: string,
  args: unknown,
): Promise<QueuedEntry & { uid: string }> {
  const { port, uid, registry } = await signedInWriter();
  const queued = await enqueueParsed(getDatabase(), registry, uid, name, args);
  wakeEverywhere();
  // Only a write to the person's own user document changes what the session shows; the
  // rest spare every screen a re-render (a clock tap's receipt waits on it otherwise).
  if (registry.mutatorOf(name).userDocPatch) await port.refreshSessionAfterWrite();
  return { ...queued, uid };
}

/**
 * What every write needs first: the session's port, who is signed in and the loaded write
 * registry. Throws 'User not authenticated' with nobody signed in, before anything is changed.
 */
export async function signedInWriter() {
  const port = await sessionPort();
  const uid = port.currentUid();
  if (!uid) throw new Error(SPEC_TEXTS.errors.notAuthenticated);
  return { port, uid, registry: port.loadedRegistry() ?? (await port.loadRegistry()) };
}

/** The documents ("washLogs/abc") still waiting on this phone for the server: what the queue holds. */
export function queuedDocuments(): Promise<Set<string>> {
  return queuedDocumentPaths(getDatabase(), loadedRegistry());
}

/** A domain's mutators, by name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mutator has its own argument type
type MutatorSet = Record<string, Mutator<any>>;

/** The arguments of a domain's write `Name`, from the domain's own mutators' type. */
export type WriteArgs<Mutators extends MutatorSet, Name extends keyof Mutators> = Parameters<
  Mutators[Name]['local']
>[1];

/** Queues one of a domain's writes by name, its arguments checked against that write's own. */
export type Writer<Mutators extends MutatorSet> = <Name extends keyof Mutators & string>(
  name: Name,
  args: WriteArgs<Mutators, Name>,
) => Promise<string>;

/**
 * The writer of a domain's mutators, typed from them without loading them (the domain
 * imports its mutators' type only: zod and the registry load on demand):
 * `const queueWrite = writerOf<typeof WASH_MUTATORS>();`
 */
export function writerOf<Mutators extends MutatorSet>(): Writer<Mutators> {
  return queueNamedWrite;
}

/** A domain's named writes: one function per write, each taking that write's own arguments. */
export type NamedWrites<Mutators extends MutatorSet, Names extends keyof Mutators & string> = {
  [Name in Names]: (args: WriteArgs<Mutators, Name>) => Promise<string>;
};

/**
 * The named writes a domain offers its screens (the one way a screen makes a write):
 * `export const { logWash, keepWash } = namedWritesOf<typeof WASH_MUTATORS>()('logWash', 'keepWash');`
 * Each changes the device's copy at once and queues the write for the server.
 */
export function namedWritesOf<Mutators extends MutatorSet>() {
  return <Names extends keyof Mutators & string>(...names: Names[]): NamedWrites<Mutators, Names> =>
    Object.fromEntries(
      names.map((name) => [name, (args: unknown) => queueNamedWrite(name, args)]),
    ) as NamedWrites<Mutators, Names>;
}
