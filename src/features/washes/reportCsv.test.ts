import { describe, expect, it } from 'vitest';
import { washReportCsv } from './reportCsv';

describe('the wash report CSV', () => {
  it('has a BOM, a header in the reader’s words, one CRLF row per dealership and period, dollars from whole cents', () => {
    const file = washReportCsv(
      {
        rows: [
          {
            dealershipId: 'd1',
            period: '2026-11-02',
            byKind: { service: 3, lot: 1 },
            total: 4,
            billedCents: 7996,
          },
          {
            dealershipId: 'd2',
            period: '2026-11-02',
            byKind: { service: 0, lot: 1 },
            total: 1,
            billedCents: 1250,
          },
        ],
        byWasher: [],
        totals: { byKind: { service: 3, lot: 2 }, total: 5, billedCents: 9246 },
        voided: 1,
      },
      {
        dealershipOf: (id) =>
          id === 'd1' ? { name: 'Northside, Ford', code: 'NSF' } : { name: '=HYPERLINK()', code: 'LV' },
        kindText: (kind) => (kind === 'service' ? 'Servicio' : 'Lote'),
        headers: { dealership: 'Concesionario', period: 'Periodo', total: 'Total', billed: 'Facturado' },
      },
    );
    expect(file).toBe(
      '\uFEFFConcesionario,Code,Periodo,Servicio,Lote,Total,Facturado\r\n' +
        '"Northside, Ford",NSF,2026-11-02,3,1,4,79.96\r\n' +
        "'=HYPERLINK(),LV,2026-11-02,0,1,1,12.50\r\n",
    );
  });
});
