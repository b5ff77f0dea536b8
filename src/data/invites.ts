/**
 * Claiming an invite (/claimprofile/:token). Unlike the crews' work this needs the
 * server there and then: the role it grants must be confirmed before the person can
 * go on, so it is a direct write, not a queued one. The rules make it count once,
 * before expiry, with exactly the invite's role and dealerships.
 */
import { CHANGE_STAMPS } from '@lotcrew/shared';
import { isRole, type Role } from '../config/roles';
import { errorCodeOf } from './errorCode';
import { getFirebaseAuth, getFirestoreDb } from './firebase';
import type { Invite } from './model';

export type ClaimResult =
  | { ok: true; role: Role | null }
  | {
      ok: false;
      reason: 'notFound' | 'claimed' | 'expired' | 'revoked' | 'offline' | 'refused' | 'signedOut';
    };

export async function claimInvite(token: string): Promise<ClaimResult> {
  const [auth, db, { doc, getDoc, serverTimestamp, writeBatch }] = await Promise.all([
    getFirebaseAuth(),
    getFirestoreDb(),
    import('./sdk/firestore'),
  ]);
  const user = auth.currentUser;
  if (!user) return { ok: false, reason: 'signedOut' };
  try {
    const snapshot = await getDoc(doc(db, 'invites', token));
    if (!snapshot.exists()) return { ok: false, reason: 'notFound' };
    const invite = snapshot.data() as Invite;
    if (invite.claimedBy === user.uid) return { ok: true, role: isRole(invite.role) ? invite.role : null };
    if (invite.claimedBy) return { ok: false, reason: 'claimed' };
    if (invite.revokedAt) return { ok: false, reason: 'revoked' };
    if (Date.now() >= invite.expiresAtMs) return { ok: false, reason: 'expired' };
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'users', user.uid),
      {
        // A person's invite gives its role; a kiosk's (issue #35), no role and its dealership.
        ...(invite.kioskFor ? { kioskFor: invite.kioskFor } : { role: invite.role }),
        dealerships: invite.dealerships,
        profileCompleted: true,
        active: true,
        email: user.email ?? invite.email,
        displayName: user.displayName ?? invite.email,
        inviteToken: token,
        // A dealership employee's visibility comes with the invite (the rules check it matches).
        ...(invite.visibility ? { visibility: invite.visibility } : {}),
      },
      { merge: true },
    );
    // claimedAt is the server's time (the rules require request.time), not the device's.
    batch.update(doc(db, 'invites', token), { claimedBy: user.uid, claimedAt: serverTimestamp() });
    // The invites' change stamp moves in the same commit, as every write to a stamped
    // collection must (firestore.rules, movesChangeStamp): an office's copy learns of the claim.
    batch.set(doc(db, CHANGE_STAMPS, 'invites'), { at: serverTimestamp() });
    await batch.commit();
    return { ok: true, role: isRole(invite.role) ? invite.role : null };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === 'unavailable') return { ok: false, reason: 'offline' };
    if (code === 'not-found') return { ok: false, reason: 'notFound' };
    return { ok: false, reason: 'refused' };
  }
}

/** Creates an email-and-password account (for someone claiming their first invite). */
export async function createAccount(email: string, password: string, displayName: string) {
  const [auth, { createUserWithEmailAndPassword, updateProfile }] = await Promise.all([
    getFirebaseAuth(),
    import('./sdk/auth'),
  ]);
  try {
    const credential = await createUserWithEmailAndPassword(auth, email, password);
    await updateProfile(credential.user, { displayName });
    return { ok: true as const };
  } catch (error) {
    return { ok: false as const, code: errorCodeOf(error) ?? 'unknown' };
  }
}
