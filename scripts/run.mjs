import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from './emulators/binaries.mjs';

/** Runs a command in the project root with inherited output; resolves with its exit code. */
export function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
