// @vitest-environment node
/**
 * firestore.rules spells the role registry's lists in its own language (rules cannot
 * import TypeScript). These checks keep the two the same: a role or kind added to
 * src/config/roles.ts and not to the rules (or the other way round) fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLOCKING_ROLES,
  CREW_ROLES,
  DEALERSHIP_ROLES,
  kindsOf,
  ROAMING_CREW_ROLES,
  ROLES,
  WORK_KINDS,
} from '../../src/config/roles';

const RULES = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The string list a rules function returns, e.g. `function crewRoles() { return [...]; }`. */
function listReturnedBy(name: string): string[] {
  const match = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return \\[([^\\]]*)\\]`).exec(RULES);
  if (!match?.[1]) throw new Error(`firestore.rules has no function ${name}() returning a list`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((each) => each[1] ?? '');
}

/** The list a one-argument check compares with: `function isRole(value) { return value in [...]; }`. */
function listCheckedBy(name: string): string[] {
  const match = new RegExp(`function ${name}\\(value\\)\\s*\\{\\s*return value in \\[([^\\]]*)\\]`).exec(
    RULES,
  );
  if (!match?.[1]) throw new Error(`firestore.rules has no check ${name}(value)`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((each) => each[1] ?? '');
}

const sorted = (list: readonly string[]) => [...list].sort();

describe('firestore.rules agrees with the role registry', () => {
  it('knows exactly the eleven roles', () => {
    expect(sorted(listCheckedBy('isRole'))).toEqual(sorted(ROLES));
  });
  it('knows exactly the kinds of work', () => {
    expect(sorted(listCheckedBy('isTicketKind'))).toEqual(sorted(WORK_KINDS));
  });
  it.each([
    ['crewRoles', CREW_ROLES],
    ['clockingRoles', CLOCKING_ROLES],
    ['roamingCrews', ROAMING_CREW_ROLES],
    ['dealershipRoles', DEALERSHIP_ROLES],
  ])('%s() lists the same roles as the registry', (name, roles) => {
    expect(sorted(listReturnedBy(name))).toEqual(sorted(roles));
  });
  it('myKinds() gives each crew role the kinds the registry gives it', () => {
    const body = /function myKinds\(\)\s*\{([\s\S]*?)\n\s*\}/.exec(RULES)?.[1] ?? '';
    const specialists = [...body.matchAll(/me\(\)\.role == '(\w+)' \? \[([^\]]*)\]/g)];
    const fallback = /:\s*\[([^\]]*)\];/.exec(body)?.[1] ?? '';
    const kindsIn = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((each) => each[1]);
    for (const [, role, list] of specialists)
      expect(sorted(kindsIn(list ?? '') as string[]), role).toEqual(sorted(kindsOf(role as never)));
    const generalists = CREW_ROLES.filter((role) => !specialists.some(([, named]) => named === role));
    for (const role of generalists)
      expect(sorted(kindsIn(fallback) as string[]), role).toEqual(sorted(kindsOf(role)));
    expect(specialists.length + generalists.length).toBe(CREW_ROLES.length);
  });
});
