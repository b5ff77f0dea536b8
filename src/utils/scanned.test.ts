import { describe, expect, it } from 'vitest';
import { classifyScan, SCANNED_TEXT_MAX, ticketLabelUrl } from './scanned';

const APP = 'https://lotcrew.example';
// A real VIN with a right check digit (position 9 is "X"), from NHTSA's examples.
const VIN = '1M8GDM9AXKP042788';

describe('classifyScan', () => {
  it('opens a ticket from a label printed by this app, and from its own link', () => {
    expect(classifyScan(ticketLabelUrl(APP, 'tk_42-a'), APP)).toEqual({
      kind: 'ticket',
      ticketId: 'tk_42-a',
    });
    expect(classifyScan(`${APP}/ticket/abc/`, APP)).toEqual({ kind: 'ticket', ticketId: 'abc' });
  });

  it('treats another site’s link, or this app’s other pages, as plain text', () => {
    expect(classifyScan('https://evil.example/ticket/abc', APP)).toEqual({
      kind: 'text',
      text: 'https://evil.example/ticket/abc',
    });
    expect(classifyScan(`${APP}/ticket/new`, APP)?.kind).toBe('text');
    expect(classifyScan(`${APP}/ticket/abc/edit`, APP)?.kind).toBe('text');
  });

  it('takes a VIN whose check digit is right, dropping a Code 39 label’s leading I', () => {
    expect(classifyScan(VIN, APP)).toEqual({ kind: 'vin', vin: VIN });
    expect(classifyScan(`I${VIN}`, APP)).toEqual({ kind: 'vin', vin: VIN });
    expect(classifyScan(VIN.toLowerCase(), APP)).toEqual({ kind: 'vin', vin: VIN });
  });

  it('refuses a VIN-shaped read whose check digit is wrong (a misread), never passing it on', () => {
    const misread = `${VIN.slice(0, 16)}9`;
    expect(classifyScan(misread, APP)).toEqual({ kind: 'badVin', text: misread });
  });

  it('keeps any other label as text (a stock number), trimmed and cut to the field’s length', () => {
    expect(classifyScan('  P1234 ', APP)).toEqual({ kind: 'text', text: 'P1234' });
    expect(classifyScan('x'.repeat(60), APP)).toEqual({ kind: 'text', text: 'x'.repeat(SCANNED_TEXT_MAX) });
    expect(classifyScan('   ', APP)).toBeNull();
  });
});
