import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { needsStamp } from './stamps';

const stamped = Timestamp.fromMillis(1_780_000_000_000);
const person = { displayName: 'Sam', phone: '5551234567', smsConsent: 'agree', receivedAt: stamped };

describe('a user document gets the server change time', () => {
  it('when created without one', () => {
    expect(needsStamp(undefined, { displayName: 'Sam' })).toBe(true);
    expect(needsStamp(undefined, { displayName: 'Sam', receivedAt: stamped })).toBe(false);
  });
  it("when the spec's merge changes a field and leaves the time as it was", () => {
    expect(needsStamp(person, { ...person, smsConsent: 'disagree' })).toBe(true);
    expect(needsStamp(person, { ...person, phone: '5559876543' })).toBe(true);
    expect(needsStamp({ displayName: 'Sam' }, { displayName: 'Sam', phone: '5559876543' })).toBe(true);
  });
  it('not for its own stamp, a write that changed nothing, or a deletion', () => {
    expect(needsStamp(person, { ...person, receivedAt: Timestamp.fromMillis(1_780_000_001_000) })).toBe(
      false,
    );
    expect(needsStamp({ displayName: 'Sam' }, { displayName: 'Sam', receivedAt: stamped })).toBe(false);
    expect(needsStamp(person, { ...person, receivedAt: Timestamp.fromMillis(stamped.toMillis()) })).toBe(
      false,
    );
    expect(needsStamp(person, undefined)).toBe(false);
  });
});
