// `npm run emulators`: the Emulator Suite alone, until Ctrl-C.
import { startEmulators, EMULATOR_HOSTS } from './emulators/suite.mjs';

const suite = await startEmulators();
console.log(`[emulators] ready: ${JSON.stringify(EMULATOR_HOSTS)} (Ctrl-C stops them)`);
await suite.exited;
