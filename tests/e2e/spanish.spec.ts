/**
 * Issue #15: a crew member whose phone is in Spanish works in Spanish, finds no English
 * text of the translated screens, can switch to English (the spec's texts verbatim), and
 * keeps the choice through a reload with no signal; signed in, it is saved to their account.
 * The owner and a salesperson find every screen their navigation offers in Spanish.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEALERSHIP_2, DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { SPEC_TEXTS } from '../../src/config/texts';
import type { TextArea } from '../../src/i18n/area';
import type { Message } from '../../src/i18n/catalogue';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { BACKUP_TEXTS } from '../../src/i18n/areas/backup';
import { CLAIM_TEXTS } from '../../src/i18n/areas/claim';
import { EMPLOYEE_TEXTS } from '../../src/i18n/areas/employees';
import { FINANCE_TEXTS } from '../../src/i18n/areas/finance';
import { INVOICE_TEXTS } from '../../src/i18n/areas/invoices';
import { REPORT_TEXTS } from '../../src/i18n/areas/reports';
import { SUPPLY_TEXTS } from '../../src/i18n/areas/supplies';
import { WASH_TEXTS } from '../../src/i18n/areas/washes';
import { CONSENT_TEXTS } from '../../src/i18n/areas/consent';
import { DASHBOARD_TEXTS } from '../../src/i18n/areas/dashboards';
import { DEALERSHIP_TEXTS } from '../../src/i18n/areas/dealerships';
import { TICKET_TEXTS } from '../../src/i18n/areas/tickets';
import { TIME_TEXTS } from '../../src/i18n/areas/time';
import { WORK_TEXTS } from '../../src/i18n/areas/work';
import { NAV_TEXTS } from '../../src/i18n/areas/navigation';
import NAV_SPANISH from '../../src/i18n/areas/navigation.es';
import { PHONE_TEXTS } from '../../src/i18n/areas/phone';
import { PROBLEM_TEXTS } from '../../src/i18n/areas/problems';
import { PROMPT_TEXTS } from '../../src/i18n/areas/prompts';
import { REFUSED_TEXTS } from '../../src/i18n/areas/refused';
import { SYNC_TEXTS } from '../../src/i18n/areas/sync';
import { FieldValue } from 'firebase-admin/firestore';
import {
  onlineTest,
  pendingWrites,
  queueWashes,
  waitForServiceWorker,
  waitForTestHooks,
} from '../support/app';
import { navDestinations, openFromNav } from '../support/navigation';
import { cutNetwork, restoreNetwork } from '../support/network';
import { adminFirestore, twinOf } from '../support/admin';
import { expectPath } from '../support/signIn';

test.use({ locale: 'es-US', viewport: { width: 390, height: 844 } });

/** English texts a Spanish screen must not show: whole sentences and labels of two words or more. */
async function englishOnlyTexts(): Promise<string[]> {
  const pairs: [Message, Message][] = Object.entries(en).map(([key, text]) => [
    text,
    es[key as keyof typeof es],
  ]);
  const areas = [
    WORK_TEXTS,
    DASHBOARD_TEXTS,
    TICKET_TEXTS,
    NAV_TEXTS,
    SYNC_TEXTS,
    PROBLEM_TEXTS,
    TIME_TEXTS,
    DEALERSHIP_TEXTS,
    BACKUP_TEXTS,
    CONSENT_TEXTS,
    PROMPT_TEXTS,
    PHONE_TEXTS,
    REFUSED_TEXTS,
    CLAIM_TEXTS,
    SUPPLY_TEXTS,
    WASH_TEXTS,
    INVOICE_TEXTS,
    REPORT_TEXTS,
    EMPLOYEE_TEXTS,
    FINANCE_TEXTS,
  ] as TextArea[];
  for (const area of areas) {
    const spanish = new Map<string, Message>(Object.entries((await area.loadSpanish()).default));
    for (const [key, text] of Object.entries(area.english)) pairs.push([text, spanish.get(key) ?? '']);
  }
  return pairs
    .filter((pair): pair is [string, string] => typeof pair[0] === 'string')
    .filter(([english, spanish]) => english !== spanish && !english.includes('{') && english.includes(' '))
    .map(([english]) => english);
}

async function expectNoEnglish(page: Page, where: string, english: readonly string[]) {
  await expect(page.getByText(es['spec.loading'])).toHaveCount(0);
  const shown = await page.locator('body').innerText();
  expect(
    english.filter((text) => shown.includes(text)),
    where,
  ).toEqual([]);
}

/** Every place the navigation offers (bar, rail and More alike), each checked for English. */
async function walkEveryScreen(
  page: Page,
  english: readonly string[],
  alsoOn: Record<string, () => Promise<void>> = {},
): Promise<string[]> {
  const destinations = await navDestinations(page);
  for (const path of destinations) {
    // From the navigation, as a person goes: one start-up for the whole walk.
    await openFromNav(page, path, NAV_SPANISH['nav.more']);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, path, english);
    await alsoOn[path]?.();
  }
  return destinations;
}

