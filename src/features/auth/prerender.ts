/**
 * The sign-in page drawn before any script (issue #33, the sign-in page's largest paint):
 * the build writes it into index.html (scripts/build/prerenderSignIn.ts), and the startup
 * script shows it only to someone signed out opening "/" in English (the app would draw
 * exactly that). Until React's own form is on screen, it stands in for it: React's root is
 * hidden meanwhile, and what was typed into it, and where, carries over. It cannot send
 * anything: its button is disabled (drawn as enabled), so neither a tap nor Enter submits it
 * (a form submitted before the app ran would put the password in the address).
 */
import { LANGUAGE_NAMES } from '../../i18n/language';
import { LANGUAGES } from '../../config/languages';
import { en } from '../../i18n/en';

/** The prerendered page's element, and the class on <html> that shows it (and hides React's root). */
export const PRERENDER_ID = 'prerendered-sign-in';
export const PRERENDER_SHOWN_CLASS = 'prerender-sign-in';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page as React draws it for someone signed out at "/" (Shell, LanguageSwitch, SignInForm), in English. */
export function signInPrerender(): string {
  const options = LANGUAGES.map(
    (language) =>
      `<option value="${language}" lang="${language}">${escape(LANGUAGE_NAMES[language])}</option>`,
  ).join('');
  return [
    `<div id="${PRERENDER_ID}">`,
    `<label class="language-switch"><span class="visually-hidden">${escape(en['common.language'])}</span>`,
    `<select>${options}</select></label>`,
    `<form class="card auth-card" novalidate>`,
    `<h1>${escape(en['signIn.title'])}</h1>`,
    `<p class="page-subtitle">${escape(en['signIn.subtitle'])}</p>`,
    `<div class="field"><label for="${PRERENDER_ID}-email">${escape(en['signIn.email'])}</label>`,
    `<input id="${PRERENDER_ID}-email" autocomplete="username" inputmode="email" type="email" name="email"></div>`,
    `<div class="field"><label for="${PRERENDER_ID}-password">${escape(en['signIn.password'])}</label>`,
    `<input id="${PRERENDER_ID}-password" autocomplete="current-password" type="password" name="password"></div>`,
    `<button type="submit" class="button button-primary" disabled>${escape(en['signIn.submit'])}</button>`,
    `</form>`,
    `</div>`,
  ].join('');
}

/** What was typed into the prerendered form, and which field had the focus. */
export interface TypedBeforeApp {
  email: string;
  password: string;
  focused: 'email' | 'password' | null;
}

function prerenderShown(): boolean {
  return document.documentElement.classList.contains(PRERENDER_SHOWN_CLASS);
}

/** What the person typed into the prerendered form, if it is on screen (read as React's form first draws). */
export function typedBeforeApp(): TypedBeforeApp | null {
  if (!prerenderShown()) return null;
  const field = (name: 'email' | 'password') =>
    document.getElementById(`${PRERENDER_ID}-${name}`) as HTMLInputElement | null;
  const active = document.activeElement;
  return {
    email: field('email')?.value ?? '',
    password: field('password')?.value ?? '',
    focused: active === field('email') ? 'email' : active === field('password') ? 'password' : null,
  };
}

/**
 * Takes the prerendered page away and shows React's root: called as React's sign-in form is
 * committed (before the browser paints it), and by the app once its first screen is up,
 * whatever it is, so React's root can never stay hidden.
 */
export function dropPrerender(): void {
  document.getElementById(PRERENDER_ID)?.remove();
  document.documentElement.classList.remove(PRERENDER_SHOWN_CLASS);
}
