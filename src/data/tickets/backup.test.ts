import { describe, expect, it } from 'vitest';
import { TEST_VEHICLE } from '../../testing/tickets';
import { BACKUP_FORMAT, csvCell, parseBackup, ticketsToCsv, type BackupTicket } from './backup';
import { PHOTO_SLOTS } from './photoSlots';

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

  it('takes a done listing-photos ticket back whole: its ten shots, a retake, and every step', () => {
    const shot = (slot: string, minute: number) => ({
      path: `tickets/dlr-northside/demo-ticket-001/shot-${minute}.jpg`,
      slot,
      takenAt: `2026-11-21T11:${String(minute).padStart(2, '0')}:00.000Z`,
    });
    const slots = PHOTO_SLOTS.photos.map((slot) => slot.id);
    const listing: BackupTicket = {
      ...ticket,
      kind: 'photos',
      // Claimed, handed back, claimed again: seven steps, more than a restore once took.
      history: [
        { status: 'open', at: '2026-11-21T10:00:00.000Z', by: 'demo-dealer' },
        { status: 'assigned', at: '2026-11-21T10:05:00.000Z', by: 'demo-photos' },
        { status: 'open', at: '2026-11-21T10:10:00.000Z', by: 'demo-photos' },
        { status: 'assigned', at: '2026-11-21T10:20:00.000Z', by: 'demo-photos-2' },
        { status: 'inProgress', at: '2026-11-21T10:30:00.000Z', by: 'demo-photos-2' },
        { status: 'inProgress', at: '2026-11-21T10:31:00.000Z', by: 'demo-photos-2', note: 'Rain' },
        { status: 'done', at: '2026-11-21T12:00:00.000Z', by: 'demo-photos-2' },
      ],
      photos: [...slots.map((slot, index) => shot(slot, index + 1)), shot(slots[0] ?? 'front', 30)],
    };
    expect(listing.photos).toHaveLength(11);
    expect(parseBackup(file([listing]))).toEqual({ ok: true, tickets: [listing] });
  });

  it('names a ticket holding more photos than a ticket may', () => {
    const photo = {
      path: 'tickets/dlr-northside/demo-ticket-001/p.jpg',
      slot: 'front',
      takenAt: ticket.updatedAt,
    };
    const parsed = parseBackup(
      file([ticket, { ...ticket, photos: Array.from({ length: 61 }, () => photo) }]),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.problem).toMatchObject({ kind: 'invalidTicket', number: 2, field: 'photos' });
  });

  it('refuses what is not a Lotcrew backup', () => {
    expect(parseBackup('not json')).toEqual({ ok: false, problem: { kind: 'notJson' } });
    expect(parseBackup('{"format":"other"}').ok).toBe(false);
  });
});
