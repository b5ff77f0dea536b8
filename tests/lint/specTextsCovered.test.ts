// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_TEXTS } from '../../src/config/texts';

/** Every test file of the repository, as text. */
function testSources(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testSources(path, found);
    else if (/\.(test|spec)\.tsx?$/.test(entry.name) && !path.endsWith('specTextsCovered.test.ts')) {
      found.push(readFileSync(path, 'utf8'));
    }
  }
  return found;
}

function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (typeof value === 'function') return [[path.join('.'), String((value as (n: number) => string)(1))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, [...path, key]),
  );
}

/**
 * Spec §2–§8 texts live in SPEC_TEXTS; each must be asserted by some test, by its key
 * (SPEC_TEXTS.x.y) or verbatim, so no quoted text can silently drift or go unchecked.
 */
describe('every text the spec quotes is checked by a test', () => {
  const sources = ['src', 'tests'].flatMap((dir) => testSources(dir)).join('\n');
  it.each(leaves(SPEC_TEXTS))('%s', (key, text) => {
    const byKey = sources.includes(`SPEC_TEXTS.${key}`);
    const verbatim = sources.includes(text);
    expect(byKey || verbatim, `no test mentions SPEC_TEXTS.${key} or '${text}'`).toBe(true);
  });
});
