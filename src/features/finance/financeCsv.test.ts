import { describe, expect, it } from 'vitest';
import { instantOf } from '../../utils/zonedTime';
import { invoicesCsv, laborCsv, revenueCsv } from './financeCsv';
import { HOUR_MS } from '../../utils/duration';

const CHICAGO = 'America/Chicago';

describe('the rows behind the money figures, as CSV', () => {
  it('lists each job earned on its local day, in dollars and cents, oldest first', () => {
    const text = revenueCsv(
      [
        // 11:30 pm in Chicago on November 1 is already November 2 in UTC.
        {
          id: 'w1',
          source: 'wash',
          dealershipId: 'n',
          kind: 'serviceWash',
          cents: 1_805,
          at: instantOf(CHICAGO, 2026, 11, 1, 23, 30),
        },
        {
          id: 't1',
          source: 'ticket',
          dealershipId: 'n',
          kind: 'delivery',
          cents: 4_500,
          at: instantOf(CHICAGO, 2026, 11, 1, 9),
        },
      ],
      CHICAGO,
      {
        headers: {
          date: 'Date',
          dealership: 'Dealership',
          kind: 'Kind',
          source: 'Source',
          id: 'Id',
          amount: 'Amount',
        },
        dealershipName: () => '=Northside, Inc.',
        kindText: (kind) => kind,
        sourceText: (source) => source,
      },
    );
    expect(text.split('\r\n')).toEqual([
      '\uFEFFDate,Dealership,Kind,Source,Id,Amount',
      // A name that starts like a formula is written as text, and quoted for its comma.
      `2026-11-01,"'=Northside, Inc.",delivery,ticket,t1,45.00`,
      `2026-11-01,"'=Northside, Inc.",serviceWash,wash,w1,18.05`,
      '',
    ]);
  });

  it('lists each day a person worked with its hours split and its cost', () => {
    const text = laborCsv(
      [
        {
          uid: 'ana',
          pay: { regularMs: 0, overtimeMs: 0, doubleMs: 0 },
          premiumHours: 0,
          premiumCents: 0,
          cents: 0,
          unratedDays: 0,
          days: [
            {
              start: instantOf(CHICAGO, 2026, 11, 20, 0),
              workedMs: 9.5 * HOUR_MS,
              regularMs: 8 * HOUR_MS,
              overtimeMs: 1.5 * HOUR_MS,
              doubleMs: 0,
              // A California day with no meal: one premium hour at the $20.00 rate, in the cost.
              premiumHours: 1,
              cents: 22_501,
            },
          ],
        },
      ],
      CHICAGO,
      {
        headers: {
          date: 'Date',
          person: 'Person',
          regular: 'R',
          overtime: 'O',
          double: 'D',
          premium: 'P',
          amount: 'Amount',
        },
        personName: () => 'Ana Ruiz',
      },
    );
    expect(text.split('\r\n')[0]).toBe('\ufeffDate,Person,R,O,D,P,Amount');
    expect(text.split('\r\n')[1]).toBe('2026-11-20,Ana Ruiz,8,1.5,0,1,225.01');
  });

  it('lists the invoices counted, by the day on them', () => {
    const text = invoicesCsv(
      [
        { supplierName: 'Suds', number: 'B-2', issuedOn: '2026-11-09', status: 'paid', totalCents: 100 },
        {
          supplierName: 'Suds',
          number: 'A-1',
          issuedOn: '2026-11-02',
          status: 'approved',
          totalCents: 12_345,
        },
      ],
      {
        headers: { date: 'Date', supplier: 'Supplier', number: 'Number', status: 'Status', amount: 'Amount' },
        statusText: (status) => status.toUpperCase(),
      },
    );
    expect(text.split('\r\n').slice(1, 3)).toEqual([
      '2026-11-02,Suds,A-1,APPROVED,123.45',
      '2026-11-09,Suds,B-2,PAID,1.00',
    ]);
  });
});
