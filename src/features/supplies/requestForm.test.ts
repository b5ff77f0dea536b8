import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '../../data/model';
import { deliveredOfDraft, linesOfDraft } from './requestForm';

const CATALOGUE: CatalogItem[] = [
  { id: 'towels', name: 'Microfiber towels', unit: 'pack of 24', unitPriceCents: 2899 },
  { id: 'soap', name: 'Car wash soap', unit: '5 gal', unitPriceCents: 6450 },
];
const NO_OTHERS = [{ name: '', qty: '' }];

describe('the supply request form', () => {
  it('takes catalogue items with a quantity, at the catalogue’s unit and price, and free-text lines without', () => {
    const { lines, problems } = linesOfDraft(
      { quantities: { towels: '3', soap: '0' }, others: [{ name: ' Squeegee ', qty: '' }] },
      CATALOGUE,
    );
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      {
        name: 'Microfiber towels',
        qty: 3,
        unit: 'pack of 24',
        unitPriceCents: 2899,
        catalogItemId: 'towels',
      },
      { name: 'Squeegee', qty: 1, unit: null, unitPriceCents: null, catalogItemId: null },
    ]);
  });

  it('says what is wrong, field by field, and asks for something when nothing is chosen', () => {
    expect(linesOfDraft({ quantities: {}, others: NO_OTHERS }, CATALOGUE).problems).toEqual([
      { kind: 'noLines' },
    ]);
    expect(
      linesOfDraft(
        { quantities: { towels: 'two', soap: '10001' }, others: [{ name: '', qty: '4' }] },
        CATALOGUE,
      ).problems,
    ).toEqual([
      { kind: 'badQty', field: 'qty-towels' },
      { kind: 'badQty', field: 'qty-soap' },
      { kind: 'nameNeeded', field: 'other-0-name' },
    ]);
  });

  it('refuses more lines than one request holds', () => {
    const others = Array.from({ length: 13 }, (_, index) => ({ name: `Item ${index}`, qty: '1' }));
    expect(linesOfDraft({ quantities: {}, others }, CATALOGUE).problems).toEqual([{ kind: 'tooManyLines' }]);
  });

  it('reads delivered quantities as whole numbers, or not at all', () => {
    expect(deliveredOfDraft(['2', ' 0 '])).toEqual([2, 0]);
    expect(deliveredOfDraft(['2', '-1'])).toBeNull();
    expect(deliveredOfDraft(['1.5'])).toBeNull();
  });
});
