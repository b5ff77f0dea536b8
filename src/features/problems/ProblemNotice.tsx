import { dismissProblems, useProblems } from '../../data/problems';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n';
import { PROBLEM_TEXTS } from '../../i18n/areas/problems';

/**
 * Failures the person would not otherwise notice, said where they can act on them.
 * Refused writes are the sync indicator's (they can be retried or discarded there).
 */
export function ProblemNotice() {
  const problems = useProblems().filter((problem) => problem.area !== 'refusedWrite');
  const t = useT(PROBLEM_TEXTS);
  if (problems.length === 0) return null;
  const text = t(
    problems.some((problem) => problem.area === 'startup') ? 'problems.startup' : 'problems.mirror',
  );
  return (
    <div className="problem-notice" data-testid="problem-notice">
      <Alert kind="warning">
        <p>{text}</p>
        <div className="modal-actions">
          <Button variant="secondary" onClick={dismissProblems}>
            {t('problems.dismiss')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('problems.reload')}</Button>
        </div>
      </Alert>
    </div>
  );
}
