import { describe, expect, it } from 'vitest';
import { csvField, csvOf } from './csv';

describe('CSV (RFC 4180, for Excel and payroll imports)', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const file = csvOf(['first_name', 'last_name'], [['José', 'Peña']]);
    expect(file).toBe('\uFEFFfirst_name,last_name\r\nJosé,Peña\r\n');
    expect(Array.from(new TextEncoder().encode(file).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes fields with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('Peña, José')).toBe('"Peña, José"');
    expect(csvField('the "big" lot')).toBe('"the ""big"" lot"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('plain')).toBe('plain');
  });

  it('guards text that a spreadsheet would run as a formula, and leaves numbers as numbers', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    for (const start of ['+', '-', '@', '\t', '\r'])
      expect(csvField(`${start}1`).includes(`'${start}`)).toBe(true);
    expect(csvField('-1.25')).toBe("'-1.25");
    expect(csvField(-1.25)).toBe('-1.25');
    expect(csvField(40)).toBe('40');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });
});
