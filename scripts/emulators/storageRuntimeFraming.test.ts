import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { RUNTIME_PATH, framedRuntimeSource, shippedRuntimeSource } from './storageRuntimeFraming.mjs';

/** The rules runtime's process as firebase-tools sees it, its stdout written by the test. */
function runtimeProcess() {
  return Object.assign(new EventEmitter(), {
    stdout: new EventEmitter(),
    stderr: new EventEmitter(),
    stdin: { write: () => true },
  });
}

interface Runtime {
  start(autoDownload: boolean): Promise<void>;
  _requests: Record<
    number,
    { handler: (answer: { warnings: string[] }) => void; request: { action: string; id: number } }
  >;
}

/**
 * firebase-tools' own StorageRulesRuntime, built from `source`, with only the process it
 * spawns and the checks for its jar replaced.
 */
function runtimeFrom(source: string, child: ReturnType<typeof runtimeProcess>): Runtime {
  const installedRequire = createRequire(RUNTIME_PATH);
  const replaced: Record<string, unknown> = {
    'cross-spawn': { spawn: () => child },
    'fs-extra': { existsSync: () => true },
    '../../downloadableEmulators': {
      getDownloadDetails: () => ({ downloadPath: 'runtime.jar' }),
      _getCommand: () => ({ binary: 'java', args: [] }),
      handleEmulatorProcessError: () => undefined,
    },
  };
  const module = { exports: {} as { StorageRulesRuntime: new () => Runtime } };
  const load = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
  ) as (...args: unknown[]) => void;
  load(
    module.exports,
    (id: string) => replaced[id] ?? (installedRequire(id) as unknown),
    module,
    RUNTIME_PATH,
    dirname(RUNTIME_PATH),
  );
  return new module.exports.StorageRulesRuntime();
}

// The third answer's warning holds a character of two bytes, which the test splits.
const answer = (id: number) =>
  `{"id":${id},"status":"ok","action":"verify","errors":[],"warnings":["${id === 16 ? 'año' : ''}"],"result":{"permit":true}}\n`;

/**
 * The requests whose answers reach them when two arrive in one chunk and a third is split in
 * two, inside a character.
 */
async function requestsAnswered(source: string): Promise<string[]> {
  const child = runtimeProcess();
  const runtime = runtimeFrom(source, child);
  const started = runtime.start(false);
  child.stdout.emit('data', Buffer.from('{"id":-1,"status":"ok","errors":[],"warnings":[]}\n'));
  await started;
  const answered: string[] = [];
  for (const id of [14, 15, 16])
    runtime._requests[id] = {
      handler: ({ warnings }) => answered.push(`${id}: ${warnings.join()}`),
      request: { action: 'verify', id },
    };
  const third = Buffer.from(answer(16));
  const splitAt = third.indexOf('ñ') + 1; // inside the ñ's two bytes
  child.stdout.emit(
    'data',
    Buffer.concat([Buffer.from(answer(14) + answer(15)), third.subarray(0, splitAt)]),
  );
  child.stdout.emit('data', third.subarray(splitAt));
  return answered;
}

describe("the Storage rules runtime's answers", () => {
  test('as firebase-tools 14 ships it, answers that share a chunk never reach their requests', async () => {
    expect(await requestsAnswered(shippedRuntimeSource())).toEqual([]);
  });

  test('read a line at a time, each answer reaches its request', async () => {
    const framed = framedRuntimeSource(shippedRuntimeSource());
    expect(framed).toMatchObject({ changed: true, unrecognised: false });
    expect(await requestsAnswered(framed.source)).toEqual(['14: ', '15: ', '16: año']);
  });

  test('framing is done once, and code it was not written for is left alone', () => {
    const framed = framedRuntimeSource(shippedRuntimeSource()).source;
    expect(framedRuntimeSource(framed)).toEqual({ source: framed, changed: false, unrecognised: false });
    expect(framedRuntimeSource('module.exports = {};')).toMatchObject({ changed: false, unrecognised: true });
  });
});
