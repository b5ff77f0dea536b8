import { dismissProblems, useProblems } from '../../data/problems';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

export const PROBLEM_TEXTS = {
  startup:
    'Part of the app did not start: changes you make may not be sent. Reload to start it again; nothing saved on this phone is lost.',
  mirror:
    'Some of your data could not be refreshed from the server, so what you see may be out of date. Reload to try again; nothing saved on this phone is lost.',
  reload: 'Reload',
  dismiss: 'Dismiss',
} as const;

/**
 * Failures the person would not otherwise notice, said where they can act on them.
 * Refused writes are the sync indicator's (they can be retried or discarded there).
 */
export function ProblemNotice() {
  const problems = useProblems().filter((problem) => problem.area !== 'refusedWrite');
  if (problems.length === 0) return null;
  const text = problems.some((problem) => problem.area === 'startup')
    ? PROBLEM_TEXTS.startup
    : PROBLEM_TEXTS.mirror;
  return (
    <div className="problem-notice" data-testid="problem-notice">
      <Alert kind="warning">
        <p>{text}</p>
        <div className="modal-actions">
          <Button variant="secondary" onClick={dismissProblems}>
            {PROBLEM_TEXTS.dismiss}
          </Button>
          <Button onClick={() => window.location.reload()}>{PROBLEM_TEXTS.reload}</Button>
        </div>
      </Alert>
    </div>
  );
}
