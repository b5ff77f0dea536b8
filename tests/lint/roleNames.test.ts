// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROLE_AND_KIND_NAMES, ROLE_ONLY_NAMES } from '../../eslint.config.js';
import { ROLES, WORK_KINDS } from '../../src/config/roles';

/** Issue #34: the app decides by what a role may do, never by a role's name outside src/config. */
const eslint = new ESLint();

async function roleNameMessages(filePath: string, code: string): Promise<string[]> {
  const probe = filePath.replace(/(\.test)?\.(tsx?)$/, `.lint-probe-${process.pid}$1.$2`);
  writeFileSync(probe, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    return (result?.messages ?? [])
      .filter((message) => message.message.startsWith('Decide by what the role may do'))
      .map((message) => `${message.line}:${message.column}`);
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('role names stay in src/config', { timeout: 60_000 }, () => {
  it('knows every role, and which of them are also kinds of work', () => {
    expect([...ROLE_ONLY_NAMES, ...ROLE_AND_KIND_NAMES].sort()).toEqual([...ROLES].sort());
    expect([...ROLE_AND_KIND_NAMES].sort()).toEqual(
      ROLES.filter((role) => (WORK_KINDS as readonly string[]).includes(role)).sort(),
    );
  });

  it('refuses a screen or a domain that decides by a role’s name', async () => {
    const code = [
      "import type { Role } from '../../config/roles';",
      "export const isBoss = (role: Role) => role === 'owner';",
      "export const washes = (viewer: { role: Role }) => viewer.role === 'serviceWash';",
      "export const managers: Role[] = ['dealershipManager'];",
      '',
    ].join('\n');
    expect(await roleNameMessages('src/features/tickets/Probe.ts', code)).toEqual(['2:48', '3:51', '4:34']);
    expect(await roleNameMessages('src/data/tickets/Probe.ts', code)).toHaveLength(3);
  });

  it('lets a kind of work be named, and roles be named where they are defined and in tests', async () => {
    const kinds = "export const isPhotos = (ticket: { kind: string }) => ticket.kind === 'photos';\n";
    expect(await roleNameMessages('src/features/tickets/Probe.ts', kinds)).toEqual([]);
    const named = "export const BOSS = 'owner';\n";
    expect(await roleNameMessages('src/config/Probe.ts', named)).toEqual([]);
    expect(await roleNameMessages('src/features/tickets/Probe.test.ts', named)).toEqual([]);
  });
});
