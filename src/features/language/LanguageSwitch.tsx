import { useState } from 'react';
import { chooseLanguage, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT, type Language } from '../../i18n';

/**
 * English or Spanish, on every screen (the sign-in page included): the choice shows at
 * once, is kept on this device through sign-out, and is saved with the person's account
 * when signed in (src/app/accountLanguage.ts). Each language is named in itself. Spanish
 * is its own chunk: with no signal before the phone stored it, the switch stays where it
 * was and says why, instead of failing silently.
 */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const [unavailable, setUnavailable] = useState<Language | null>(null);
  const choose = (next: Language) => {
    chooseLanguage(next).then(
      () => setUnavailable(null),
      () => setUnavailable(next),
    );
  };
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('common.language')}</span>
      <select
        value={language}
        data-testid="language-switch"
        onChange={(event) => choose(event.target.value as Language)}
      >
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
      {unavailable ? (
        <span role="status" className="language-note">
          {t('common.languageUnavailable', { language: LANGUAGE_NAMES[unavailable] })}
        </span>
      ) : null}
    </label>
  );
}
