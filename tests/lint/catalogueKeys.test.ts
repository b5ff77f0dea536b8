// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';

/** The app's source files (not tests, not the catalogues themselves), as text. */
function appSources(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join('src', 'i18n', 'areas')) appSources(path, found);
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !/^(en|es)\.ts$/.test(entry.name)
    )
      found.push(readFileSync(path, 'utf8'));
  }
  return found;
}

/** Every key of the core catalogue and of each screen area (src/i18n/areas/<area>.ts). */
function allKeys(): string[] {
  const areaDir = join('src', 'i18n', 'areas');
  const areaKeys = readdirSync(areaDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.es.ts'))
    .flatMap((name) =>
      [...readFileSync(join(areaDir, name), 'utf8').matchAll(/^ {2}'([\w.-]+)':/gm)].map(
        (match) => match[1] ?? '',
      ),
    );
  return [...Object.keys(en), ...areaKeys];
}

describe('the catalogues', () => {
  it('have no dead keys: each is used by the app, by name or through a `prefix.${…}` key', () => {
    const sources = appSources('src').join('\n');
    // Keys built at run time, such as t(`kind.${ticket.kind}`): their fixed beginnings.
    const prefixes = [...sources.matchAll(/`([a-z][\w.-]*\.)\$\{/g)].map((match) => match[1] ?? '');
    const keys = allKeys();
    expect(keys.length).toBeGreaterThan(300);
    const dead = keys.filter(
      (key) =>
        !sources.includes(`'${key}'`) &&
        !sources.includes(`"${key}"`) &&
        !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(dead).toEqual([]);
  });
});
