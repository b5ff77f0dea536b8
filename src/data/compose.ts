/**
 * The composition root of src/data: plugs the session and the registry of writes into
 * the port the floors below use (src/data/port.ts). Imported by src/data/writes.ts, which
 * the signed-in shell loads, and by a test that writes through a domain. The sign-in page
 * does not load it: its entry stays as small as before.
 */
import { plugSessionPort } from './port';
import { loadedRegistry, loadRegistry } from './registry';
import { currentUid, refreshSessionAfterWrite } from './session';

plugSessionPort({ currentUid, refreshSessionAfterWrite, loadRegistry, loadedRegistry });
