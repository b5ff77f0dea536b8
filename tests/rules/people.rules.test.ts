/**
 * Issue #20's people rules, each allow with its refusals: access changes recorded in an
 * append-only history, owners changed only by owners (so the last one stays), a manager's
 * minor user management, and invites extended, withdrawn and claimed with their visibility.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ISO, LATER_ISO, newTicket, userDoc, who } from './principals';
import { D1, D2, rulesWorld } from './world';
import { commitClaim, deleteDoc, setDoc, updateDoc } from './stampedCommit';
import { DAY_MS } from '../../src/utils/duration';

const people = {
  olivia: userDoc('owner', D1),
  omar: userDoc('owner', D1),
  ada: userDoc('admin', D1),
  eli: userDoc('employee', D1),
  dana: { ...userDoc('dealershipEmployee', D1), dealerships: [D1], visibility: 'Service' },
  sid: { ...userDoc('dealershipSupervisor', D1), dealerships: [D1] },
  mia: { ...userDoc('dealershipManager', D1), dealerships: [D1] },
  marcus: { ...userDoc('dealershipManager', D1), dealerships: [D1] },
  farah: { ...userDoc('dealershipEmployee', D2), dealerships: [D2], visibility: 'Sales' },
  gone: { ...userDoc('dealershipEmployee', D2), dealerships: [D2], active: false },
};
type Person = keyof typeof people;
const world = rulesWorld(people);
const as = world.as;

interface Access {
  role: string | null;
  dealerships: string[];
  visibility: string | null;
  active: boolean;
}
const accessOf = (uid: Person): Access => {
  const user = people[uid] as Record<string, unknown>;
  return {
    role: (user.role as string) ?? null,
    dealerships: (user.dealerships as string[]) ?? [],
    visibility: (user.visibility as string) ?? null,
    active: user.active as boolean,
  };
};

/** The write the app makes: the new access fields and one step appended to `changes`. */
function accessChange(by: string, uid: Person, after: Partial<Access>, before = accessOf(uid)) {
  const next = { ...accessOf(uid), ...after };
  return { ...after, changes: [{ by, at: LATER_ISO, before, after: next }] };
}

describe('the office changes who may do what, on the record', () => {
  it('lets the owner change a role, dealerships, visibility and active flag with one history step', async () => {
    await assertSucceeds(
      updateDoc(doc(as('olivia'), 'users/dana'), accessChange('olivia', 'dana', { visibility: 'Sales' })),
    );
    await assertSucceeds(
      updateDoc(doc(as('ada'), 'users/eli'), accessChange('ada', 'eli', { role: 'lotPrep', active: false })),
    );
  });

  it('refuses an access change without its step, or with a step that lies', async () => {
    await assertFails(updateDoc(doc(as('olivia'), 'users/dana'), { visibility: 'Sales' }));
    // Signed by someone else.
    await assertFails(
      updateDoc(doc(as('olivia'), 'users/dana'), accessChange('ada', 'dana', { visibility: 'Sales' })),
    );
    // A "before" that is not what was stored.
    await assertFails(
      updateDoc(
        doc(as('olivia'), 'users/dana'),
        accessChange('olivia', 'dana', { visibility: 'Sales' }, { ...accessOf('dana'), role: 'admin' }),
      ),
    );
    // An "after" that is not what is written.
    await assertFails(
      updateDoc(doc(as('olivia'), 'users/dana'), {
        visibility: 'Sales',
        changes: [{ by: 'olivia', at: LATER_ISO, before: accessOf('dana'), after: accessOf('dana') }],
      }),
    );
    // A time that is not a time.
    await assertFails(
      updateDoc(doc(as('olivia'), 'users/dana'), {
        visibility: 'Sales',
        changes: [
          {
            by: 'olivia',
            at: 'yesterday',
            before: accessOf('dana'),
            after: { ...accessOf('dana'), visibility: 'Sales' },
          },
        ],
      }),
    );
  });

  it('keeps the history append-only: no step rewritten, removed, or added without a change', async () => {
    const first = accessChange('olivia', 'dana', { visibility: 'Sales' });
    await assertSucceeds(updateDoc(doc(as('olivia'), 'users/dana'), first));
    await assertFails(updateDoc(doc(as('olivia'), 'users/dana'), { changes: [] }));
    await assertFails(
      updateDoc(doc(as('olivia'), 'users/dana'), {
        changes: [{ ...first.changes[0], by: 'ada' }],
      }),
    );
    await assertFails(
      updateDoc(doc(as('olivia'), 'users/dana'), {
        displayName: 'Dana D',
        changes: [...first.changes, first.changes[0]],
      }),
    );
    await assertSucceeds(updateDoc(doc(as('olivia'), 'users/dana'), { displayName: 'Dana D' }));
  });

  it('lets nobody change their own role, dealerships or active flag, even with a step', async () => {
    await assertFails(updateDoc(doc(as('ada'), 'users/ada'), accessChange('ada', 'ada', { role: 'owner' })));
    await assertFails(
      updateDoc(doc(as('olivia'), 'users/olivia'), accessChange('olivia', 'olivia', { active: false })),
    );
    await assertFails(
      updateDoc(doc(as('mia'), 'users/mia'), accessChange('mia', 'mia', { dealerships: [D1, D2] })),
    );
  });

  it('leaves owners to owners: an admin neither demotes nor deactivates an owner, nor makes one', async () => {
    await assertFails(
      updateDoc(doc(as('ada'), 'users/olivia'), accessChange('ada', 'olivia', { role: 'admin' })),
    );
    await assertFails(
      updateDoc(doc(as('ada'), 'users/olivia'), accessChange('ada', 'olivia', { active: false })),
    );
    await assertFails(updateDoc(doc(as('ada'), 'users/eli'), accessChange('ada', 'eli', { role: 'owner' })));
    await assertFails(deleteDoc(doc(as('ada'), 'users/olivia')));
    await assertSucceeds(
      updateDoc(doc(as('olivia'), 'users/omar'), accessChange('olivia', 'omar', { role: 'admin' })),
    );
    await assertSucceeds(deleteDoc(doc(as('olivia'), 'users/eli')));
  });
});

