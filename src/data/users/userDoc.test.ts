import { describe, expect, it } from 'vitest';
import { parseUserDoc } from './userDoc';

describe('parseUserDoc', () => {
  it('reads the spec fields of a complete document', () => {
    const doc = parseUserDoc({
      role: 'dealershipEmployee',
      profileCompleted: true,
      email: 'sam@example.test',
      dealerships: ['d1'],
      visibility: 'Sales',
      phone: '5555550101',
      smsConsent: 'agree',
    });
    expect(doc).toMatchObject({
      role: 'dealershipEmployee',
      profileCompleted: true,
      dealerships: ['d1'],
      visibility: 'Sales',
      phone: '5555550101',
      smsConsent: 'agree',
      active: true,
    });
  });

  it('reads a document with only some fields, so its owner can still be routed', () => {
    expect(parseUserDoc({ role: 'owner', profileCompleted: true })).toMatchObject({
      role: 'owner',
      profileCompleted: true,
      dealerships: [],
    });
  });

  it('treats an unknown role as no role and a non-true profileCompleted as incomplete', () => {
    const doc = parseUserDoc({ role: 'janitor', profileCompleted: 'yes' });
    expect(doc.role).toBeNull();
    expect(doc.profileCompleted).toBe(false);
  });

  it('accepts a single dealership id written as a string, and drops junk entries', () => {
    expect(parseUserDoc({ dealerships: 'd1' }).dealerships).toEqual(['d1']);
    expect(parseUserDoc({ dealerships: ['d1', 7, '', null, 'd2'] }).dealerships).toEqual(['d1', 'd2']);
  });

  it('never throws, even for a value that is not an object', () => {
    expect(parseUserDoc(null).role).toBeNull();
    expect(parseUserDoc('garbage').profileCompleted).toBe(false);
    expect(parseUserDoc({ phone: 5555550101 }).phone).toBeUndefined();
  });

  it('keeps an account active unless it is explicitly switched off', () => {
    expect(parseUserDoc({}).active).toBe(true);
    expect(parseUserDoc({ active: false }).active).toBe(false);
  });
});
