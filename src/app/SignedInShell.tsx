import { SyncIndicator } from '../features/connectivity/SyncIndicator';
import { ProblemNotice } from '../features/problems/ProblemNotice';
import { useMirrorSync } from '../data/mirror';
import { UserPrompts } from './UserPrompts';

/**
 * The parts of the shell that only a signed-in person has: the read mirror, the sync
 * indicator, notices of failures and the per-person modals. Loaded when someone is signed in, so the sign-in
 * page downloads neither Dexie nor these screens' code.
 */
export function SignedInShell({ consentRequests }: { consentRequests: number }) {
  useMirrorSync();
  return (
    <>
      <SyncIndicator />
      <ProblemNotice />
      <UserPrompts consentRequests={consentRequests} />
    </>
  );
}
