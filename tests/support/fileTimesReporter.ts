/**
 * A Vitest reporter that records how long each test file took, all included: its
 * environment (jsdom costs seconds where node costs nothing), its imports and its tests.
 * `npm test` (scripts/test-all.mjs) passes it with LOTCREW_FILE_TIMES naming the JSON file
 * to write, and prints the slowest files of each layer from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTime {
  file: string;
  seconds: number;
}

export default class FileTimesReporter implements Reporter {
  private readonly times: FileTime[] = [];

  onTestModuleEnd(testModule: TestModule): void {
    const diagnostic = testModule.diagnostic();
    const milliseconds =
      diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.setupDuration +
      diagnostic.collectDuration +
      diagnostic.duration;
    this.times.push({
      file: relative(process.cwd(), testModule.moduleId),
      seconds: Math.round(milliseconds) / 1000,
    });
  }

  onTestRunEnd(): void {
    const output = process.env.LOTCREW_FILE_TIMES;
    if (!output) return;
    mkdirSync(dirname(output), { recursive: true });
    const files = this.times.sort((a, b) => b.seconds - a.seconds);
    writeFileSync(output, `${JSON.stringify({ files }, null, 2)}\n`);
  }
}
