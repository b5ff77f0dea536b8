// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_COMPOSITION, DATA_CORE, DATA_DOMAINS } from '../../eslint.config.js';

/**
 * src/data's three floors (docs/architecture.md), checked from the source itself rather
 * than through the lint rule's configuration: every file is on exactly one floor, and no
 * import runs up (core → domain or composition, domain → composition).
 */
const DATA = 'src/data';
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
const SOURCES = filesUnder(DATA).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

type Floor = 'core' | 'domain' | 'composition';
const FLOORS: [Floor, readonly string[]][] = [
  ['core', DATA_CORE],
  ['domain', DATA_DOMAINS],
  ['composition', DATA_COMPOSITION],
];
const HEIGHT: Record<Floor, number> = { core: 0, domain: 1, composition: 2 };

/** The floors whose entries (a folder or a file, './src/data/…') hold `file`. */
function floorsOf(file: string): Floor[] {
  return FLOORS.filter(([, entries]) =>
    entries.some((entry) => {
      const path = normalize(entry.replace(/^\.\//, ''));
      return file === path || file.startsWith(`${path}/`);
    }),
  ).map(([floor]) => floor);
}

/** The src/data files `file` imports (statically, dynamically, or re-exports), resolved. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
    (match) => match[1]!,
  );
  return specifiers
    .map((specifier) => normalize(join(dirname(file), specifier)))
    .filter((target) => target.startsWith(`${DATA}/`))
    .map((target) =>
      SOURCES.find((source) => [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`].includes(source)),
    )
    .filter((target): target is string => target !== undefined);
}

describe("src/data's three floors", () => {
  it('puts every file of src/data on exactly one floor', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    const misplaced = SOURCES.filter((file) => floorsOf(file).length !== 1).map(
      (file) => `${relative(DATA, file)}: ${floorsOf(file).join(', ') || 'no floor'}`,
    );
    expect(misplaced).toEqual([]);
  });

  it('has no import running up a floor', () => {
    const upward: string[] = [];
    for (const file of SOURCES) {
      const [from] = floorsOf(file);
      for (const target of importsOf(file)) {
        const [to] = floorsOf(target);
        if (from && to && HEIGHT[to] > HEIGHT[from]) upward.push(`${file} (${from}) → ${target} (${to})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('sees an import running up when there is one', () => {
    // The check above reads imports with a pattern: this is what it must find.
    const found = importsOf('src/data/compose.ts');
    expect(found).toEqual(
      expect.arrayContaining(['src/data/port.ts', 'src/data/registry.ts', 'src/data/session.ts']),
    );
    expect(importsOf('src/data/mirror/useMirror.ts')).toContain('src/data/mirror/mirrorClient.ts');
  });
});
