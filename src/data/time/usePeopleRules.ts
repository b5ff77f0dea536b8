import { useMemo } from 'react';
import { isClockingRole } from '../../config/roles';
import type { Mirrored } from '../db';
import type { Dealership } from '../model';
import { useMembers } from '../users/people';
import { peopleRules, timeRulesOf } from './timesheet';

/**
 * The business's clock rules, the people who clock, and each one's own rules (from their
 * dealerships). `rulesOf` is null until the people are read: everyone counted by the
 * business's usual rules meanwhile would be figures shown (and a payroll file exportable)
 * for a moment with a dealership's own overtime rule left out, then changed.
 */
export function usePeopleRules(dealerships: readonly Mirrored<Dealership>[] | undefined) {
  const people = useMembers(isClockingRole);
  const rules = useMemo(() => timeRulesOf(dealerships ?? [], []), [dealerships]);
  const rulesOf = useMemo(
    () => (dealerships && people ? peopleRules(dealerships, people) : null),
    [dealerships, people],
  );
  return { people, rules, rulesOf };
}
