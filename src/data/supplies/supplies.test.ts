import { describe, expect, it } from 'vitest';
import { SUPPLY_MUTATORS } from './mutators';
import { requestValueCents, statusAfterDelivery } from './useSupplies';

const LINES = [
  { name: 'Towels', qty: 4, unit: 'pack', unitPriceCents: 2899, catalogItemId: 'towels' },
  { name: 'Squeegee', qty: 1, unit: null, unitPriceCents: null, catalogItemId: null },
];

describe('supply requests', () => {
  it('are fulfilled when every line has all it asked for, partly when something came', () => {
    expect(statusAfterDelivery(LINES, [0, 0])).toBe('acknowledged');
    expect(statusAfterDelivery(LINES, [2, 0])).toBe('partlyFulfilled');
    expect(statusAfterDelivery(LINES, [4, 0])).toBe('partlyFulfilled');
    expect(statusAfterDelivery(LINES, [4, 1])).toBe('fulfilled');
    expect(statusAfterDelivery(LINES, [5, 1])).toBe('fulfilled');
  });

  it('are worth their catalogue lines in whole cents; free text has no price', () => {
    expect(requestValueCents(LINES)).toBe(4 * 2899);
  });

  it('are checked line by line before they are queued (the rules check only the first line)', () => {
    const valid = {
      id: '6f1c4c1e-8f1b-4a55-9b2e-2f4a0f1b2c3d',
      requesterName: 'Lena',
      supplierUid: 'sup-1',
      supplierName: 'Suds',
      items: LINES,
      dealershipId: null,
      location: '',
      neededBy: null,
      note: '',
      createdAt: '2026-11-24T15:00:00.000Z',
    };
    expect(() => SUPPLY_MUTATORS.requestSupplies.parse(valid)).not.toThrow();
    const badSecondLine = { ...valid, items: [LINES[0], { ...LINES[1], qty: 0 }] };
    expect(() => SUPPLY_MUTATORS.requestSupplies.parse(badSecondLine)).toThrow();
    const thirteen = { ...valid, items: Array.from({ length: 13 }, () => LINES[0]) };
    expect(() => SUPPLY_MUTATORS.requestSupplies.parse(thirteen)).toThrow();
  });
});
