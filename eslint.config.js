// Lint, with the import boundaries of docs/architecture.md as errors, not review comments.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every folder of src/ (a new one is in the zones the day it appears). */
const SRC_FOLDERS = [
  ...readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
  'main.tsx',
];

/** Everything under src/ but the listed folders. */
const srcExcept = (...allowed) =>
  SRC_FOLDERS.filter((folder) => !allowed.includes(folder)).map((folder) => `./src/${folder}`);

const zone = (target, from, message) => ({ target, from, message });

/**
 * src/data's three floors (docs/architecture.md, "src/data's three floors"); an import may
 * run down or sideways, never up:
 * - the core (the database and its definitions, the sync queue, the upload queue, the
 *   mirror engine, the connection, the port) knows no domain and no session;
 * - the domains (every other folder of src/data) import the core and their own files, and
 *   reach the session and the writes through src/data/port.ts only;
 * - composition (session, writes, registry, mirror's gathering of views, start-up) imports
 *   the domains and plugs itself into the port (src/data/compose.ts).
 */
export const DATA_CORE = [
  './src/data/outbox',
  './src/data/connection',
  './src/data/uploads',
  './src/data/sdk',
  './src/data/queueLoop.ts',
  './src/data/db.ts',
  './src/data/model.ts',
  './src/data/port.ts',
  './src/data/liveReadPort.ts',
  './src/data/firebase.ts',
  './src/data/firestoreRest.ts',
  './src/data/serverQuery.ts',
  './src/data/errorCode.ts',
  './src/data/problems.ts',
  './src/data/firstScreen.ts',
  './src/data/calendar.ts',
  './src/data/mirror/engine.ts',
  './src/data/mirror/arrivalOrder.ts',
  './src/data/mirror/view.ts',
  './src/data/mirror/stamped.ts',
  './src/data/mirror/marks.ts',
  './src/data/mirror/plain.ts',
  './src/data/mirror/restPages.ts',
  './src/data/mirror/mirrorHost.ts',
  './src/data/mirror/mirroredData.ts',
];
/** The composition floor: what puts the domains together for the signed-in person. */
export const DATA_COMPOSITION = [
  './src/data/session.ts',
  './src/data/ownDocument.ts',
  './src/data/sessionTypes.ts',
  './src/data/useSession.ts',
  './src/data/useViewer.ts',
  './src/data/useWorkClock.ts',
  './src/data/auth.ts',
  './src/data/account.ts',
  './src/data/invites.ts',
  './src/data/liveReads.ts',
  './src/data/policyWebhook.ts',
  './src/data/writes.ts',
  './src/data/mutators.ts',
  './src/data/registry.ts',
  './src/data/writesLoader.ts',
  './src/data/compose.ts',
  './src/data/signedInWork.ts',
  './src/data/signedInStart.ts',
  './src/data/testHooks.ts',
  './src/data/firestoreCacheBench.ts',
  './src/data/mirror/mirror.ts',
  './src/data/mirror/scopes.ts',
  './src/data/mirror/useMirror.ts',
  './src/data/mirror/mirrorClient.ts',
  './src/data/mirror/mirrorWorker.ts',
  './src/data/mirror/releaseViews.ts',
  './src/data/mirror/index.ts',
];
/** The domains: every folder of src/data that is not (part of) the core. */
export const DATA_DOMAINS = readdirSync(new URL('./src/data', import.meta.url), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && !DATA_CORE.includes(`./src/data/${entry.name}`) && entry.name !== 'mirror',
  )
  .map((entry) => `./src/data/${entry.name}`);
/** What the core may not import: the domains, the session and what composes them. */
const DATA_DOMAINS_AND_COMPOSITION = [...DATA_DOMAINS, ...DATA_COMPOSITION];