describe("a manager's minor user management", () => {
  it('deactivates and reactivates their dealership’s staff, on the record', async () => {
    await assertSucceeds(
      updateDoc(doc(as('marcus'), 'users/dana'), accessChange('marcus', 'dana', { active: false })),
    );
    await assertSucceeds(
      updateDoc(doc(as('marcus'), 'users/sid'), accessChange('marcus', 'sid', { active: false })),
    );
    await assertFails(updateDoc(doc(as('marcus'), 'users/dana'), { active: false }));
  });

  it('refuses every escalation: a raised role, another dealership, someone outside or above them', async () => {
    await assertFails(
      updateDoc(
        doc(as('marcus'), 'users/dana'),
        accessChange('marcus', 'dana', { role: 'dealershipManager' }),
      ),
    );
    await assertFails(
      updateDoc(doc(as('marcus'), 'users/dana'), accessChange('marcus', 'dana', { role: 'owner' })),
    );
    await assertFails(
      updateDoc(doc(as('marcus'), 'users/dana'), accessChange('marcus', 'dana', { dealerships: [D1, D2] })),
    );
    await assertFails(
      updateDoc(doc(as('marcus'), 'users/dana'), accessChange('marcus', 'dana', { visibility: 'Sales' })),
    );
    // Reactivating someone of another dealership.
    await assertFails(
      updateDoc(doc(as('marcus'), 'users/gone'), accessChange('marcus', 'gone', { active: true })),
    );
    await assertFails(
      updateDoc(doc(as('marcus'), 'users/farah'), accessChange('marcus', 'farah', { active: false })),
    );
    // Another manager, a crew member.
    await assertFails(
      updateDoc(doc(as('marcus'), 'users/mia'), accessChange('marcus', 'mia', { active: false })),
    );
    await assertFails(
      updateDoc(doc(as('marcus'), 'users/eli'), accessChange('marcus', 'eli', { active: false })),
    );
  });

  it('reads the staff below them at their dealership only', async () => {
    await assertSucceeds(getDoc(doc(as('marcus'), 'users/dana')));
    await assertSucceeds(getDoc(doc(as('marcus'), 'users/sid')));
    await assertFails(getDoc(doc(as('marcus'), 'users/mia')));
    await assertFails(getDoc(doc(as('marcus'), 'users/farah')));
  });
});

