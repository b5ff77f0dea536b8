import { describe, expect, it } from 'vitest';
import type { DirectoryEntry, InviteEntry } from '../../data/users';
import {
  accessOf,
  accessProblem,
  extendedExpiry,
  filterDirectory,
  inviteProblem,
  inviteState,
  newInviteToken,
  type InviteDraft,
  type Manager,
} from './peopleRules';
import { DAY_MS } from '../../utils/duration';

const person = (uid: string, fields: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  uid,
  name: uid,
  email: `${uid}@x.test`,
  role: 'employee',
  dealerships: [],
  visibility: null,
  active: true,
  lastSyncedAt: null,
  photoPath: null,
  changes: [],
  legalFirstName: '',
  legalLastName: '',
  payrollId: '',
  kioskFor: null,
  ...fields,
});
const olivia = person('olivia', { role: 'owner' });
const omar = person('omar', { role: 'owner' });
const ada = person('ada', { role: 'admin' });
const dana = person('dana', { role: 'dealershipEmployee', dealerships: ['d1'], visibility: 'Service' });
const sid = person('sid', { role: 'dealershipSupervisor', dealerships: ['d1', 'd2'] });
const farah = person('farah', { role: 'dealershipEmployee', dealerships: ['d2'], visibility: 'Sales' });
const mia = person('mia', { role: 'dealershipManager', dealerships: ['d1'] });
const asOwner: Manager = { uid: 'olivia', role: 'owner', dealerships: [] };
const asAdmin: Manager = { uid: 'ada', role: 'admin', dealerships: [] };
const asManager: Manager = { uid: 'marcus', role: 'dealershipManager', dealerships: ['d1'] };
const everyone = [olivia, ada, dana, sid, farah, mia];

describe('who may change what someone may do', () => {
  it('lets the office change a person, and says when nothing changed', () => {
    expect(accessProblem(asAdmin, dana, { ...accessOf(dana), visibility: 'Sales' }, everyone)).toBeNull();
    expect(accessProblem(asAdmin, dana, accessOf(dana), everyone)).toBe('nothingChanged');
  });

  it('never lets anyone change their own access', () => {
    expect(accessProblem(asAdmin, ada, { ...accessOf(ada), role: 'employee' }, everyone)).toBe('self');
  });

  it('leaves owners to owners and never removes the last active owner', () => {
    expect(accessProblem(asAdmin, olivia, { ...accessOf(olivia), active: false }, everyone)).toBe(
      'ownerOnly',
    );
    expect(accessProblem(asAdmin, dana, { ...accessOf(dana), role: 'owner' }, everyone)).toBe('ownerOnly');
    const byOmar: Manager = { uid: 'omar', role: 'owner', dealerships: [] };
    expect(accessProblem(byOmar, olivia, { ...accessOf(olivia), role: 'admin' }, everyone)).toBe('lastOwner');
    expect(
      accessProblem(byOmar, olivia, { ...accessOf(olivia), role: 'admin' }, [...everyone, omar]),
    ).toBeNull();
  });

  it('asks for what a role needs: dealerships, and a dealership employee’s visibility', () => {
    expect(accessProblem(asOwner, sid, { ...accessOf(sid), dealerships: [] }, everyone)).toBe(
      'needsDealership',
    );
    expect(
      accessProblem(
        asOwner,
        person('eli'),
        { ...accessOf(person('eli')), role: 'dealershipEmployee', dealerships: ['d1'] },
        everyone,
      ),
    ).toBe('needsVisibility');
  });

  it('lets a manager only switch their dealership’s staff off and on', () => {
    expect(accessProblem(asManager, dana, { ...accessOf(dana), active: false }, everyone)).toBeNull();
    expect(accessProblem(asManager, sid, { ...accessOf(sid), active: false }, everyone)).toBeNull();
    expect(accessProblem(asManager, dana, { ...accessOf(dana), role: 'dealershipManager' }, everyone)).toBe(
      'managerRole',
    );
    expect(accessProblem(asManager, dana, { ...accessOf(dana), visibility: 'Sales' }, everyone)).toBe(
      'managerRole',
    );
    expect(accessProblem(asManager, mia, { ...accessOf(mia), active: false }, everyone)).toBe('managerRole');
    expect(accessProblem(asManager, farah, { ...accessOf(farah), active: false }, everyone)).toBe(
      'managerDealership',
    );
    expect(accessProblem(asManager, dana, { ...accessOf(dana), dealerships: ['d1', 'd2'] }, everyone)).toBe(
      'managerDealership',
    );
  });
});

