import { setLanguage } from '../data/users';
import { useEffect } from 'react';
import { useSession } from '../data/useSession';
import { adoptAccountLanguage, useLanguageChoice } from '../i18n';
import { reportError } from '../lib/errorReporting';

/**
 * The language follows the person: the later of this device's choice and the one saved
 * with their account wins. A later account choice (made on another phone) is adopted
 * here; a later device choice (made on this phone, signed in or on the sign-in page) is
 * saved to the account, queued like any write.
 */
export function useAccountLanguage(): void {
  const session = useSession();
  const device = useLanguageChoice();
  const doc = session.status === 'signedIn' && session.userDocSource !== null ? session.userDoc : null;
  const accountLanguage = doc?.language;
  const accountChosenAt = doc?.languageChosenAt;
  const known = doc !== null;
  useEffect(() => {
    if (!known) return;
    const account =
      accountLanguage && accountChosenAt ? { language: accountLanguage, chosenAt: accountChosenAt } : null;
    if (account && (device.chosenAt === null || account.chosenAt > device.chosenAt)) {
      void adoptAccountLanguage(account);
    } else if (device.chosenAt !== null && (!account || device.chosenAt > account.chosenAt)) {
      setLanguage({ language: device.language, languageChosenAt: device.chosenAt }).catch(reportError);
    }
  }, [known, accountLanguage, accountChosenAt, device]);
}