/** A twin of a demo account that has chosen no language: the phone's decides. */
async function twinWithoutLanguage(account: string): Promise<{ uid: string; email: string }> {
  const me = await twinOf(demoAccount(account), DEMO_PASSWORD);
  await adminFirestore().doc(`users/${me.uid}`).update({ language: FieldValue.delete() });
  return me;
}

async function signInInSpanish(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel(es['signIn.email']).fill(email);
  await page.getByLabel(es['signIn.password']).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: es['signIn.submit'] }).click();
}

onlineTest('the owner on a Spanish phone finds every screen they reach in Spanish', async ({ page }) => {
  test.slow(
    true,
    'signs in through the Spanish form and reads every screen the owner reaches for English left over',
  );
  const english = await englishOnlyTexts();
  const me = await twinWithoutLanguage('owner');
  await signInInSpanish(page, me.email);
  await expectPath(page, '/ownerDashboard');
  await expect(page.getByTestId('freshness')).toHaveText(/Actualizado|Sin conexión/);
  await expectNoEnglish(page, '/ownerDashboard', english);
  const visited = await walkEveryScreen(page, english, {
    // The dealership form, open, with its errors.
    '/dealerships': async () => {
      await page.getByRole('button', { name: 'Agregar un concesionario' }).click();
      await page.getByRole('button', { name: 'Guardar el concesionario' }).click();
      await expect(page.getByText('Algunos campos necesitan revisión: están marcados abajo.')).toBeVisible();
      await expectNoEnglish(page, '/dealerships, its form with its errors', english);
    },
  });
  expect(visited).toEqual(
    expect.arrayContaining([
      '/time',
      '/timesheets',
      '/dealerships',
      '/tickets',
      '/supplies',
      '/wash-reports',
      '/supplier/invoices',
      '/reports/daily',
      '/employees',
      '/finance',
      '/labor',
    ]),
  );
});

onlineTest('a change the server refuses is named, and its reason given, in Spanish', async ({ page }) => {
  const me = await twinWithoutLanguage('lotprep');
  await signInInSpanish(page, me.email);
  await expectPath(page, '/lotPrepDashboard');
  await waitForTestHooks(page);
  // Lot-prep crews do not log washes: the rules refuse it.
  const reference = `RECHAZO${Date.now()}`;
  await queueWashes(page, reference, 1, DEALERSHIP_2);
  const indicator = page.getByTestId('sync-indicator');
  await expect(indicator).toHaveText('1 cambio rechazado por el servidor');
  await indicator.click();
  const refused = page.getByRole('list', { name: 'Cambios rechazados' }).getByRole('alert');
  await expect(refused).toContainText(`Lavado ${reference}`);
  await expect(refused).toContainText(
    'El servidor rechazó este cambio: su cuenta no tiene permiso para hacerlo.',
  );
  await expectNoEnglish(page, 'the refused changes', await englishOnlyTexts());
  expect(await pendingWrites(page)).toBe(0);
  await refused.getByRole('button', { name: 'Descartar' }).click();
  await expect(refused).toHaveCount(0);
});

test('a lot-prep crew member on a Spanish phone works in Spanish, switches, and keeps the choice offline', async ({
  page,
  context,
}) => {
  const english = await englishOnlyTexts();
  // A twin of the lot-prep demo account: the language saved with it follows no other test.
  const me = await twinOf(demoAccount('lotprep'), DEMO_PASSWORD);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: es['signIn.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await page.getByRole('button', { name: es['signIn.submit'] }).click();
  await expect(page.getByText(es['signIn.emailMissing'])).toBeVisible();
  await expectNoEnglish(page, '/ with its validation messages', english);

  await page.getByLabel(es['signIn.email']).fill(me.email);
  await page.getByLabel(es['signIn.password']).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: es['signIn.submit'] }).click();
  await expectPath(page, '/lotPrepDashboard');
  await expect(page.getByRole('heading', { name: 'Panel de preparación de lote' })).toBeVisible();
  await expect(page.getByTestId('freshness')).toHaveText(/Actualizado|Sin conexión/);
  await expectNoEnglish(page, '/lotPrepDashboard', english);
  // Every place a crew member's navigation offers.
  const crewScreens = await walkEveryScreen(page, english);
  expect(crewScreens).toEqual(expect.arrayContaining(['/tickets', '/time', '/supplies', '/stock-search']));

  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'Boletas' })).toBeVisible();
  await expectNoEnglish(page, '/tickets', english);
  // On a phone the filters wait behind their button.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await expect(page.getByRole('form', { name: 'Filtros' })).toBeVisible();
  await expectNoEnglish(page, '/tickets with its filters open', english);
  await page.getByRole('list', { name: 'Boletas' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ticket\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
  await expectNoEnglish(page, '/ticket/:id', english);

  // English: the spec's texts, verbatim.
  await page.getByTestId('language-switch').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(SPEC_TEXTS.banner.offline)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(SPEC_TEXTS.banner.offline)).toHaveCount(0);

  // Back to Spanish with no signal: kept on the phone through a reload offline (the queued
  // save of the choice must not hide the profile), then saved with the account.
  await page.goto('/lotPrepDashboard');
  await expect(
    page.getByRole('heading', { name: DASHBOARD_TEXTS.english['dashboards.title.lotPrep'] }),
  ).toBeVisible();
  // The app is installed (its service worker holds every chunk, Spanish included) before
  // the signal goes; a phone without it is the next test.
  await waitForServiceWorker(page);
  await cutNetwork(context);
  await page.getByTestId('language-switch').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Panel de preparación de lote' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Panel de preparación de lote' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByText(es['spec.banner.cached'])).toBeVisible();
  await restoreNetwork(context);
  await expect
    .poll(async () => (await adminFirestore().doc(`users/${me.uid}`).get()).get('language') as unknown)
    .toBe('es');
  await expect(page.getByRole('heading', { name: 'Panel de preparación de lote' })).toBeVisible();
});

