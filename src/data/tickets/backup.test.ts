import { describe, expect, it } from 'vitest';
import { TEST_VEHICLE } from '../../testing/tickets';
import { BACKUP_FORMAT, csvCell, parseBackup, ticketsToCsv, type BackupTicket } from './backup';

const ticket: BackupTicket = {
  id: 'demo-ticket-001',
  dealershipId: 'dlr-northside',
  kind: 'delivery',
  vehicle: TEST_VEHICLE,
  from: 'Lot A',
  to: 'Customer: 41 Elm St, Apt "B"',
  dueAt: '2026-11-22T17:00:00.000Z',
  priority: 'normal',
  status: 'done',
  assigneeUid: 'demo-employee',
  requestedBy: 'demo-dealer',
  salespersonUid: null,
  history: [
    { status: 'open', at: '2026-11-21T10:00:00.000Z', by: 'demo-dealer' },
    { status: 'done', at: '2026-11-21T12:00:00.000Z', by: 'demo-employee', byName: 'Eli Ortega' },
  ],
  notes: '=HYPERLINK("http://x")',
  photos: [],
  priceCents: 4500,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};
const file = (tickets: unknown[]) =>
  JSON.stringify({
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: '2026-11-22T08:00:00.000Z',
    range: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' },
    tickets,
  });

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and one row per ticket', () => {
    const lines = ticketsToCsv([ticket]).trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('id,createdAt,dealershipId,kind,status,stock,vin')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Customer: 41 Elm St, Apt ""B"""');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});

describe('parseBackup', () => {
  it('reads a backup back to the same tickets', () => {
    expect(parseBackup(file([ticket]))).toEqual({ ok: true, tickets: [ticket] });
  });

  it('names the first invalid ticket and restores nothing', () => {
    const broken = { ...ticket, vehicle: { ...ticket.vehicle, vin: '1HGCM82623A004352' } };
    const parsed = parseBackup(file([ticket, broken]));
    expect(parsed).toEqual({
      ok: false,
      problem: {
        kind: 'invalidTicket',
        number: 2,
        field: 'vehicle.vin',
        detail: 'This VIN’s check digit (9th character) does not match: check for a typo.',
      },
    });
  });

  it('says when a ticket is too long for a restore, before restoring anything', () => {
    const long = { ...ticket, history: Array.from({ length: 7 }, () => ticket.history[0]) };
    const parsed = parseBackup(file([long]));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.problem).toMatchObject({ kind: 'tooLong', number: 1, stock: 'NSM24007', maxSteps: 6 });
  });

  it('refuses what is not a Lotcrew backup', () => {
    expect(parseBackup('not json')).toEqual({ ok: false, problem: { kind: 'notJson' } });
    expect(parseBackup('{"format":"other"}').ok).toBe(false);
  });
});
