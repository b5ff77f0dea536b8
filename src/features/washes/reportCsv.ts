/**
 * The wash report as a CSV a dealership's accounting imports (RFC 4180, UTF-8 BOM, formula
 * guard: src/utils/csv.ts): one row per dealership and period, money in dollars with two
 * decimals (whole cents divided, never rounded), headers in the reader's language.
 */
import type { Dealership, WashKind } from '../../data/model';
import { WASH_KINDS } from '../../data/model';
import type { WashReport } from '../../data/washes';
import { csvOf } from '../../utils/csv';
import { dollarsOfCents } from '../../utils/money';

export function washReportCsv(
  report: WashReport,
  words: {
    dealershipOf: (id: string) => Pick<Dealership, 'name' | 'code'> | undefined;
    kindText: (kind: WashKind) => string;
    headers: { dealership: string; period: string; total: string; billed: string };
  },
): string {
  const { headers } = words;
  return csvOf(
    [
      headers.dealership,
      'Code',
      headers.period,
      ...WASH_KINDS.map(words.kindText),
      headers.total,
      headers.billed,
    ],
    report.rows.map((row) => {
      const dealership = words.dealershipOf(row.dealershipId);
      return [
        dealership?.name ?? row.dealershipId,
        dealership?.code ?? '',
        row.period,
        ...WASH_KINDS.map((kind) => row.byKind[kind]),
        row.total,
        dollarsOfCents(row.billedCents),
      ];
    }),
  );
}
