/**
 * Claiming an invite (/claimprofile/:token). Unlike the crews' work this needs the
 * server there and then: the role it grants must be confirmed before the person can
 * go on, so it is a direct write, not a queued one. The rules make it count once,
 * before expiry, with exactly the invite's role and dealerships.
 */
import { isRole, type Role } from '../config/roles';
import { errorCodeOf } from './errorCode';
import { getFirebaseAuth } from './firebase';
import { documentName, plainFields, postDocuments, readDocuments } from './firestoreRest';
import type { Invite } from './model';
import { NOTHING_READ, restFieldsOf, restWritesOf, stampWritesOf, type RestWrite } from './outbox/restWriter';

export type ClaimResult =
  | { ok: true; role: Role | null }
  | {
      ok: false;
      reason: 'notFound' | 'claimed' | 'expired' | 'revoked' | 'offline' | 'refused' | 'signedOut';
    };

/**
 * Claims the invite `token` for the signed-in person, through Firestore's REST API: its read,
 * then one commit of their user document, the invite and the invites' change stamp. The page
 * loads no Firestore SDK for it (no mirror runs yet to hold one: docs/decisions.md).
 */
export async function claimInvite(token: string): Promise<ClaimResult> {
  const user = (await getFirebaseAuth()).currentUser;
  if (!user) return { ok: false, reason: 'signedOut' };
  const invitePath = `invites/${token}`;
  try {
    const idToken = await user.getIdToken();
    const found = (await readDocuments([invitePath], idToken)).get(invitePath);
    if (!found) return { ok: false, reason: 'notFound' };
    const invite = plainFields(found.fields ?? {}) as unknown as Invite;
    if (invite.claimedBy === user.uid) return { ok: true, role: isRole(invite.role) ? invite.role : null };
    if (invite.claimedBy) return { ok: false, reason: 'claimed' };
    if (invite.revokedAt) return { ok: false, reason: 'revoked' };
    if (Date.now() >= invite.expiresAtMs) return { ok: false, reason: 'expired' };
    const profile = {
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
    };
    const writes: RestWrite[] = [
      // Merged into whatever the person's document holds, as the sync queue sends a merge.
      ...restWritesOf(
        [{ path: `users/${user.uid}`, data: profile, mode: 'merge', stampReceivedAt: false }],
        NOTHING_READ,
      ),
      {
        update: { name: documentName(invitePath), fields: restFieldsOf({ claimedBy: user.uid }) },
        updateMask: { fieldPaths: ['claimedBy'] },
        // The server's time, not the device's: the rules require request.time.
        updateTransforms: [{ fieldPath: 'claimedAt', setToServerValue: 'REQUEST_TIME' }],
        currentDocument: { exists: true },
      },
    ];
    // The invites' change stamp moves in the same commit, as the sync queue moves every stamp
    // a commit touches (firestore.rules, movesChangeStamp): an office's copy learns of the claim.
    await postDocuments('commit', { writes: [...writes, ...stampWritesOf(writes)] }, idToken);
    return { ok: true, role: isRole(invite.role) ? invite.role : null };
  } catch (error) {
    const code = errorCodeOf(error);
    // No signal: the REST API's own word for it, or Auth's when the token needed refreshing.
    if (code === 'unavailable' || code === 'auth/network-request-failed')
      return { ok: false, reason: 'offline' };
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
