/**
 * The rows each money figure is computed from, as CSV a spreadsheet opens (src/utils/csv.ts:
 * RFC 4180, UTF-8 BOM, the formula guard): each job earned, each day a person worked,
 * each invoice counted. Money in dollars with two decimals (whole cents divided, never
 * rounded); days and hours on the business's clock.
 */
import type { Earning, LaborRow } from '../../data/finance';
import type { Invoice } from '../../data/model';
import { csvOf } from '../../utils/csv';
import { dollarsOfCents } from '../../utils/money';
import { dayKey } from '../../utils/zonedTime';
import { HOUR_MS } from '../../utils/duration';

/** Hours to two decimals, as a payroll sheet takes them (the ms are exact; only the writing rounds). */
const hours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;

export function revenueCsv(
  earnings: readonly Earning[],
  zone: string,
  words: {
    headers: { date: string; dealership: string; kind: string; source: string; id: string; amount: string };
    dealershipName: (id: string) => string;
    kindText: (kind: Earning['kind']) => string;
    sourceText: (source: Earning['source']) => string;
  },
): string {
  const { headers } = words;
  return csvOf(
    [headers.date, headers.dealership, headers.kind, headers.source, headers.id, headers.amount],
    [...earnings]
      .sort((a, b) => a.at - b.at)
      .map((earning) => [
        dayKey(earning.at, zone),
        words.dealershipName(earning.dealershipId),
        words.kindText(earning.kind),
        words.sourceText(earning.source),
        earning.id,
        dollarsOfCents(earning.cents),
      ]),
  );
}

export function laborCsv(
  rows: readonly LaborRow[],
  zone: string,
  words: {
    headers: {
      date: string;
      person: string;
      regular: string;
      overtime: string;
      double: string;
      premium: string;
      amount: string;
    };
    personName: (uid: string) => string;
  },
): string {
  const { headers } = words;
  return csvOf(
    [
      headers.date,
      headers.person,
      headers.regular,
      headers.overtime,
      headers.double,
      headers.premium,
      headers.amount,
    ],
    rows
      .flatMap((row) => row.days.map((day) => ({ uid: row.uid, day })))
      .sort(
        (a, b) => a.day.start - b.day.start || words.personName(a.uid).localeCompare(words.personName(b.uid)),
      )
      .map(({ uid, day }) => [
        dayKey(day.start, zone),
        words.personName(uid),
        hours(day.regularMs),
        hours(day.overtimeMs),
        hours(day.doubleMs),
        day.premiumHours,
        dollarsOfCents(day.cents),
      ]),
  );
}

export function invoicesCsv(
  invoices: readonly Pick<Invoice, 'supplierName' | 'number' | 'issuedOn' | 'status' | 'totalCents'>[],
  words: {
    headers: { date: string; supplier: string; number: string; status: string; amount: string };
    statusText: (status: Invoice['status']) => string;
  },
): string {
  const { headers } = words;
  return csvOf(
    [headers.date, headers.supplier, headers.number, headers.status, headers.amount],
    [...invoices]
      .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn))
      .map((invoice) => [
        invoice.issuedOn,
        invoice.supplierName,
        invoice.number,
        words.statusText(invoice.status),
        dollarsOfCents(invoice.totalCents),
      ]),
  );
}
