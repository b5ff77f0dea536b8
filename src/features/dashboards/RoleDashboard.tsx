import type { ReactNode } from 'react';
import { ROLE_LABELS } from '../../config/roles';
import { useSession } from '../../data/useSession';
import { Page } from '../../ui/Page';

/** A role's home. Queues, clocks and numbers arrive with their features. */
export function RoleDashboard({ title, actions }: { title: string; actions?: ReactNode }) {
  const session = useSession();
  const who =
    session.status === 'signedIn'
      ? `${session.userDoc?.displayName ?? session.email ?? 'Signed in'}${
          session.userDoc?.role ? ` · ${ROLE_LABELS[session.userDoc.role]}` : ''
        }`
      : undefined;
  return <Page title={title} subtitle={who} actions={actions} />;
}
