import { PATHS } from '../../config/paths';
import type { Session } from '../../data/session';
import { fallbackScreen, homeOf } from './landing';

/**
 * The spec sends every user it cannot place to "/"; design/product.md says what "/"
 * then shows. The two waiting screens have paths of their own, so "/" forwards there.
 */
export function fallbackPath(session: Session): string {
  switch (fallbackScreen(session)) {
    case 'awaitRole':
      return PATHS.awaitRole;
    case 'awaitDealershipAssignment':
      return PATHS.awaitDealershipAssignment;
    case 'home':
      return session.status === 'signedIn' ? homeOf(session.userDoc) : PATHS.signIn;
    default:
      return PATHS.signIn;
  }
}
