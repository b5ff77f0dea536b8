import { PeopleManager } from './PeopleManager';

/** /dealership-users (issue #20): a dealership manager's minor user management. */
export function DealershipUsersPage() {
  return <PeopleManager scope="manager" />;
}
