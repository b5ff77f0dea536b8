import { STAMPED_COLLECTIONS } from '@lotcrew/shared';
import { describe, expect, it } from 'vitest';
import { MIRRORED_COLLECTIONS } from '../../config/collections';
import { mirrorScopesFor } from './scopes';
import { waitsForStamps } from './stamped';

/** Collections Cloud Functions write (functions/src/stamps.ts, clockStates.ts), past any stamp. */
const WRITTEN_BY_FUNCTIONS = ['users', 'clockStates'];

describe('which views the change stamps govern', () => {
  it('every collection a device keeps has a stamp, but the two the Cloud Functions write', () => {
    expect([...STAMPED_COLLECTIONS].sort()).toEqual(
      MIRRORED_COLLECTIONS.filter((name) => !WRITTEN_BY_FUNCTIONS.includes(name)).sort(),
    );
  });

  it('the owner’s reopen asks only the stamps, the people and the clock states when nothing moved', () => {
    const scopes = mirrorScopesFor(
      { uid: 'owner-1', role: 'owner', dealerships: [] },
      new Date('2026-12-02T12:00:00Z'),
    );
    expect(scopes.filter((scope) => !waitsForStamps(scope)).map((scope) => scope.key)).toEqual([
      'clock-states',
      'people',
    ]);
  });

  it('a view of documents by their ids is read as before: a stamp tells nothing of who may read them', () => {
    const scopes = mirrorScopesFor(
      { uid: 'wash-1', role: 'serviceWash', dealerships: ['dlr-1'] },
      new Date('2026-12-02T12:00:00Z'),
    );
    const dealerships = scopes.find((scope) => scope.collection === 'dealerships');
    expect(dealerships?.ids).toEqual(['dlr-1']);
    expect(dealerships && waitsForStamps(dealerships)).toBe(false);
    expect(scopes.filter(waitsForStamps).map((scope) => scope.collection)).toContain('tickets');
  });
});