describe('invites: made, extended, withdrawn', () => {
  const invite = (createdBy: string, overrides: Record<string, unknown> = {}) => ({
    email: 'new@x.test',
    role: 'dealershipEmployee',
    visibility: 'Service',
    dealerships: [D1],
    createdBy,
    expiresAtMs: Date.now() + 7 * DAY_MS,
    claimedBy: null,
    ...overrides,
  });
  const seedInvite = (token: string, data: Record<string, unknown>) =>
    world
      .env()
      .withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), `invites/${token}`), data));

  it('lets a manager invite a supervisor or a Sales or Service employee of their dealership, nothing more', async () => {
    const db = as('marcus');
    await assertSucceeds(setDoc(doc(db, 'invites/m1'), invite('marcus')));
    await assertSucceeds(
      setDoc(doc(db, 'invites/m2'), invite('marcus', { role: 'dealershipSupervisor', visibility: null })),
    );
    await assertFails(setDoc(doc(db, 'invites/m3'), invite('marcus', { visibility: null })));
    await assertFails(setDoc(doc(db, 'invites/m4'), invite('marcus', { role: 'dealershipManager' })));
    await assertFails(setDoc(doc(db, 'invites/m5'), invite('marcus', { role: 'owner' })));
    await assertFails(setDoc(doc(db, 'invites/m6'), invite('marcus', { dealerships: [D2] })));
    await assertFails(
      setDoc(doc(db, 'invites/m7'), invite('marcus', { expiresAtMs: Date.now() + 90 * DAY_MS })),
    );
    await assertFails(
      setDoc(doc(db, 'invites/m8'), invite('marcus', { revokedAt: ISO, revokedBy: 'marcus' })),
    );
  });

  it('lets only an owner invite an owner', async () => {
    await assertSucceeds(
      setDoc(doc(as('olivia'), 'invites/o1'), invite('olivia', { role: 'owner', dealerships: [] })),
    );
    await assertFails(
      setDoc(doc(as('ada'), 'invites/o2'), invite('ada', { role: 'owner', dealerships: [] })),
    );
    await assertSucceeds(
      setDoc(doc(as('ada'), 'invites/o3'), invite('ada', { role: 'lotPrep', dealerships: [] })),
    );
  });

  it('lets a manager extend their own open invite up to 30 days, and withdraw it signed', async () => {
    await seedInvite('mine', invite('marcus'));
    await seedInvite('theirs', invite('mia'));
    const db = as('marcus');
    await assertSucceeds(updateDoc(doc(db, 'invites/mine'), { expiresAtMs: Date.now() + 29 * DAY_MS }));
    await assertFails(updateDoc(doc(db, 'invites/mine'), { expiresAtMs: Date.now() + 90 * DAY_MS }));
    await assertFails(updateDoc(doc(db, 'invites/mine'), { role: 'dealershipSupervisor' }));
    await assertFails(updateDoc(doc(db, 'invites/theirs'), { expiresAtMs: Date.now() + 9 * DAY_MS }));
    await assertFails(updateDoc(doc(db, 'invites/mine'), { revokedAt: ISO, revokedBy: 'mia' }));
    await assertSucceeds(updateDoc(doc(db, 'invites/mine'), { revokedAt: ISO, revokedBy: 'marcus' }));
    // Withdrawn is final.
    await assertFails(updateDoc(doc(db, 'invites/mine'), { revokedAt: LATER_ISO, revokedBy: 'marcus' }));
  });

  it('lets the office extend or withdraw an open invite, never a claimed one', async () => {
    await seedInvite('open', invite('mia'));
    await seedInvite('taken', invite('mia', { claimedBy: 'dana' }));
    await assertSucceeds(
      updateDoc(doc(as('ada'), 'invites/open'), { expiresAtMs: Date.now() + 60 * DAY_MS }),
    );
    await assertFails(updateDoc(doc(as('ada'), 'invites/taken'), { expiresAtMs: Date.now() + 60 * DAY_MS }));
    await assertFails(updateDoc(doc(as('ada'), 'invites/open'), { claimedBy: 'ada' }));
    await assertSucceeds(
      updateDoc(doc(as('olivia'), 'invites/open'), { revokedAt: ISO, revokedBy: 'olivia' }),
    );
  });

  describe('claiming', () => {
    function claim(
      uid: string,
      token: string,
      overrides: Record<string, unknown> = {},
      moved: readonly string[] = ['invites'],
    ) {
      const user = {
        role: 'dealershipEmployee',
        dealerships: [D1],
        visibility: 'Service',
        profileCompleted: true,
        active: true,
        email: 'new@x.test',
        displayName: 'New Person',
        inviteToken: token,
        ...overrides,
      };
      return commitClaim(as(uid), uid, token, user, { moved });
    }

    it('grants the invite’s visibility and nothing else', async () => {
      await seedInvite('vis', invite('marcus'));
      await assertFails(claim('newbie', 'vis', { visibility: 'Sales' }));
      await assertSucceeds(claim('newbie', 'vis'));
    });

    it('refuses a claim that leaves the invites’ change stamp unmoved', async () => {
      await seedInvite('unstamped', invite('marcus'));
      await assertFails(claim('newbie', 'unstamped', {}, []));
      await assertSucceeds(claim('newbie', 'unstamped'));
    });

    it('lets the claimant move the invites’ stamp in the claim, and no other, nor on its own', async () => {
      await seedInvite('stamps', invite('marcus'));
      // Not yet a member: another collection's stamp in the claim fails the whole commit.
      await assertFails(claim('newcomer', 'stamps', {}, ['invites', 'tickets']));
      // Signed in with no claim in the commit: the invites' stamp stays the members'.
      await assertFails(setDoc(doc(as('newcomer'), 'changeStamps/invites'), { at: serverTimestamp() }));
      await assertSucceeds(claim('newcomer', 'stamps'));
    });

    it('refuses a withdrawn invite', async () => {
      await seedInvite('withdrawn', invite('marcus', { revokedAt: ISO, revokedBy: 'marcus' }));
      await assertFails(claim('newbie', 'withdrawn'));
    });
  });
});

