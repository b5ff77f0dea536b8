// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../config/roles';
import { mirrorScopesFor } from './scopes';

interface IndexFile {
  indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[];
}
const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as IndexFile;
const NOW = new Date('2026-11-21T12:00:00.000Z');

describe('mirror scopes', () => {
  it("give the office's dashboards each person's clock state, and the office's punches with the month, after the numbers", () => {
    const office = mirrorScopesFor({ uid: 'o', role: 'owner', dealerships: [] }, NOW);
    expect(office.find((scope) => scope.collection === 'clockStates')).toMatchObject({
      where: [],
      resumable: true,
      documentsStay: true,
    });
    // A part with no query: the dashboards read none of them.
    expect(office.find((scope) => scope.collection === 'timePunches')?.dashboardParts).toEqual([]);
    // A crew's own punches are their dashboard's clock: read whole before its numbers.
    const crew = mirrorScopesFor({ uid: 'c', role: 'employee', dealerships: ['d1'] }, NOW);
    expect(crew.find((scope) => scope.collection === 'timePunches')?.dashboardParts).toBeUndefined();
    expect(crew.some((scope) => scope.collection === 'clockStates')).toBe(false);
  });

  it('have a composite index in firestore.indexes.json for every query on more than one field, a resumed view’s changes and the dashboards’ parts included', () => {
    const viewers = [
      ...ROLES.map((role) => ({ uid: 'u1', role, dealerships: ['d1'] })),
      { uid: 'k1', kioskFor: 'd1' },
    ];
    for (const viewer of viewers) {
      const role = 'role' in viewer ? viewer.role : 'kiosk';
      for (const scope of mirrorScopesFor(viewer, NOW)) {
        const asked = scope.where.map(([field]) => field);
        // A resumed view asks for its changes too: the same query, after its mark; a new
        // phone for the dashboards' parts first.
        const parts = (scope.dashboardParts ?? []).map((part) => [
          ...new Set([...asked, ...part.map(([field]) => field)]),
        ]);
        for (const fields of scope.resumable ? [asked, [...asked, 'receivedAt'], ...parts] : [asked]) {
          if (fields.length < 2) continue;
          const indexed = indexes.some(
            (index) =>
              index.collectionGroup === scope.collection &&
              JSON.stringify(index.fields.map((field) => field.fieldPath).sort()) ===
                JSON.stringify([...fields].sort()),
          );
          expect(indexed, `${role} ${scope.key}: ${fields.join(', ')}`).toBe(true);
        }
      }
    }
  });

  it('keep a dealership role without dealerships from asking for anything', () => {
    expect(mirrorScopesFor({ uid: 'u1', role: 'dealershipManager', dealerships: [] }, NOW)).toEqual([]);
  });

  it('give a supplier only what is addressed to them and their own catalogue, and clock-only staff only their time', () => {
    const supplier = mirrorScopesFor({ uid: 'sup', role: 'supplier', dealerships: [] }, NOW);
    expect(supplier.map((scope) => [scope.collection, scope.where, scope.ids])).toEqual([
      ['supplyRequests', [['supplierUid', '==', 'sup']], undefined],
      ['invoices', [['supplierUid', '==', 'sup']], undefined],
      ['suppliers', [], ['sup']],
    ]);
    const clock = mirrorScopesFor({ uid: 'c', role: 'clockOnlyEmployee', dealerships: [] }, NOW);
    expect(clock.map((scope) => scope.collection)).toEqual([
      'timePunches',
      'timeAttestations',
      'timeCorrections',
      'timeWeeks',
      'kioskPins',
    ]);
    expect(
      clock.every((scope) => scope.where.some(([field, , value]) => field === 'uid' && value === 'c')),
    ).toBe(true);
  });

  it('give a kiosk its dealership, the PINs of who clocks there and its recent kiosk punches, nothing more', () => {
    const kiosk = mirrorScopesFor({ uid: 'k1', kioskFor: 'd1' }, NOW);
    expect(kiosk.map((scope) => [scope.collection, scope.where, scope.ids])).toEqual([
      ['dealerships', [], ['d1']],
      ['kioskPins', [['dealerships', 'array-contains', 'd1']], undefined],
      [
        'timePunches',
        [
          ['dealershipId', '==', 'd1'],
          ['at', '>=', '2026-11-19T12:00:00.000Z'],
        ],
        undefined,
      ],
    ]);
  });
});
