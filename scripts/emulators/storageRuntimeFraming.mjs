// Backports firebase-tools' fix for Storage requests that hang under concurrency
// (firebase/firebase-tools#6194 and #6865, fixed by PR #10852 in a release that needs a
// newer Java than this machine's 17) to the installed firebase-tools 14.
//
// The Storage emulator asks its rules runtime (a Java process: the real jar, or
// tools/storage-rules-standin) for each request's verdict, one JSON line per answer on the
// runtime's stdout. firebase-tools 14 parses every `data` chunk of that stream as one JSON
// document. When two answers arrive in one chunk (two requests at once, the emulator's
// event loop busy a moment), the parse fails, the chunk is logged and dropped, and both
// requests wait forever: the kiosk test's two punch photos in ci133 (and, by the same signs,
// ci128 and ci129), seen in firebase-debug.log as one `[info]` line holding the answers to
// requests 14 and 15.
// This splits the stream on newlines first, as the upstream fix does, and hands each
// complete line to the unchanged handler.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The start of firebase-tools 14's handler of the runtime's stdout, as shipped. */
const HANDLER_START =
  '(_b = this._childprocess.stdout) === null || _b === void 0 ? void 0 : _b.on("data", (buf) => {';
/** Its end: the handler closes just before start() returns. */
const HANDLER_END = '        });\n        return startPromise;';
/** Present once the file has been changed here. */
const MARKER = 'lotcrewHandleRuntimeLine';

const FRAMED_END = `        };
        // Lotcrew (scripts/emulators/storageRuntimeFraming.mjs): one JSON answer per line.
        // A character split between chunks is put together before the line is.
        const lotcrewDecoder = new (require("string_decoder").StringDecoder)("utf8");
        let lotcrewUnfinishedLine = "";
        (_b = this._childprocess.stdout) === null || _b === void 0 ? void 0 : _b.on("data", (chunk) => {
            const lines = (lotcrewUnfinishedLine + lotcrewDecoder.write(chunk)).split("\\n");
            lotcrewUnfinishedLine = lines.pop();
            for (const line of lines) ${MARKER}(line);
        });
        return startPromise;`;

/**
 * firebase-tools' runtime.js with its stdout handler fed one line at a time. `changed` says
 * whether it was changed; `unrecognised` that it is not the code this was written against
 * (another firebase-tools), which is left alone.
 * @param {string} source
 * @returns {{ source: string, changed: boolean, unrecognised: boolean }}
 */
export function framedRuntimeSource(source) {
  if (source.includes(MARKER)) return { source, changed: false, unrecognised: false };
  const start = source.indexOf(HANDLER_START);
  const end = source.indexOf(HANDLER_END, start);
  if (start < 0 || end < 0 || source.indexOf(HANDLER_START, start + 1) >= 0) {
    return { source, changed: false, unrecognised: true };
  }
  // The handler's own body stays as it is: `buf.toString("utf-8")` reads a line as it read a chunk.
  const framed =
    source.slice(0, start) +
    `const ${MARKER} = (buf) => {` +
    source.slice(start + HANDLER_START.length, end) +
    FRAMED_END +
    source.slice(end + HANDLER_END.length);
  return { source: framed, changed: true, unrecognised: false };
}

/** The installed runtime.js, and where its file as shipped is kept once it is changed. */
export const RUNTIME_PATH = require.resolve('firebase-tools/lib/emulator/storage/rules/runtime.js');
export const SHIPPED_RUNTIME_PATH = RUNTIME_PATH.replace(/\.js$/, '.as-shipped.js');

/**
 * runtime.js as firebase-tools shipped it.
 * @returns {string}
 */
export function shippedRuntimeSource() {
  return readFileSync(existsSync(SHIPPED_RUNTIME_PATH) ? SHIPPED_RUNTIME_PATH : RUNTIME_PATH, 'utf8');
}

/** Applies `framedRuntimeSource` to the installed firebase-tools; a line for the launcher's report. */
export function frameStorageRuntimeOutput() {
  const installed = readFileSync(RUNTIME_PATH, 'utf8');
  const { source, changed, unrecognised } = framedRuntimeSource(installed);
  if (unrecognised) {
    return 'Storage rules runtime output: firebase-tools is not the version this fix was written for; left as installed';
  }
  if (changed) {
    writeFileSync(SHIPPED_RUNTIME_PATH, installed);
    writeFileSync(RUNTIME_PATH, source);
  }
  return 'Storage rules runtime output: read one answer per line (firebase-tools#6194, fixed upstream in #10852)';
}
