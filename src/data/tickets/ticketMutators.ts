/**
 * The writes of a ticket's life, each usable offline through the sync queue:
 * - createTicket: a new request (created once, with the server's time);
 * - moveTicket: one status step — claim, start, done, cancel with a reason — appended
 *   to the server's own history, once;
 * - addTicketPhoto: a photo already in Storage joins the ticket's photos, once;
 * - setTicketNotes: the notes (last write wins).
 *
 * Each `local` is idempotent: laid again over a copy that already shows it (the mirror's
 * rebase of queued writes over a server answer), it changes nothing.
 *
 * Conflict rule: a status step is re-checked by the rules when it reaches the server
 * (claimed by someone else first, cancelled meanwhile…); a refused step goes to the
 * refused-changes list with the server's reason, and the local copy is corrected by the
 * mirror's next answer. Other fields: the last write per field wins.
 */
import { z } from '../../lib/zod';
import type { LotcrewDatabase } from '../db';
import { TICKET_KINDS, type Ticket, type TicketHistoryEntry, type TicketPhoto } from '../model';
import { define } from '../outbox/mutator';
import { BackupTicketSchema } from './backup';
import { VehicleSchema } from './vehicle';

/** A profile photo in its person's Storage folder (issue #20). */
const profilePhotoPath = z.lazy(() =>
  z.string().regex(/^profilePhotos\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,128}\.jpg$/),
);
const isoTime = z.lazy(() => z.iso.datetime());
const id = z.lazy(() => z.string().regex(/^[A-Za-z0-9_-]{1,128}$/));

const CreateTicketArgs = z.lazy(() =>
  z
    .object({
      id: z.uuid(),
      dealershipId: id,
      kind: z.enum(TICKET_KINDS),
      vehicle: VehicleSchema,
      from: z.string().trim().max(200),
      to: z.string().trim().max(200),
      dueAt: isoTime,
      priority: z.enum(['normal', 'high']),
      salespersonUid: id.nullable(),
      notes: z.string().max(4000),
      priceCents: z.number().int().min(0),
      createdAt: isoTime,
      byName: z.string().trim().max(100).optional(),
      /** The writer's profile photo then (issue #20), so every timeline can show it. */
      byPhoto: profilePhotoPath.optional(),
    })
    .strict(),
);

export const STEP_STATUSES = ['assigned', 'inProgress', 'done', 'cancelled'] as const;
const MoveTicketArgs = z.lazy(() =>
  z
    .object({
      ticketId: id,
      to: z.enum(STEP_STATUSES),
      at: isoTime,
      /** Why, for a cancellation. */
      note: z.string().trim().max(500).optional(),
      /** Who, by name, for everyone's timeline. */
      byName: z.string().trim().max(100).optional(),
      byPhoto: profilePhotoPath.optional(),
      /** To 'assigned' only: whom the owner's office hands the work to (a crew claims it for themselves). */
      assigneeUid: id.optional(),
    })
    .strict()
    .refine((args) => args.to === 'assigned' || args.assigneeUid === undefined, {
      message: 'Only an assignment names an assignee.',
    })
    .refine((args) => args.to !== 'cancelled' || !!args.note, {
      message: 'Say why the ticket is cancelled.',
    }),
);

const RestoreTicketArgs = BackupTicketSchema;

const EditTicketArgs = z.lazy(() =>
  z
    .object({
      ticketId: id,
      vehicle: VehicleSchema,
      from: z.string().trim().max(200),
      to: z.string().trim().max(200),
      dueAt: isoTime,
      priority: z.enum(['normal', 'high']),
      notes: z.string().max(4000),
      at: isoTime,
    })
    .strict(),
);

const AddPhotoArgs = z.lazy(() =>
  z
    .object({
      ticketId: id,
      /** tickets/{dealershipId}/{ticketId}/{photoId}.jpg, already uploaded to Storage. */
      path: z
        .string()
        .regex(/^tickets\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,128}\.jpg$/),
      slot: z.string().trim().min(1).max(40),
      takenAt: isoTime,
    })
    .strict(),
);