describe('who may invite whom', () => {
  const draft = (fields: Partial<InviteDraft> = {}): InviteDraft => ({
    email: 'new@x.test',
    role: 'dealershipSupervisor',
    dealerships: ['d1'],
    visibility: null,
    days: 7,
    ...fields,
  });

  it('checks the email, the role and the days the link stays open', () => {
    expect(inviteProblem(asOwner, draft())).toBeNull();
    expect(inviteProblem(asOwner, draft({ email: 'new at x' }))).toBe('email');
    expect(inviteProblem(asOwner, draft({ role: null }))).toBe('role');
    expect(inviteProblem(asOwner, draft({ days: 0 }))).toBe('days');
    expect(inviteProblem(asOwner, draft({ days: 90 }))).toBeNull();
    expect(inviteProblem(asOwner, draft({ days: 91 }))).toBe('days');
    expect(inviteProblem(asOwner, draft({ days: 2.5 }))).toBe('days');
  });

  it('lets only an owner invite an owner', () => {
    expect(inviteProblem(asAdmin, draft({ role: 'owner', dealerships: [] }))).toBe('ownerOnly');
    expect(inviteProblem(asOwner, draft({ role: 'owner', dealerships: [] }))).toBeNull();
  });

  it('holds a manager to their staff roles, their dealerships and 30 days', () => {
    expect(inviteProblem(asManager, draft())).toBeNull();
    expect(inviteProblem(asManager, draft({ role: 'dealershipEmployee', visibility: 'Sales' }))).toBeNull();
    expect(inviteProblem(asManager, draft({ role: 'dealershipEmployee' }))).toBe('needsVisibility');
    expect(inviteProblem(asManager, draft({ role: 'owner' }))).toBe('managerRole');
    expect(inviteProblem(asManager, draft({ role: 'dealershipManager' }))).toBe('managerRole');
    expect(inviteProblem(asManager, draft({ dealerships: ['d2'] }))).toBe('managerDealership');
    expect(inviteProblem(asManager, draft({ dealerships: [] }))).toBe('managerDealership');
    expect(inviteProblem(asManager, draft({ days: 30 }))).toBeNull();
    expect(inviteProblem(asManager, draft({ days: 31 }))).toBe('days');
  });

  it('lets the office retire a kiosk account (no role, issue #35) and bring it back', () => {
    const kiosk = person('kiosk-1', { role: null, kioskFor: 'd1' });
    const before = { role: null, dealerships: [], visibility: null, active: true };
    expect(accessProblem(asOwner, kiosk, { ...before, active: false }, [olivia, kiosk])).toBeNull();
  });

  it('lets the office set up a kiosk for exactly one dealership, and no manager', () => {
    expect(inviteProblem(asAdmin, draft({ role: 'kiosk', dealerships: ['d1'] }))).toBeNull();
    expect(inviteProblem(asAdmin, draft({ role: 'kiosk', dealerships: [] }))).toBe('kioskDealership');
    expect(inviteProblem(asOwner, draft({ role: 'kiosk', dealerships: ['d1', 'd2'] }))).toBe(
      'kioskDealership',
    );
    expect(inviteProblem(asManager, draft({ role: 'kiosk', dealerships: ['d1'] }))).toBe('managerRole');
  });
});

describe('invites over time', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  const invite = (fields: Partial<InviteEntry> = {}): InviteEntry => ({
    token: 't',
    email: 'new@x.test',
    role: 'lotPrep',
    dealerships: [],
    createdBy: 'olivia',
    expiresAtMs: now + DAY_MS,
    claimedBy: null,
    ...fields,
  });

  it('are pending, expired, withdrawn or claimed', () => {
    expect(inviteState(invite(), now)).toBe('pending');
    expect(inviteState(invite({ expiresAtMs: now }), now)).toBe('expired');
    expect(inviteState(invite({ revokedAt: '2026-11-25T10:00:00.000Z' }), now)).toBe('revoked');
    expect(inviteState(invite({ claimedBy: 'nia', revokedAt: '2026-11-25T10:00:00.000Z' }), now)).toBe(
      'claimed',
    );
  });

  it('extend from their expiry, or from now once lapsed, never past the maker’s limit', () => {
    expect(extendedExpiry(now + DAY_MS, now, 7, 30)).toBe(now + 8 * DAY_MS);
    expect(extendedExpiry(now - 5 * DAY_MS, now, 7, 30)).toBe(now + 7 * DAY_MS);
    expect(extendedExpiry(now + 28 * DAY_MS, now, 7, 30)).toBe(now + 30 * DAY_MS);
  });

  it('carry a token long and random enough for the rules and a link', () => {
    const tokens = new Set(Array.from({ length: 50 }, newInviteToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('finding people', () => {
  const all = { search: '', role: 'all', dealership: 'all', active: 'all' } as const;
  it('by name or email, role, dealership and status', () => {
    const gone = person('gone', { active: false, email: 'Gone.Person@x.test' });
    const people = [...everyone, gone];
    expect(filterDirectory(people, { ...all, search: 'GONE.person' }).map((p) => p.uid)).toEqual(['gone']);
    expect(filterDirectory(people, { ...all, role: 'dealershipEmployee' }).map((p) => p.uid)).toEqual([
      'dana',
      'farah',
    ]);
    expect(filterDirectory(people, { ...all, dealership: 'd2' }).map((p) => p.uid)).toEqual(['sid', 'farah']);
    expect(filterDirectory(people, { ...all, active: 'inactive' }).map((p) => p.uid)).toEqual(['gone']);
    expect(filterDirectory(people, { ...all, active: 'active' })).toHaveLength(everyone.length);
  });
});
