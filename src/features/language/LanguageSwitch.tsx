import { chooseLanguage, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT, type Language } from '../../i18n';

/**
 * English or Spanish, on every screen (the sign-in page included): the choice shows at
 * once, is kept on this device through sign-out, and is saved with the person's account
 * when signed in (src/app/accountLanguage.ts). Each language is named in itself.
 */
export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('common.language')}</span>
      <select
        value={language}
        data-testid="language-switch"
        onChange={(event) => void chooseLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
    </label>
  );
}
