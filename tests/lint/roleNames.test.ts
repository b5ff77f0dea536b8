// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import { untypedLinter } from './untypedLinter';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_AND_KIND_NAMES, ROLE_ONLY_NAMES } from '../../eslint.config.js';
import { ROLES, WORK_KINDS } from '../../src/config/roles';

/** Issue #34: the app decides by what a role may do, never by a role's name outside src/config. */
const DECIDES_BY_NAME = [
  "import type { Role } from '../../config/roles';",
  "export const isBoss = (role: Role) => role === 'owner';",
  "export const washes = (viewer: { role: Role }) => viewer.role === 'serviceWash';",
  "export const managers: Role[] = ['dealershipManager'];",
  '',
].join('\n');
const NAMES_A_KIND = "export const isPhotos = (ticket: { kind: string }) => ticket.kind === 'photos';\n";
const NAMES_A_ROLE = "export const BOSS = 'owner';\n";
const PROBES = {
  feature: ['src/features/tickets/Probe.ts', DECIDES_BY_NAME],
  domain: ['src/data/tickets/Probe.ts', DECIDES_BY_NAME],
  kind: ['src/features/washes/Probe.ts', NAMES_A_KIND],
  config: ['src/config/Probe.ts', NAMES_A_ROLE],
  test: ['src/features/tickets/Probe.test.ts', NAMES_A_ROLE],
} as const;

/** Where each probe was refused for a role's name ("line:column"). */
const refused: Partial<Record<keyof typeof PROBES, string[]>> = {};

// One lint of every probe.
beforeAll(async () => {
  const files = Object.entries(PROBES).map(([key, [path, code]]) => {
    const probe = path.replace(/(\.test)?\.(tsx?)$/, `.lint-probe-${process.pid}$1.$2`);
    writeFileSync(probe, code);
    return [key as keyof typeof PROBES, probe] as const;
  });
  try {
    const results = await untypedLinter().lintFiles(files.map(([, probe]) => probe));
    for (const [key, probe] of files)
      refused[key] = (results.find((result) => result.filePath.endsWith(probe))?.messages ?? [])
        .filter((message) => message.message.startsWith('Decide by what the role may do'))
        .map((message) => `${message.line}:${message.column}`);
  } finally {
    for (const [, probe] of files) rmSync(probe, { force: true });
  }
}, 60_000);

describe('role names stay in src/config', () => {
  it('knows every role, and which of them are also kinds of work', () => {
    expect([...ROLE_ONLY_NAMES, ...ROLE_AND_KIND_NAMES].sort()).toEqual([...ROLES].sort());
    expect([...ROLE_AND_KIND_NAMES].sort()).toEqual(
      ROLES.filter((role) => (WORK_KINDS as readonly string[]).includes(role)).sort(),
    );
  });

  it('refuses a screen or a domain that decides by a role’s name', () => {
    expect(refused.feature).toEqual(['2:48', '3:51', '4:34']);
    expect(refused.domain).toEqual(['2:48', '3:51', '4:34']);
  });

  it('lets a kind of work be named, and roles be named where they are defined and in tests', () => {
    expect(refused.kind).toEqual([]);
    expect(refused.config).toEqual([]);
    expect(refused.test).toEqual([]);
  });
});
