// The data layer's composition root: a signed-in person's writes have their session (src/data/port.ts).
import '../data/compose';
import { useMirrorSync } from '../data/mirror';
import { useProblems } from '../data/problems';
import { SyncIndicator } from '../features/connectivity/SyncIndicator';
import { useAccountLanguage } from './accountLanguage';
import { UserPrompts } from './UserPrompts';
import { lazyPart, NothingMissing } from '../ui/lazyPart';

/** Loaded only once something has gone wrong. */
const ProblemNotice = lazyPart(
  () =>
    import('../features/problems/ProblemNotice').then(({ ProblemNotice: notice }) => ({ default: notice })),
  NothingMissing,
);

/**
 * The parts of the shell that only a signed-in person has: the read mirror, the sync
 * indicator, notices of failures and the per-person modals. Loaded when someone is signed
 * in, so the sign-in page downloads neither Dexie nor these screens' code.
 */
export function SignedInShell({ consentRequests }: { consentRequests: number }) {
  useMirrorSync();
  useAccountLanguage();
  const problems = useProblems();
  return (
    <>
      <SyncIndicator />
      {problems.length > 0 ? <ProblemNotice /> : null}
      <UserPrompts consentRequests={consentRequests} />
    </>
  );
}
