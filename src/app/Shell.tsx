import type { ReactNode } from 'react';
import { useLandingRedirect } from './useLandingRedirect';

/** Everything every screen has around it. Banners and modals arrive with the offline core. */
export function Shell({ children }: { children: ReactNode }) {
  useLandingRedirect();
  return <>{children}</>;
}
