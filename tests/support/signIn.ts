import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { EMULATOR_HOSTS } from '../../scripts/emulators/suite.mjs';
import { LOCAL_KEYS } from '../../src/config/constants';
import { APP_TEXTS } from '../../src/config/texts';
import { PREVIEW_URL } from '../../playwright.config';
import { ASK_THE_PAGE_OFTEN } from './app';

/** The emulator build's web API key (.env.emulator), part of the key Firebase Auth stores its user under. */
const API_KEY = 'demo-api-key';

/**
 * A storage state with IndexedDB, as `context.storageState({ indexedDB: true })` makes it
 * and `setStorageState` takes it; Playwright's published types leave the IndexedDB part out.
 */
interface StorageState {
  cookies: [];
  origins: {
    origin: string;
    localStorage: { name: string; value: string }[];
    indexedDB: {
      name: string;
      version: number;
      stores: {
        name: string;
        autoIncrement: boolean;
        keyPath: string;
        records: { value: unknown }[];
        indexes: [];
      }[];
    }[];
  }[];
}

/**
 * Signed-in states made in this worker, by email and password: each account signs in once
 * per run and every later test reuses it (the Auth emulator's tokens last an hour, and
 * the app refreshes them itself as a phone would).
 */
const signedInStates = new Map<string, Promise<StorageState>>();

/**
 * What a phone on which `email` has signed in keeps: Firebase Auth's user record in its
 * IndexedDB database (as firebase/auth 12's indexedDBLocalPersistence writes it) and the
 * app's "someone was signed in" flag. The tokens come from the Auth emulator's REST API,
 * the same call the sign-in form makes, so no form is filled for a test that is not about it.
 */
async function signedInState(email: string, password: string): Promise<StorageState> {
  const response = await fetch(
    `http://${EMULATOR_HOSTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as {
    localId: string;
    email: string;
    displayName?: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
    error?: { message: string };
  };
  if (!response.ok) throw new Error(`The Auth emulator refused ${email}: ${answer.error?.message}`);
  const now = Date.now();
  const key = `firebase:authUser:${API_KEY}:[DEFAULT]`;
  const user = {
    uid: answer.localId,
    email: answer.email,
    emailVerified: false,
    displayName: answer.displayName ?? null,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: answer.email,
        displayName: answer.displayName ?? null,
        email: answer.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: answer.refreshToken,
      accessToken: answer.idToken,
      expirationTime: now + Number(answer.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(PREVIEW_URL).origin,
        localStorage: [{ name: LOCAL_KEYS.signedInUser, value: answer.localId }],
        indexedDB: [
          {
            name: 'firebaseLocalStorageDb',
            version: 1,
            stores: [
              {
                name: 'firebaseLocalStorage',
                autoIncrement: false,
                keyPath: 'fbase_key',
                records: [{ value: { fbase_key: key, value: user } }],
                indexes: [],
              },
            ],
          },
        ],
      },
    ],
  };
}

/**
 * Signs `email` in and opens `path` (default "/", where landing sends the person home).
 * A fresh page in a fresh context (a new phone) is given the account's signed-in state
 * and starts on the screen it tests: one app start, no form. A context already in use
 * (another tab, a phone that signed someone out) keeps its data and signs in through the
 * form, as a person would. The form itself is tested in sign-in.spec.ts and spanish.spec.ts.
 */
export async function signIn(page: Page, email: string, password: string, path = '/'): Promise<void> {
  const context = page.context();
  const freshPhone = page.url() === 'about:blank' && context.pages().length === 1;
  if (!freshPhone) {
    await signInThroughForm(page, email, password);
    if (path !== '/') {
      // Landing has moved the person on from the form: signed in, so the path opens as theirs.
      await expect.poll(() => new URL(page.url()).pathname, ASK_THE_PAGE_OFTEN).not.toBe('/');
      await page.goto(path);
    }
    return;
  }
  await giveSignedInState(context, email, password);
  await page.goto(path);
}

/** Puts `email`'s signed-in state into `context`, as on a phone where they signed in before. */
async function giveSignedInState(context: BrowserContext, email: string, password: string): Promise<void> {
  const cacheKey = `${email}\n${password}`;
  let state = signedInStates.get(cacheKey);
  if (!state) {
    state = signedInState(email, password);
    signedInStates.set(cacheKey, state);
    state.catch(() => signedInStates.delete(cacheKey));
  }
  await context.setStorageState(await state);
}

/** Fills and submits the sign-in form at "/". */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel(APP_TEXTS.signIn.email).fill(email);
  await page.getByLabel(APP_TEXTS.signIn.password).fill(password);
  await page.getByRole('button', { name: APP_TEXTS.signIn.submit }).click();
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, ASK_THE_PAGE_OFTEN).toBe(path);
}

/** Signs in the demo employee, who lands on their dashboard and is asked once to update their installed app (spec §4): answered. */
export async function signInDemoEmployee(page: Page): Promise<void> {
  await signIn(page, demoAccount('employee').email, DEMO_PASSWORD);
  await expectPath(page, '/employeeDashboard');
  await page
    .getByRole('dialog', { name: 'Update your Lotcrew app' })
    .getByRole('button', { name: 'Got it' })
    .click();
}

/**
 * A first visit's browser context, as `inFirstVisit` describes it, for the caller to close:
 * what several tests share when each weighs what a new page of the same visit loads.
 */
export async function firstVisitContext(
  browser: Browser,
  signedInAs?: { account: string; home: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (signedInAs) {
    const page = await context.newPage();
    await signIn(page, demoAccount(signedInAs.account).email, DEMO_PASSWORD);
    await expectPath(page, signedInAs.home);
    await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
    await page.close();
  }
  return context;
}

/**
 * Runs `visit` in a first visit's browser context: nothing stored but, with `signedInAs`,
 * that demo account's sign-in and the copy of their data its first visit kept (made in a
 * page of its own, landed on `home` and left once the copy has heard from the server, so
 * no page is left starting while the visit runs). The service worker is blocked, so every
 * script a page asks for is seen (its precache would serve them out of sight). The
 * context is closed afterwards.
 */
export async function inFirstVisit<T>(
  browser: Browser,
  visit: (context: BrowserContext) => Promise<T>,
  signedInAs?: { account: string; home: string },
): Promise<T> {
  const context = await firstVisitContext(browser, signedInAs);
  try {
    return await visit(context);
  } finally {
    await context.close();
  }
}
