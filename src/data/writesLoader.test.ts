/**
 * The writes load a domain at a time (writesLoader.ts): a domain's writes gathered by the
 * registry but not staged would load with the registry itself, in the task the staging
 * keeps short.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const importsOf = (file: string, pattern: RegExp) =>
  [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(pattern)].map((match) => match[1]).sort();

describe('loading the writes', () => {
  it('stages every domain whose writes the registry gathers, and nothing else', () => {
    const gathered = importsOf('./mutators.ts', /import \{ [A-Z_]+_MUTATORS \} from '(\.[^']+)';/g);
    const staged = importsOf('./writesLoader.ts', /\(\) => import\('(\.[^']+)'\)/g);
    expect(gathered.length).toBeGreaterThan(5);
    expect(staged).toEqual(gathered);
  });
});