/** Attributes a person sees or a screen reader says (and our components' text props). */
const VISIBLE_ATTRIBUTES = [
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'subtitle',
  'text',
  'missing',
  'whoCanFix',
  'hint',
];
const BOUNDARIES = [
  zone('./src/ui', srcExcept('ui', 'utils'), 'src/ui is presentational: it may import src/utils only.'),
  zone('./src/utils', srcExcept('utils'), 'src/utils holds pure functions and imports nothing of the app.'),
  zone('./src/config', srcExcept('config'), 'src/config imports nothing of the app.'),
  zone('./src/lib', srcExcept('lib', 'config', 'utils'), 'src/lib may import src/config and src/utils only.'),
  zone(
    './src/i18n',
    srcExcept('i18n', 'lib', 'config', 'utils'),
    'src/i18n (the catalogues and formats) may import src/lib, src/config and src/utils only.',
  ),
  zone(
    './src/data',
    srcExcept('data', 'lib', 'config', 'utils'),
    'src/data may import src/lib, src/config and src/utils only.',
  ),
  zone(
    './src/features',
    ['./src/app', './src/routes', './src/main.tsx'],
    'A feature never imports the app shell or routes.',
  ),
  zone(
    './src/routes',
    ['./src/app', './src/main.tsx'],
    'Route files compose features; they never import src/app.',
  ),
  zone(
    './src/parts',
    ['./src/features', './src/app', './src/routes', './src/main.tsx'],
    'src/parts holds what every screen shares (the freshness line): it may import data, i18n, ui, lib, config and utils, never a feature.',
  ),
  zone('./sw', srcExcept('config'), 'The service worker may import src/config only.'),
  zone(
    ['./src/app', './src/routes', './src/features', './src/main.tsx'],
    './src/testing',
    'src/testing holds test doubles and fixtures: only tests import it.',
  ),
  ...FEATURES.map((feature) =>
    zone(
      `./src/features/${feature}`,
      FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
      'A feature never imports another feature: compose them in a route, or move the shared piece down.',
    ),
  ),
];

/** The same zones for tests, which may use src/testing's doubles and fixtures. */
const TEST_BOUNDARIES = BOUNDARIES.filter((rule) => rule.from !== './src/testing').map((rule) => ({
  ...rule,
  from: Array.isArray(rule.from) ? rule.from.filter((from) => from !== './src/testing') : rule.from,
}));

/** The floors' zones; their unit tests may use the app's real writes and session as fixtures. */
const DATA_FLOOR_ZONES = [
  ...DATA_CORE.map((core) =>
    zone(
      core,
      DATA_DOMAINS_AND_COMPOSITION,
      'The data core (database, queues, mirror engine, connection, port) knows no domain and no session: hand them in.',
    ),
  ),
  ...DATA_DOMAINS.map((domain) =>
    zone(
      domain,
      DATA_COMPOSITION,
      'A data domain reaches the session and the writes through src/data/port.ts only, never the composition floor (session, writes, registry, mirror, start-up).',
    ),
  ),
];

/**
 * Issue #34: the app decides by what a role may do (src/config/roles.ts: its group, `can`,
 * `isSalesperson`), never by a role's name outside src/config; the rules and their tests spell
 * names in their own language. Three roles share their names with kinds of work (a ticket's
 * `kind: 'photos'`), so those are refused only where compared with a role.
 * tests/lint/roleNames.test.ts checks these lists against ROLES.
 */
export const ROLE_ONLY_NAMES = [
  'admin',
  'owner',
  'employee',
  'dealershipEmployee',
  'dealershipManager',
  'dealershipSupervisor',
  'clockOnlyEmployee',
  'supplier',
];
export const ROLE_AND_KIND_NAMES = ['lotPrep', 'photos', 'serviceWash'];
const ROLE_NAME_MESSAGE =
  'Decide by what the role may do (src/config/roles.ts: its group, can(role, ability), isSalesperson), not by its name.';
const ROLE_NAMES = [
  {
    selector: `Literal[value=/^(${ROLE_ONLY_NAMES.join('|')})$/]`,
    message: ROLE_NAME_MESSAGE,
  },
  ...['left', 'right'].map((side) => ({
    selector: `BinaryExpression[${side}.type='Literal'][${side}.value=/^(${ROLE_AND_KIND_NAMES.join('|')})$/]:matches([left.property.name=/^role$/i], [right.property.name=/^role$/i], [left.name=/^role$/i], [right.name=/^role$/i])`,
    message: ROLE_NAME_MESSAGE,
  })),
];