test('a salesperson on a Spanish phone reads the SMS terms in Spanish, and the evidence says which disclosure they saw', async ({
  page,
}) => {
  const consent = CONSENT_TEXTS as TextArea;
  const spanish = new Map<string, Message>(Object.entries((await consent.loadSpanish()).default));
  const words = (key: string): string => {
    const message = spanish.get(key);
    if (typeof message !== 'string') throw new Error(`no Spanish text for ${key}`);
    return message;
  };
  const me = await twinOf(demoAccount('sales'), DEMO_PASSWORD);
  await page.goto('/');
  await page.getByLabel(es['signIn.email']).fill(me.email);
  await page.getByLabel(es['signIn.password']).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: es['signIn.submit'] }).click();
  const modal = page.getByRole('dialog', { name: words('consent.title') });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(words('consent.disclosure'));
  await expect(modal).toContainText('29 de agosto de 2025');

  // Every validation message, in Spanish, in the spec's order: signature, consent, phone.
  await modal.getByLabel(words('consent.signature')).fill('');
  await modal.getByRole('button', { name: words('consent.enable') }).click();
  const errors = modal.locator('.field-error');
  await expect(errors).toHaveText([
    es['spec.validation.signatureRequired'],
    es['spec.validation.consentRequired'],
    es['spec.validation.smsPhoneRequired'],
  ]);

  await modal.getByLabel(words('consent.signature')).fill('Sam Sandoval');
  await modal.getByRole('button', { name: es['spec.consentDecline'] }).click();
  await expect(modal).toHaveCount(0);
  await expect
    .poll(async () => {
      const events = await adminFirestore().collection('consentEvents').where('uid', '==', me.uid).get();
      return events.docs.map(
        (event) => [event.get('disclosureLanguage'), event.get('disclosureVersion')] as unknown,
      );
    })
    .toEqual([['es', 1]]);

  // Then every screen the navigation offers them, in Spanish.
  const english = await englishOnlyTexts();
  const visited = await walkEveryScreen(page, english);
  expect(visited).toEqual(expect.arrayContaining(['/tickets', '/opt-in', '/security']));
});

test.describe('on an English phone whose app is not installed yet', () => {
  // No service worker: nothing of the app is stored on the phone beyond what the page loaded.
  test.use({ locale: 'en-US', serviceWorkers: 'block' });

  test('Spanish chosen with no signal: the switch stays in English, says why, and keeps what was typed', async ({
    page,
    context,
  }) => {
    // It failed about 1 run in 12 to 24 when the signal went before the app's later code (Firebase
    // Auth's) had arrived: that failure opened the unexpected-error modal. Now asked for again
    // once the signal is back (tests/e2e/sign-in.spec.ts, "the signal lost while the app loads").
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to Lotcrew' })).toBeVisible();
    await page.getByLabel('Email').fill('typed@example.com');
    await context.setOffline(true);
    await page.getByTestId('language-switch').selectOption('es');
    await expect(
      page.getByRole('status').filter({ hasText: 'Español is not on this phone yet.' }),
    ).toHaveText('Español is not on this phone yet. Connect once to download it.');
    await expect(page.getByTestId('language-switch')).toHaveValue('en');
    await expect(page.getByRole('heading', { name: 'Sign in to Lotcrew' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('typed@example.com');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // With the signal back, the same choice goes through.
    await context.setOffline(false);
    await page.getByTestId('language-switch').selectOption('es');
    await expect(page.getByRole('heading', { name: es['signIn.title'] })).toBeVisible();
    await expect(page.getByLabel(es['signIn.email'])).toHaveValue('typed@example.com');
  });
});