const SmsAlertArgs = z.lazy(() =>
  z
    .object({
      ticketId: id,
      dealershipId: id,
      status: z.enum(STEP_STATUSES),
      salespersonUid: id,
      stock: z.string().max(20),
      requestedAt: isoTime,
    })
    .strict(),
);

const SetNotesArgs = z.lazy(() =>
  z.object({ ticketId: id, notes: z.string().max(4000), at: isoTime }).strict(),
);

async function ticketOrThrow(db: LotcrewDatabase, ticketId: string) {
  const ticket = await db.tickets.get(ticketId);
  if (!ticket) throw new Error('This ticket is not on this phone; open it once online first.');
  return ticket;
}

export const TICKET_MUTATORS = {
  createTicket: define({
    parse: (args) => CreateTicketArgs.parse(args),
    local: async (db, args, uid) => {
      const { id: ticketId, ...fields } = args;
      // Once the server has it, the server's copy (with later steps) is the truth.
      if (await db.tickets.get(ticketId)) return;
      await db.tickets.put({ ...newTicketDocument(fields, uid), id: ticketId });
    },
    remote: (args, uid) => {
      const { id: ticketId, ...fields } = args;
      return [
        {
          path: `tickets/${ticketId}`,
          data: { ...newTicketDocument(fields, uid) },
          mode: 'createOnce',
          stampReceivedAt: true,
        },
      ];
    },
    label: (args) => ({ key: 'newTicket', values: { stock: args.vehicle.stock } }),
  }),
  moveTicket: define({
    parse: (args) => MoveTicketArgs.parse(args),
    local: async (db, args, uid) => {
      const ticket = await ticketOrThrow(db, args.ticketId);
      const step = stepEntry(args, uid);
      if (ticket.history.some((entry) => sameStep(entry, step))) return;
      await db.tickets.put({
        ...ticket,
        status: args.to,
        assigneeUid: args.to === 'assigned' ? (args.assigneeUid ?? uid) : ticket.assigneeUid,
        history: [...ticket.history, step],
        updatedAt: args.at,
      });
    },
    remote: (args, uid) => [
      {
        path: `tickets/${args.ticketId}`,
        data: {
          status: args.to,
          ...(args.to === 'assigned' ? { assigneeUid: args.assigneeUid ?? uid } : {}),
          updatedAt: args.at,
        },
        mode: 'appendOnce',
        arrayField: 'history',
        entry: { ...stepEntry(args, uid) },
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({
      key: args.assigneeUid ? 'ticketHandedOver' : `ticketStep.${args.to}`,
      values: { ticket: args.ticketId.slice(0, 8) },
    }),
    // The salesperson's SMS alert for this step, if the ticket names one (whether they
    // want it is theirs to say: the rules check their consent).
    followUps: async (db, args) => {
      const ticket = await db.tickets.get(args.ticketId);
      if (!ticket?.salespersonUid) return [];
      return [
        {
          name: 'requestSmsAlert',
          args: {
            ticketId: args.ticketId,
            dealershipId: ticket.dealershipId,
            status: args.to,
            salespersonUid: ticket.salespersonUid,
            stock: ticket.vehicle.stock,
            requestedAt: args.at,
          },
        },
      ];
    },
  }),
  /**
   * One SMS alert request per ticket and status, for the sender. Written only when the
   * ticket's salesperson has Sales visibility and agreed to SMS; the rules know that
   * (the writer may not read the salesperson's user document), so their refusal means
   * "no alert wanted" and the write is dropped, not shown as a failure.
   */
  requestSmsAlert: define({
    parse: (args) => SmsAlertArgs.parse(args),
    local: () => Promise.resolve(),
    remote: (args, uid) => [
      {
        path: `smsAlerts/${args.ticketId}_${args.status}`,
        data: { ...args, requestedBy: uid, deliveredAt: null },
        mode: 'createOnce',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'smsAlert', values: { stock: args.stock } }),
    refusalIsAnswer: true,
  }),
  /** Owner and admin: put back a ticket from a backup, as it was (created once). */
  restoreTicket: define({
    parse: (args) => RestoreTicketArgs.parse(args),
    local: async (db, args) => {
      if (!(await db.tickets.get(args.id))) await db.tickets.put(args);
    },
    remote: (args) => {
      const { id: ticketId, ...fields } = args;
      return [
        // A backup puts back mostly tickets the server still has: read them first.
        {
          path: `tickets/${ticketId}`,
          data: { ...fields },
          mode: 'createOnce',
          stampReceivedAt: true,
          readFirst: true,
        },
      ];
    },
    label: (args) => ({ key: 'restoredTicket', values: { stock: args.vehicle.stock } }),
  }),
  /** The request's details (dealership staff while it is open; owner and admin any time). History is kept. */
  editTicket: define({
    parse: (args) => EditTicketArgs.parse(args),
    local: async (db, args) => {
      const { ticketId, at, ...fields } = args;
      const ticket = await ticketOrThrow(db, ticketId);
      await db.tickets.put({ ...ticket, ...fields, updatedAt: at });
    },
    remote: (args) => {
      const { ticketId, at, ...fields } = args;
      return [
        {
          path: `tickets/${ticketId}`,
          data: { ...fields, updatedAt: at },
          mode: 'merge',
          stampReceivedAt: true,
        },
      ];
    },
    label: (args) => ({ key: 'ticketChanges', values: { stock: args.vehicle.stock } }),
  }),
  /** A photo now in Storage joins the ticket's photos (appended once, never replaced). */
  addTicketPhoto: define({
    parse: (args) => AddPhotoArgs.parse(args),
    local: async (db, args) => {
      const ticket = await db.tickets.get(args.ticketId);
      if (!ticket || ticket.photos.some((photo) => photo.path === args.path)) return;
      await db.tickets.put({ ...ticket, photos: [...ticket.photos, photoEntry(args)] });
    },
    remote: (args) => [
      {
        path: `tickets/${args.ticketId}`,
        // updatedAt stays: the photo may have waited for signal longer than the ticket's last step.
        data: {},
        mode: 'appendOnce',
        arrayField: 'photos',
        entry: { ...photoEntry(args) },
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'photo', values: { ticket: args.ticketId.slice(0, 8) } }),
  }),
  setTicketNotes: define({
    parse: (args) => SetNotesArgs.parse(args),
    local: async (db, args) => {
      const ticket = await ticketOrThrow(db, args.ticketId);
      await db.tickets.put({ ...ticket, notes: args.notes, updatedAt: args.at });
    },
    remote: (args) => [
      {
        path: `tickets/${args.ticketId}`,
        data: { notes: args.notes, updatedAt: args.at },
        mode: 'merge',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'notes', values: { ticket: args.ticketId.slice(0, 8) } }),
  }),
};

function photoEntry(args: z.infer<typeof AddPhotoArgs>): TicketPhoto {
  return { path: args.path, slot: args.slot, takenAt: args.takenAt };
}

/** The same step: who moved it to which status when (a step is never made twice in one millisecond). */
function sameStep(a: TicketHistoryEntry, b: TicketHistoryEntry): boolean {
  return a.status === b.status && a.at === b.at && a.by === b.by;
}

function stepEntry(args: z.infer<typeof MoveTicketArgs>, uid: string): TicketHistoryEntry {
  return {
    status: args.to,
    at: args.at,
    by: uid,
    ...(args.byName ? { byName: args.byName } : {}),
    ...(args.byPhoto ? { byPhoto: args.byPhoto } : {}),
    ...(args.note ? { note: args.note } : {}),
  };
}

function newTicketDocument(args: Omit<z.infer<typeof CreateTicketArgs>, 'id'>, uid: string): Ticket {
  const { byName, byPhoto, ...fields } = args;
  return {
    ...fields,
    status: 'open',
    assigneeUid: null,
    requestedBy: uid,
    history: [
      {
        status: 'open',
        at: fields.createdAt,
        by: uid,
        ...(byName ? { byName } : {}),
        ...(byPhoto ? { byPhoto } : {}),
      },
    ],
    photos: [],
    updatedAt: fields.createdAt,
  };
}
