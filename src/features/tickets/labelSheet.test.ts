import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../config/paths';
import type { Ticket } from '../../data/model';
import { newTicketArgs } from '../../testing/tickets';
import { pathWith } from '../../utils/routePath';
import {
  LABEL_STOCKS,
  labelOf,
  labelPages,
  labelsPerPage,
  qrCodeOf,
  qrPath,
  QR_QUIET_MODULES,
} from './labelSheet';

const ORIGIN = 'https://lotcrew.example';
const ticket = {
  ...newTicketArgs('tk-7Qx2mZ9pLr4VbN8sYc1D'),
  status: 'open',
  assigneeUid: null,
  requestedBy: 'u1',
  history: [],
  photos: [],
  updatedAt: '2026-11-21T10:00:00.000Z',
} satisfies Ticket & { id: string };

/** Pixels of a QR code, `scale` pixels a module, as a decoder is given a camera's frame. */
function pixelsOf(modules: boolean[][], scale: number) {
  const side = modules.length * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const value = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255;
      data.set([value, value, value, 255], (y * side + x) * 4);
    }
  return { data, width: side, height: side, colorSpace: 'srgb' as const };
}

describe('a car’s label', () => {
  beforeAll(async () => {
    // ZXing-C++'s reader (zxing-wasm), from the package's own .wasm: a decoder this app did not write.
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    await prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer }, fireImmediately: true });
  });

  it('carries the ticket’s address, stock number, the VIN’s last 8, kind and due time', () => {
    expect(labelOf(ticket, ORIGIN)).toEqual({
      ticketId: ticket.id,
      // The route table's ticket page: a label printed today still opens its ticket.
      url: `${ORIGIN}${pathWith(PATHS.ticketView, { ticketId: ticket.id })}`,
      stock: 'NSM24007',
      vinTail: '3A004352',
      kind: 'delivery',
      dueAt: '2026-11-22T17:00:00.000Z',
      dealershipId: 'dlr-1',
    });
    expect(labelOf({ ...ticket, vehicle: { ...ticket.vehicle, vin: '' } }, ORIGIN).vinTail).toBe('');
  });

  it('is a QR code that ZXing reads back as the ticket’s address, even at 3 pixels a module', async () => {
    const { url } = labelOf(ticket, ORIGIN);
    const { modules, size } = qrCodeOf(url);
    // A version 3 or 4 code: at 0.9 in, ~0.6 mm a module, printable on a 203 dpi label printer.
    expect(size - 2 * QR_QUIET_MODULES).toBeLessThanOrEqual(33);
    const read = await readBarcodes(pixelsOf(modules, 3), { formats: ['QRCode'] });
    expect(read.map((code) => code.text)).toEqual([url]);
  });

  it('draws exactly the dark modules in its path, row by row', () => {
    const modules = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(modules)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('fills a US letter sheet of Avery 5160 labels exactly, 30 a page', () => {
    const sheet = LABEL_STOCKS.sheet;
    expect(
      sheet.marginLeftIn * 2 + sheet.columns * sheet.labelWidthIn + (sheet.columns - 1) * sheet.columnGapIn,
    ).toBe(sheet.pageWidthIn);
    expect(sheet.marginTopIn * 2 + sheet.rows * sheet.labelHeightIn + (sheet.rows - 1) * sheet.rowGapIn).toBe(
      sheet.pageHeightIn,
    );
    expect(labelsPerPage(sheet)).toBe(30);
    const day = Array.from({ length: 31 }, (_, index) => index);
    expect(labelPages(day, sheet).map((page) => page.length)).toEqual([30, 1]);
    expect(labelPages(day.slice(0, 2), LABEL_STOCKS.single)).toEqual([[0], [1]]);
    expect(labelPages([], sheet)).toEqual([]);
  });
});

describe('the print style', () => {
  it('gives each stock’s pages and labels the sizes LABEL_STOCKS says', () => {
    const css = readFileSync(new URL('../../ui/styles.css', import.meta.url), 'utf8');
    const { sheet, single } = LABEL_STOCKS;
    expect(css).toContain(`@page label-sheet {\n  size: ${sheet.pageWidthIn}in ${sheet.pageHeightIn}in;`);
    expect(css).toContain(`@page label-single {\n  size: ${single.pageWidthIn}in ${single.pageHeightIn}in;`);
    expect(css).toContain(
      `.label-page-sheet .car-label {\n  width: ${sheet.labelWidthIn}in;\n  height: ${sheet.labelHeightIn}in;`,
    );
    expect(css).toContain(
      `.label-page-single .car-label {\n  width: ${single.labelWidthIn}in;\n  height: ${single.labelHeightIn}in;`,
    );
    expect(css).toContain(`grid-template-columns: repeat(${sheet.columns}, ${sheet.labelWidthIn}in);`);
    expect(css).toContain(`column-gap: ${sheet.columnGapIn}in;`);
    expect(css).toContain(`padding: ${sheet.marginTopIn}in ${sheet.marginLeftIn}in;`);
  });
});