describe('a person’s own profile', () => {
  it('takes a photo in their own Storage folder, and nobody else’s', async () => {
    await assertSucceeds(
      updateDoc(doc(as('eli'), 'users/eli'), { photoPath: 'profilePhotos/eli/p1.jpg', photoUpdatedAt: ISO }),
    );
    await assertFails(updateDoc(doc(as('eli'), 'users/eli'), { photoPath: 'profilePhotos/dana/p1.jpg' }));
    await assertFails(updateDoc(doc(as('eli'), 'users/eli'), { photoPath: 'tickets/d1/t1/p1.jpg' }));
    await assertFails(
      updateDoc(doc(as('eli'), 'users/eli'), { photoPath: 'profilePhotos/eli/p1.jpg', photoUpdatedAt: 5 }),
    );
    await assertFails(updateDoc(doc(as('eli'), 'users/dana'), { photoPath: 'profilePhotos/dana/p1.jpg' }));
  });

  it('renames themselves, within the limit, and nobody else', async () => {
    await assertSucceeds(updateDoc(doc(as('dana'), 'users/dana'), { displayName: 'Dana R.' }));
    await assertFails(updateDoc(doc(as('dana'), 'users/dana'), { displayName: '' }));
    await assertFails(updateDoc(doc(as('dana'), 'users/dana'), { displayName: 'x'.repeat(101) }));
    await assertFails(updateDoc(doc(as('dana'), 'users/eli'), { displayName: 'Eli?' }));
  });
});

describe('who a person is to payroll (issue #32)', () => {
  const legal = { legalFirstName: 'Mary Ann', legalLastName: 'Smith' };

  it('lets a person set their own legal name, both parts or neither, and nobody else’s', async () => {
    await assertSucceeds(updateDoc(doc(as('dana'), 'users/dana'), legal));
    await assertSucceeds(updateDoc(doc(as('dana'), 'users/dana'), { legalFirstName: '', legalLastName: '' }));
    await assertFails(updateDoc(doc(as('dana'), 'users/dana'), { legalFirstName: 'Mary Ann' }));
    await assertFails(updateDoc(doc(as('dana'), 'users/dana'), { ...legal, legalLastName: 'x'.repeat(101) }));
    await assertFails(updateDoc(doc(as('dana'), 'users/eli'), legal));
  });

  it('leaves the payroll id to the office: the person and a manager are refused', async () => {
    await assertSucceeds(updateDoc(doc(as('olivia'), 'users/dana'), { ...legal, payrollId: '5G9934' }));
    await assertFails(updateDoc(doc(as('dana'), 'users/dana'), { payrollId: 'ZZ0000' }));
    await assertFails(updateDoc(doc(as('marcus'), 'users/dana'), { payrollId: 'ZZ0000' }));
    await assertFails(updateDoc(doc(as('olivia'), 'users/dana'), { payrollId: '5G 9934' }));
  });
});

describe('a ticket step signed with a photo', () => {
  const dana = { ...who('dealershipEmployee'), uid: 'dana' };
  const withPhoto = (byPhoto: string) =>
    newTicket(dana, D1, { history: [{ status: 'open', at: ISO, by: 'dana', byName: 'Dana', byPhoto }] });

  it('carries the writer’s own profile photo, never someone else’s', async () => {
    await assertSucceeds(setDoc(doc(as('dana'), 'tickets/p1'), withPhoto('profilePhotos/dana/p1.jpg')));
    await assertFails(setDoc(doc(as('dana'), 'tickets/p2'), withPhoto('profilePhotos/eli/p1.jpg')));
    await assertFails(setDoc(doc(as('dana'), 'tickets/p3'), withPhoto('invoices/suzy/SSC-1.pdf')));
  });
});
