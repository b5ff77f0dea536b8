import { PeopleManager } from './PeopleManager';

/** /users (issue #20): the owner's and admins' user management. */
export function UsersPage() {
  return <PeopleManager scope="office" />;
}
