/**
 * The language a person reads the app in, and the catalogues behind it. English is in the
 * entry; Spanish is its own chunk, loaded when chosen (and precached by the service worker,
 * so it works offline). The choice is a device flag that survives sign-out; signed in, it
 * is also saved to the person's user document, so it follows them to a new phone: the
 * later choice wins (`chosenAt`).
 */
import { use, useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../config/constants';
import { isLanguage, LANGUAGES, type Language } from '../config/languages';
import { readFlag, writeFlag } from '../lib/localFlags';
import type { AreaKeys, TextArea } from './area';
import { fill, type LocaleRules, type Message, type Params } from './catalogue';
import { en } from './en';

export { LANGUAGES, type Language };
/** Each language's own name, as the switch shows it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };
/** The Intl locale of each language: US English, and Spanish as written in the US. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export type MessageKey = keyof typeof en;
export type Catalogue = { readonly [Key in MessageKey]: Message };
export type Translate<Key extends string = MessageKey> = (key: Key, params?: Params) => string;

/** A choice of language and when it was made (null: taken from the device's language, never chosen). */
export interface LanguageChoice {
  language: Language;
  chosenAt: string | null;
}

/** The device's language: `es*` → Spanish, anything else → English. */
export function deviceLanguage(languages: readonly string[]): Language {
  return /^es\b/i.test(languages[0] ?? '') ? 'es' : 'en';
}

function storedChoice(): LanguageChoice | null {
  try {
    const parsed = JSON.parse(readFlag(LOCAL_KEYS.language) ?? 'null') as Partial<LanguageChoice> | null;
    if (!parsed || !isLanguage(parsed.language)) return null;
    return {
      language: parsed.language,
      chosenAt: typeof parsed.chosenAt === 'string' ? parsed.chosenAt : null,
    };
  } catch {
    return null;
  }
}

const browserLanguages = () =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages.length > 0
      ? navigator.languages
      : [navigator.language];

let choice: LanguageChoice = storedChoice() ?? {
  language: deviceLanguage(browserLanguages()),
  chosenAt: null,
};
const catalogues: Partial<Record<Language, Catalogue>> = { en };
const listeners = new Set<() => void>();

/** A language's catalogue, fetched once (Spanish is its own chunk). */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const loaded = catalogues[language];
  if (loaded) return Promise.resolve(loaded);
  return import('./es').then(({ es }) => (catalogues.es = es));
}

function apply(next: LanguageChoice): void {
  choice = next;
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_OF[next.language];
  for (const listener of listeners) listener();
}

/** Loads the language the app opens in; the first screen waits for it (src/main.tsx). */
export async function startLanguage(): Promise<void> {
  const start = choice;
  await loadCatalogue(start.language).catch(() => {
    // The Spanish chunk could not load (offline, never cached): English, until it can.
    start.language = 'en';
  });
  apply(start);
}

/** The person picks a language: shown at once, kept on this device. */
export async function chooseLanguage(language: Language, chosenAt = new Date().toISOString()): Promise<void> {
  await loadCatalogue(language);
  writeFlag(LOCAL_KEYS.language, JSON.stringify({ language, chosenAt }));
  apply({ language, chosenAt });
}

/** A choice saved with the person's account: adopted when it is later than this device's. */
export async function adoptAccountLanguage(account: LanguageChoice): Promise<void> {
  if (account.chosenAt === null || account.language === choice.language) return;
  if (choice.chosenAt !== null && choice.chosenAt >= account.chosenAt) return;
  await chooseLanguage(account.language, account.chosenAt);
}

export function currentLanguage(): LanguageChoice {
  return choice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The device's choice (language and when), for saving it with the person's account. */
export function useLanguageChoice(): LanguageChoice {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => choice,
  );
}

export function useLanguage(): Language {
  return useSyncExternalStore(
    subscribe,
    () => choice.language,
    () => choice.language,
  );
}

const rulesByLanguage = new Map<Language, LocaleRules>();
/** Plural rules and number format of a language, each built once, when first used (the sign-in form uses neither). */
export function localeRules(language: Language): LocaleRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    const locale = LOCALE_OF[language];
    // src/utils/builtOnFirstUse.ts's pattern, written out: imported here it became a chunk
    // of the sign-in page's own, +30 B of its first paint (tests/e2e/bundleSize.spec.ts).
    let plural: Intl.PluralRules | undefined;
    let number: Intl.NumberFormat | undefined;
    rules = {
      plural: () => (plural ??= new Intl.PluralRules(locale)),
      number: () => (number ??= new Intl.NumberFormat(locale)),
    };
    rulesByLanguage.set(language, rules);
  }
  return rules;
}

/** Each area's Spanish, once loaded (a failed load keeps its English, and says so). */
const spanishAreas = new Map<string, Readonly<Record<string, Message>>>();
const loadingAreas = new Map<string, Promise<void>>();

/** Fetches an area's Spanish once; every caller gets the same promise (React's `use` needs that). */
export function loadArea(area: TextArea): Promise<void> {
  let loading = loadingAreas.get(area.id);
  if (!loading) {
    loading = area.loadSpanish().then(
      ({ default: spanish }) => void spanishAreas.set(area.id, spanish),
      (error: unknown) => {
        // Offline and never cached: the area reads in English until it can load.
        loadingAreas.delete(area.id);
        console.warn(`Spanish texts of ${area.id} could not load`, error);
        spanishAreas.set(area.id, area.english);
      },
    );
    loadingAreas.set(area.id, loading);
  }
  return loading;
}

const translators = new Map<string, Translate<string>>();
/** A translator over the core catalogue and `areas`, in `language` (built once each). */
export function translatorFor<const Areas extends readonly TextArea[] = []>(
  language: Language,
  ...areas: Areas
): Translate<MessageKey | AreaKeys<Areas>> {
  const cacheKey = [language, ...areas.map((area) => area.id)].join(' ');
  const cached = translators.get(cacheKey);
  if (cached) return cached;
  const core = catalogues[language] ?? en;
  const parts = areas.map((area) => (language === 'en' ? area.english : spanishAreas.get(area.id)));
  const complete = catalogues[language] !== undefined && parts.every((part) => part !== undefined);
  const messages = new Map<string, Message>(Object.entries(core));
  areas.forEach((area, index) => {
    for (const [key, message] of Object.entries(parts[index] ?? area.english)) messages.set(key, message);
  });
  const rules = localeRules(language);
  const translate: Translate<string> = (key, params) => fill(messages.get(key) ?? key, params, rules);
  if (complete) translators.set(cacheKey, translate);
  return translate;
}

/** Text in the current language, outside React (messages reported from the data layer). */
export const t: Translate = (key, params) => translatorFor(choice.language)(key, params);

/**
 * Text in the person's language, from the core catalogue and the screen's `areas`; the
 * component draws again when they switch. In Spanish, an area not loaded yet suspends the
 * screen (its route shows 'Loading…') until its chunk has arrived.
 */
export function useT<const Areas extends readonly TextArea[] = []>(
  ...areas: Areas
): Translate<MessageKey | AreaKeys<Areas>> {
  const language = useLanguage();
  if (language !== 'en') for (const area of areas) if (!spanishAreas.has(area.id)) use(loadArea(area));
  return translatorFor(language, ...areas);
}
