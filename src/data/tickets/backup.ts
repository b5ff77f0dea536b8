/**
 * Ticket backups (/tickets/backup, owner and admin): export a date range from the
 * server as JSON (complete, restorable) and CSV (for spreadsheets), and restore a JSON
 * backup through the sync queue. Restoring is idempotent: each ticket is created once
 * under its own id, so importing a file twice adds nothing.
 */
import { z } from '../../lib/zod';
import type { WriteArgs } from '../outbox/queueWrite';
import { queueNamedWrites } from '../outbox/queueMany';
import { readFromServer } from '../serverQuery';
import { TICKET_KINDS, TICKET_STATUSES } from '../model';
import type { TICKET_MUTATORS } from './ticketMutators';
import { VehicleSchema } from './vehicle';

export const BACKUP_FORMAT = 'lotcrew-tickets';
export const BACKUP_VERSION = 1;

const isoTime = z.lazy(() => z.iso.datetime());
const id = z.lazy(() => z.string().regex(/^[A-Za-z0-9_-]{1,128}$/));

/**
 * One ticket as a backup holds it: every field but the server's receipt time. Every step and
 * photo is checked here, up to what a ticket may hold (firestore.rules check the first six
 * of each entry by entry and the rest by count).
 */
export const BackupTicketSchema = z.lazy(() =>
  z
    .object({
      id,
      dealershipId: id,
      kind: z.enum(TICKET_KINDS),
      vehicle: VehicleSchema,
      from: z.string().max(200),
      to: z.string().max(200),
      dueAt: isoTime,
      priority: z.enum(['normal', 'high']),
      status: z.enum(TICKET_STATUSES),
      assigneeUid: id.nullable(),
      requestedBy: id,
      salespersonUid: id.nullable(),
      history: z
        .array(
          z
            .object({
              status: z.enum(TICKET_STATUSES),
              at: isoTime,
              by: id,
              byName: z.string().max(100).optional(),
              byPhoto: z.string().max(300).optional(),
              note: z.string().max(500).optional(),
            })
            .strict(),
        )
        .min(1)
        .max(200),
      notes: z.string().max(4000),
      photos: z
        .array(
          z.object({ path: z.string().max(300), slot: z.string().min(1).max(40), takenAt: isoTime }).strict(),
        )
        .max(60),
      priceCents: z.number().int().min(0),
      createdAt: isoTime,
      updatedAt: isoTime,
    })
    .strict(),
);
export type BackupTicket = z.infer<typeof BackupTicketSchema>;

const BackupFileSchema = z.lazy(() =>
  z.object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_VERSION),
    exportedAt: isoTime,
    range: z.object({ from: isoTime, to: isoTime }),
    tickets: z.array(z.unknown()),
  }),
);

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  range: { from: string; to: string };
  tickets: BackupTicket[];
}

/**
 * Tickets created in [fromIso, toIso), read from the server (the device holds 30 days only)
 * through the REST API a page at a time, as the money screens' older periods: the page
 * loads no Firestore SDK for it, and a year of a business is never one answer.
 */
export async function exportTicketRange(fromIso: string, toIso: string): Promise<BackupFile> {
  const found = await readFromServer<Record<string, unknown>>('tickets', [
    ['createdAt', '>=', fromIso],
    ['createdAt', '<', toIso],
  ]);
  const tickets = found.map((document) => {
    // receivedAt is the server's receipt time: a restore gets a new one.
    const fields: Record<string, unknown> = { ...document };
    delete fields.receivedAt;
    return fields as BackupTicket;
  });
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    range: { from: fromIso, to: toIso },
    tickets,
  };
}

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'dealershipId',
  'kind',
  'status',
  'stock',
  'vin',
  'year',
  'make',
  'model',
  'color',
  'from',
  'to',
  'dueAt',
  'priority',
  'assigneeUid',
  'requestedBy',
  'priceCents',
  'notes',
] as const;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; and a leading
 * = + - @ is defused with an apostrophe, so a spreadsheet never runs typed text as a formula.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function ticketsToCsv(tickets: readonly BackupTicket[]): string {
  const rows = tickets.map((ticket) => {
    const cells: Record<(typeof CSV_COLUMNS)[number], string | number | null> = {
      id: ticket.id,
      createdAt: ticket.createdAt,
      dealershipId: ticket.dealershipId,
      kind: ticket.kind,
      status: ticket.status,
      stock: ticket.vehicle.stock,
      vin: ticket.vehicle.vin,
      year: ticket.vehicle.year,
      make: ticket.vehicle.make,
      model: ticket.vehicle.model,
      color: ticket.vehicle.color,
      from: ticket.from,
      to: ticket.to,
      dueAt: ticket.dueAt,
      priority: ticket.priority,
      assigneeUid: ticket.assigneeUid,
      requestedBy: ticket.requestedBy,
      priceCents: ticket.priceCents,
      notes: ticket.notes,
    };
    return CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',');
  });
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** Why a backup file cannot be restored; the backup screen says it in the person's language. */
export type BackupProblem =
  | { kind: 'notJson' }
  | { kind: 'wrongFormat' }
  /** Ticket `number` (from 1) fails a check: `field` is its path, `detail` the check's English. */
  | { kind: 'invalidTicket'; number: number; field: string; detail: string };

export type ParsedBackup = { ok: true; tickets: BackupTicket[] } | { ok: false; problem: BackupProblem };

/** Reads a backup file's text; any problem is named once, and nothing is restored. */
export function parseBackup(text: string): ParsedBackup {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  const file = BackupFileSchema.safeParse(json);
  if (!file.success) return { ok: false, problem: { kind: 'wrongFormat' } };
  const tickets: BackupTicket[] = [];
  for (const [index, raw] of file.data.tickets.entries()) {
    const ticket = BackupTicketSchema.safeParse(raw);
    if (!ticket.success) {
      const issue = ticket.error.issues[0];
      return {
        ok: false,
        problem: {
          kind: 'invalidTicket',
          number: index + 1,
          field: issue?.path.join('.') || 'ticket',
          detail: issue?.message ?? 'invalid',
        },
      };
    }
    tickets.push(ticket.data);
  }
  return { ok: true, tickets };
}

/**
 * Puts back a backup's tickets in the file's order through the sync queue, a few hundred to
 * a transaction (a month of a business is thousands; src/data/outbox/queueMany.ts);
 * `onQueued` hears how many are queued so far. Resolves with the count.
 */
export function restoreTickets(
  tickets: readonly WriteArgs<typeof TICKET_MUTATORS, 'restoreTicket'>[],
  onQueued?: (count: number) => void,
): Promise<number> {
  return queueNamedWrites('restoreTicket' satisfies keyof typeof TICKET_MUTATORS, tickets, onQueued);
}
