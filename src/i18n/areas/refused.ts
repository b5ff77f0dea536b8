/**
 * The refused changes' list (issue #15): what each change was and why the server refused
 * it. Loaded with the list, not before a screen's first paint.
 */
import type { WriteLabelKey } from '../../config/writeLabels';
import { defineArea, type TextArea } from '../area';

const english = {
  'refused.aChange': 'A change',
  'refused.made': 'Made {when}',
  'refused.discard': 'Discard',
  'refused.tryAgain': 'Try again',
  // Why the server refused it, by its code (src/data/outbox/flusher.ts keeps the English for reports).
  'refused.because.permission-denied':
    'The server refused this change: your account is not allowed to make it.',
  'refused.because.invalid-argument': 'The server refused this change because some of its data is not valid.',
  'refused.because.already-exists':
    'The server refused this change: it already has one like it, made elsewhere.',
  'refused.because.invalid-entry': 'This change was saved by an older version of the app and cannot be sent.',
  'refused.because.other': 'The server refused this change.',
  // What a change was (src/config/writeLabels.ts).
  'refused.write.displayName': 'Your name: {name}',
  'refused.write.legalName': 'Your legal name: {name}',
  'refused.write.payrollIdentity': 'Payroll details of {name}',
  'refused.write.profilePhoto': 'Your profile photo',
  'refused.write.phone': 'Phone number {phone}',
  'refused.write.language.en': 'Language: English',
  'refused.write.language.es': 'Language: Spanish',
  'refused.write.smsAlerts.agree': 'SMS alerts: enabled',
  'refused.write.smsAlerts.disagree': 'SMS alerts: declined',
  'refused.write.wash': 'Wash {reference}',
  'refused.write.washVoid': 'Wash {reference} voided',
  'refused.write.washKept': 'Wash {reference} kept as a real repeat',
  'refused.write.dealership': 'Dealership: {name}',
  'refused.write.punch.in': 'Time clock: clocked in',
  'refused.write.punch.out': 'Time clock: clocked out',
  'refused.write.punch.breakStart': 'Time clock: break started',
  'refused.write.punch.breakEnd': 'Time clock: break ended',
  'refused.write.breakAttestation': 'Time clock: your word on your breaks',
  'refused.write.kioskPin': 'Your kiosk PIN',
  'refused.write.kioskLock': 'Kiosk: {name}’s PIN locked',
  'refused.write.kioskPunch.in': 'Kiosk: {name} clocked in',
  'refused.write.kioskPunch.out': 'Kiosk: {name} clocked out',
  'refused.write.kioskPunch.breakStart': 'Kiosk: {name} started a break',
  'refused.write.kioskPunch.breakEnd': 'Kiosk: {name} ended a break',
  'refused.write.correctionRequest': 'Time correction request',
  'refused.write.correction': 'Time correction',
  'refused.write.correctionDecision.approved': 'Time correction approved',
  'refused.write.correctionDecision.rejected': 'Time correction rejected',
  'refused.write.weekApproved': 'Week of {week} approved',
  'refused.write.weekUnlocked': 'Week of {week} unlocked',
  'refused.write.newTicket': 'New ticket {stock}',
  'refused.write.ticketStep.assigned': 'Claimed: ticket {ticket}',
  'refused.write.ticketStep.inProgress': 'Started: ticket {ticket}',
  'refused.write.ticketStep.done': 'Done: ticket {ticket}',
  'refused.write.ticketStep.cancelled': 'Cancelled: ticket {ticket}',
  'refused.write.ticketHandedOver': 'Assigned: ticket {ticket}',
  'refused.write.smsAlert': 'SMS alert for ticket {stock}',
  'refused.write.restoredTicket': 'Restored ticket {stock}',
  'refused.write.ticketChanges': 'Changes to ticket {stock}',
  'refused.write.photo': 'Photo on ticket {ticket}',
  'refused.write.notes': 'Notes on ticket {ticket}',
  'refused.write.supplyRequest': 'Supplies requested from {supplier}',
  'refused.write.supplyStep.acknowledged': 'Supply request of {requester} acknowledged',
  'refused.write.supplyStep.partlyFulfilled': 'Supply request of {requester} partly delivered',
  'refused.write.supplyStep.fulfilled': 'Supply request of {requester} fulfilled',
  'refused.write.catalogue': 'Your catalogue',
  'refused.write.invoice': 'Invoice {number}',
  'refused.write.invoiceStep.approved': 'Invoice {number} of {supplier} approved',
  'refused.write.invoiceStep.disputed': 'Invoice {number} of {supplier} disputed',
  'refused.write.invoiceStep.paid': 'Invoice {number} of {supplier} paid',
  'refused.write.dayClosed': 'Daily report of {date} closed',
  'refused.write.dayReopened': 'Daily report of {date} reopened',
  'refused.write.payRate': 'Pay rate of {name}',
  'refused.write.dealershipPrices': 'Prices of {name}',
  'refused.write.access': 'What {name} may do',
  'refused.write.invite': 'Invite for {email}',
  'refused.write.inviteExtended': 'More time for the invite of {email}',
  'refused.write.inviteRevoked': 'Withdrawing the invite of {email}',
  'refused.write.olderVersion': 'A change from an older app version',
  'refused.write.unreadable': 'A change with invalid data',
} as const;
export type RefusedEnglish = typeof english;

/** The labels this area has texts for. */
type LabelsWithText = keyof {
  [Key in keyof RefusedEnglish as Key extends `refused.write.${infer Label}` ? Label : never]: true;
};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<Check extends true> = Check;
/** Build-time check: every write label (src/config/writeLabels.ts) has a text here, and no text lacks a label. */
export type EveryWriteLabelHasText = Holds<Same<LabelsWithText, WriteLabelKey>>;

export const REFUSED_TEXTS: TextArea<RefusedEnglish> = defineArea(
  'refused',
  english,
  () => import('./refused.es'),
);
