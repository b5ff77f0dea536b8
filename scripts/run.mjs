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

/**
 * Runs a command in the project root and keeps its output (standard output and error,
 * interleaved as they came) to print later: commands that run side by side would
 * otherwise mix their lines. Resolves with the exit code, the output and the seconds taken.
 */
export function runCaptured(command, args, env = {}) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const finish = (code) =>
      resolve({
        code,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (Date.now() - startedAt) / 1000,
      });
    child.once('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      finish(1);
    });
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}
