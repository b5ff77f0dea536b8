import { APP_TEXTS } from '../../config/texts';
import { signOutUser } from '../../data/auth';
import { Button } from '../../ui/Button';

export function SignOutButton() {
  return (
    <Button variant="secondary" onClick={() => void signOutUser()}>
      {APP_TEXTS.signOut}
    </Button>
  );
}
