/**
 * The supply request form's rules, apart from the screen: which lines a person filled in,
 * and what is wrong with them, in the order the form shows them.
 */
import type { CatalogItem, SupplyLine } from '../../data/model';
import { MAX_SUPPLY_LINES, MAX_SUPPLY_QTY } from '../../data/supplies';

export interface OtherLine {
  name: string;
  qty: string;
}

export interface RequestDraft {
  /** Quantity typed per catalogue item id ("" or "0": not wanted). */
  quantities: Readonly<Record<string, string>>;
  others: readonly OtherLine[];
}

export type DraftProblem =
  | { kind: 'badQty'; field: string }
  | { kind: 'nameNeeded'; field: string }
  | { kind: 'noLines' }
  | { kind: 'tooManyLines' };

const WHOLE = /^\d+$/;

function quantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const qty = Number(trimmed);
  return qty >= 1 && qty <= MAX_SUPPLY_QTY ? qty : null;
}

/**
 * The request's lines from what was typed, or the problems with it. A catalogue item
 * with no quantity (or 0) is not wanted; an "other" row left wholly empty is ignored.
 * Field names: `qty-<itemId>`, `other-<index>-name`, `other-<index>-qty`.
 */
export function linesOfDraft(
  draft: RequestDraft,
  catalogue: readonly CatalogItem[],
): { lines: SupplyLine[]; problems: DraftProblem[] } {
  const lines: SupplyLine[] = [];
  const problems: DraftProblem[] = [];
  for (const item of catalogue) {
    const typed = (draft.quantities[item.id] ?? '').trim();
    if (typed === '' || typed === '0') continue;
    const qty = quantityOf(typed);
    if (qty === null) problems.push({ kind: 'badQty', field: `qty-${item.id}` });
    else
      lines.push({
        name: item.name,
        qty,
        unit: item.unit || null,
        unitPriceCents: item.unitPriceCents,
        catalogItemId: item.id,
      });
  }
  draft.others.forEach((other, index) => {
    const name = other.name.trim();
    const typed = other.qty.trim();
    if (name === '' && typed === '') return;
    if (name === '') problems.push({ kind: 'nameNeeded', field: `other-${index}-name` });
    const qty = quantityOf(typed === '' ? '1' : typed);
    if (qty === null) problems.push({ kind: 'badQty', field: `other-${index}-qty` });
    if (name !== '' && qty !== null)
      lines.push({ name: name.slice(0, 100), qty, unit: null, unitPriceCents: null, catalogItemId: null });
  });
  if (problems.length === 0 && lines.length === 0) problems.push({ kind: 'noLines' });
  if (lines.length > MAX_SUPPLY_LINES) problems.push({ kind: 'tooManyLines' });
  return { lines, problems };
}

/** Delivered quantities as typed by the supplier, or null when one is not a whole number in range. */
export function deliveredOfDraft(typed: readonly string[]): number[] | null {
  const quantities = typed.map((text) => (WHOLE.test(text.trim()) ? Number(text.trim()) : -1));
  return quantities.every((qty) => qty >= 0 && qty <= 100_000) ? quantities : null;
}
