import { Page } from '../../ui/Page';
import { SignOutButton } from './SignOutButton';

/**
 * A screen for a signed-in person the app cannot place yet. It says what is missing and
 * who can fix it; it moves on by itself, because the user document is watched live and
 * every change re-runs the landing rules.
 */
export function WaitingScreen({
  title,
  missing,
  whoCanFix,
}: {
  title: string;
  missing: string;
  whoCanFix: string;
}) {
  return (
    <Page title={title} actions={<SignOutButton />}>
      <div className="card stack">
        <p>{missing}</p>
        <p>{whoCanFix}</p>
        <p className="page-subtitle">This page moves on by itself as soon as that is done.</p>
      </div>
    </Page>
  );
}