const HTML_SINK_MESSAGE = 'Render text through React (it escapes); never hand a string to the HTML parser.';
const RAW_HTML_SINKS = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: HTML_SINK_MESSAGE },
  {
    selector:
      'MemberExpression[property.name=/^(innerHTML|outerHTML|insertAdjacentHTML|createContextualFragment)$/]',
    message: HTML_SINK_MESSAGE,
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: HTML_SINK_MESSAGE,
  },
  { selector: "NewExpression[callee.name='DOMParser']", message: HTML_SINK_MESSAGE },
  {
    selector: "CallExpression[callee.name='eval'], NewExpression[callee.name='Function']",
    message: 'No eval: the CSP forbids it.',
  },
];

/** Libraries that only one wrapper module may import. */
const WRAPPED_LIBRARIES = {
  paths: [
    { name: 'dexie', message: 'Only src/data talks to IndexedDB.' },
    { name: 'dexie-react-hooks', message: 'Only src/data talks to IndexedDB.' },
    {
      name: 'workbox-window',
      message: 'Use src/lib/serviceWorker.ts, the one bridge to the service worker.',
    },
  ],
  patterns: [
    { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/data talks to Firebase.' },
  ],
};

/** Outside src/data, a data folder (a domain) is imported only through its public index. */
const DOMAIN_INDEX_ONLY = {
  regex: String.raw`(^|/)data/[^/]+/(?!index$)[^/]+$`,
  message: 'Import a data domain through its index (src/data/<domain>/index.ts), not its inner files.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'node_modules',
      '.emulators',
      'test-results',
      'playwright-report',
      'coverage',
      'functions/lib',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      // Without a parser for the files it follows, import-x/no-cycle sees no imports at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARIES, ...DATA_FLOOR_ZONES] }],
      // Cycles among our own files: following imports into node_modules costs time and finds
      // nothing we could fix.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', WRAPPED_LIBRARIES],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use src/lib/localFlags.ts, which versions its keys.' },
        // Browser globals a missing declaration silently falls back to (window.status is a
        // string: a deleted `const { status } = useConnection()` still type-checked).
        ...['status', 'name', 'event', 'length', 'open', 'close', 'parent', 'top', 'self', 'history'].map(
          (name) => ({ name, message: `The browser's global ${name}: declare the value you mean.` }),
        ),
      ],
      // What people type (names, notes, references) is shown as text, never parsed as HTML.
      'no-restricted-syntax': ['error', ...RAW_HTML_SINKS, ...ROLE_NAMES],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: WRAPPED_LIBRARIES.paths.filter((path) => path.name === 'workbox-window') },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: WRAPPED_LIBRARIES.paths, patterns: [...WRAPPED_LIBRARIES.patterns, DOMAIN_INDEX_ONLY] },
      ],
    },
  },
  {
    // Issue #15: every text a person sees or hears comes from the language catalogues
    // (src/i18n), never a literal in a screen: no text children, and no literal labels.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'Text a person sees comes from the catalogue: t(key) (src/i18n/en.ts and es.ts).',
        },
        {
          selector: `JSXAttribute[name.name=/^(${VISIBLE_ATTRIBUTES.join('|')})$/] > Literal`,
          message: 'A visible or spoken label comes from the catalogue: t(key) (src/i18n/en.ts and es.ts).',
        },
        // ESLint keeps only the last options a rule is given for a file: the raw-HTML ban
        // and the role names of every src file are repeated here, or .tsx files would lose them.
        ...RAW_HTML_SINKS,
        ...ROLE_NAMES,
      ],
    },
  },
  {
    // Role names belong where roles are defined, and in tests and their fixtures.
    files: ['src/config/**/*.{ts,tsx}', 'src/testing/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...RAW_HTML_SINKS] },
  },
  {
    files: ['src/lib/serviceWorker.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Their phones release their server listeners before they close (tests/support/test.ts).
    files: ['tests/e2e/**/*.ts', 'tests/support/**/*.ts'],
    ignores: ['tests/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                'Import test from tests/support/test.ts: its phones release their listeners as they close.',
            },
          ],
        },
      ],
    },
  },
  {
    // The data floors' unit tests may use the app's real writes and session as fixtures.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: TEST_BOUNDARIES }] },
  },
);
