/**
 * What the sync lists call a queued or refused write (issue #15): the data layer names it
 * with a key and its values, the screen says it in the person's language (the sync area of
 * the catalogues has a text for every key, or the build fails). Values are data (a stock
 * number, a name), never words.
 */
export type WriteLabelKey =
  | 'phone'
  | 'displayName'
  | 'legalName'
  | 'payrollIdentity'
  | 'profilePhoto'
  | 'language.en'
  | 'language.es'
  | 'smsAlerts.agree'
  | 'smsAlerts.disagree'
  | 'wash'
  | 'washVoid'
  | 'washKept'
  | 'dealership'
  | 'punch.in'
  | 'punch.out'
  | 'punch.breakStart'
  | 'punch.breakEnd'
  | 'breakAttestation'
  | 'kioskPin'
  | 'kioskLock'
  | 'kioskPunch.in'
  | 'kioskPunch.out'
  | 'kioskPunch.breakStart'
  | 'kioskPunch.breakEnd'
  | 'correctionRequest'
  | 'correction'
  | 'correctionDecision.approved'
  | 'correctionDecision.rejected'
  | 'weekApproved'
  | 'weekUnlocked'
  | 'newTicket'
  | 'ticketStep.assigned'
  | 'ticketStep.inProgress'
  | 'ticketStep.done'
  | 'ticketStep.cancelled'
  | 'ticketHandedOver'
  | 'smsAlert'
  | 'restoredTicket'
  | 'ticketChanges'
  | 'photo'
  | 'notes'
  | 'supplyRequest'
  | 'supplyStep.acknowledged'
  | 'supplyStep.partlyFulfilled'
  | 'supplyStep.fulfilled'
  | 'catalogue'
  | 'invoice'
  | 'invoiceStep.approved'
  | 'invoiceStep.disputed'
  | 'invoiceStep.paid'
  | 'dayClosed'
  | 'dayReopened'
  | 'payRate'
  | 'dealershipPrices'
  | 'access'
  | 'invite'
  | 'inviteExtended'
  | 'inviteRevoked'
  /** A queued write this version of the app does not know (saved by an older one). */
  | 'olderVersion'
  /** A queued write whose data this version cannot read. */
  | 'unreadable';

export interface WriteLabel {
  key: WriteLabelKey;
  values?: Readonly<Record<string, string>>;
}
