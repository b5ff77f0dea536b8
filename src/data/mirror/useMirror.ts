/**
 * The mirror's place in the signed-in app (composition): it follows the session. What
 * screens read of the copy is mirroredData.ts, which knows no session.
 */
import { useEffect } from 'react';
import { useSession } from '../useSession';
import { isPlaced } from '../../config/roles';
import { afterFirstScreen } from '../firstScreen';
import { reportProblem } from '../problems';
import { loadedOnceReachable } from '../../lib/serviceWorker';
import { kioskDealershipOf } from '../users/userDoc';

/**
 * Starts, switches and stops the mirror with the signed-in person (mount once, in the
 * shell). When the server itself says the person may read nothing any more (deactivated,
 * no role, a dealership role with no dealership), the device keeps none of it.
 */
export function useMirrorSync(): void {
  const session = useSession();
  const user = session.status === 'signedIn' ? session : null;
  const role = user?.userDoc?.role ?? null;
  const active = user?.userDoc?.active !== false;
  const dealerships = user?.userDoc?.dealerships.join(',') ?? '';
  const uid = user?.uid ?? null;
  const kioskFor = kioskDealershipOf(user?.userDoc);
  const serverSaysNoAccess =
    user?.userDocSource === 'server' && (!active || (!isPlaced(user.userDoc) && !kioskFor));
  /** Signed in, their user document not known yet (a new phone reads it from the server). */
  const profilePending = user !== null && user.userDocSource === null;
  useEffect(() => {
    // The mirror's code (its views of every domain, its engine) is not needed to paint the
    // first screen from the device, and the mirror waits for that paint anyway: it loads
    // after it. Calls keep their order (one promise chain per call, one module). Its code not
    // stored yet and the signal gone (a new phone's first visit), it is asked for again once
    // back online; a call overtaken meanwhile (the person or their access changed) is dropped,
    // so a late answer cannot undo a later call's.
    let overtaken = false;
    const drop = () => {
      overtaken = true;
    };
    const mirror = afterFirstScreen()
      .then(() => loadedOnceReachable(() => import('./mirrorClient')))
      .then((client) => (overtaken ? new Promise<never>(() => undefined) : client));
    if (serverSaysNoAccess) {
      void mirror
        .then(({ forgetMirror }) => forgetMirror())
        .catch((error: unknown) => reportProblem('mirror', error, 'forgetting'));
      return drop;
    }
    const viewer =
      uid && kioskFor
        ? { uid, kioskFor }
        : uid && role && active
          ? { uid, role, dealerships: dealerships ? dealerships.split(',') : [] }
          : null;
    // Who it is, but not yet what they may read: the worker gets ready meanwhile.
    if (!viewer && uid && profilePending) {
      void mirror
        .then(({ prepareMirror }) => prepareMirror(uid))
        .catch((error: unknown) => reportProblem('mirror', error, 'starting'));
      return drop;
    }
    void mirror
      .then(({ syncMirror }) => syncMirror(viewer))
      .catch((error: unknown) => reportProblem('mirror', error, 'starting'));
    return drop;
  }, [uid, role, active, dealerships, kioskFor, serverSaysNoAccess, profilePending]);
}
