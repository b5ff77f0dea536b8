// @vitest-environment jsdom
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { startupPlan, startupScript, type ChunkInfo, type StartupPlan } from './startupPreload';
import { PRERENDER_SHOWN_CLASS } from '../../src/features/auth/prerender';

const ROOT = '/app';
const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false): ChunkInfo => ({
  type: 'chunk',
  fileName,
  isEntry,
  facadeModuleId: modules[0] ? `${ROOT}/${modules[0]}` : null,
  moduleIds: modules.map((module) => `${ROOT}/${module}`),
  imports,
});

// A build like the app's: the entry with React, the sign-in screen, the dashboard, the database.
const BUILD = [
  chunk('assets/index.js', ['src/main.tsx'], ['assets/react.js'], true),
  chunk('assets/react.js', ['node_modules/react/index.js']),
  chunk(
    'assets/FallbackLanding.js',
    ['src/features/auth/FallbackLanding.tsx'],
    ['assets/SignInForm.js', 'assets/react.js'],
  ),
  chunk('assets/SignInForm.js', ['src/features/auth/SignInForm.tsx']),
  chunk(
    'assets/RoleDashboard.js',
    ['src/features/dashboards/RoleDashboard.tsx'],
    ['assets/db.js', 'assets/format.js'],
  ),
  chunk('assets/db.js', ['src/data/db.ts', 'node_modules/dexie/dist/dexie.js']),
  chunk('assets/format.js', ['src/utils/format.ts']),
];
const TABLE = {
  signedIn: ['src/data/db.ts'],
  routes: [
    { paths: ['/'], modules: ['src/features/auth/FallbackLanding.tsx'], public: true },
    {
      paths: ['/ownerDashboard', '/employeeDashboard'],
      modules: ['src/features/dashboards/RoleDashboard.tsx'],
    },
  ],
};

describe('startupPlan', () => {
  it("lists each screen's chunk with everything it imports, minus what the page already loads", () => {
    const plan = startupPlan(BUILD, TABLE, ROOT);
    expect(plan.signedIn).toEqual(['assets/db.js']);
    expect(plan.routes).toEqual([
      { paths: ['/'], files: ['assets/FallbackLanding.js', 'assets/SignInForm.js'], public: true },
      {
        paths: ['/ownerDashboard', '/employeeDashboard'],
        files: ['assets/RoleDashboard.js', 'assets/db.js', 'assets/format.js'],
        public: false,
      },
    ]);
  });

  it('finds a module merged into a shared chunk', () => {
    const plan = startupPlan(BUILD, { signedIn: ['node_modules/dexie/dist/dexie.js'], routes: [] }, ROOT);
    expect(plan.signedIn).toEqual(['assets/db.js']);
  });

  it('fails the build when a listed module is in no chunk, or is part of the entry', () => {
    expect(() => startupPlan(BUILD, { signedIn: ['src/data/gone.ts'], routes: [] }, ROOT)).toThrow(
      /src\/data\/gone.ts is in no chunk/,
    );
    expect(() => startupPlan(BUILD, { signedIn: ['src/main.tsx'], routes: [] }, ROOT)).toThrow(
      /src\/main.tsx is part of the entry/,
    );
  });
});

describe('the startup script', () => {
  const FLAG = 'lotcrew.signedInUser.v1';
  const LANGUAGE = 'lotcrew.language.v1';
  const PLAN: StartupPlan = startupPlan(BUILD, TABLE, ROOT);
  const run = (path: string, browserLanguages: readonly string[] = ['en-US']) => {
    window.history.replaceState(null, '', path);
    document.documentElement.className = '';
    // As the page runs it: a classic script that sees the page's window, document and navigator.
    runInNewContext(startupScript(PLAN, FLAG, '/', LANGUAGE), {
      window,
      document,
      navigator: { languages: browserLanguages, language: browserLanguages[0] },
    });
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  };
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it('asks for the sign-in screen for a visitor nobody was signed in on', () => {
    expect(run('/')).toEqual(['/assets/FallbackLanding.js', '/assets/SignInForm.js']);
  });

  it('asks for nothing signed-in on a dashboard path when nobody was signed in (they will be sent to sign in)', () => {
    expect(run('/ownerDashboard')).toEqual([]);
  });

  it('asks for the database and the dashboard, once each, for someone who was signed in', () => {
    localStorage.setItem(FLAG, 'uid-1');
    expect(run('/employeeDashboard/')).toEqual([
      '/assets/db.js',
      '/assets/RoleDashboard.js',
      '/assets/format.js',
    ]);
  });

  it('asks for only the signed-in parts on a path the table does not list', () => {
    localStorage.setItem(FLAG, 'uid-1');
    expect(run('/settings')).toEqual(['/assets/db.js']);
  });

  describe('shows the prerendered sign-in page only where the app would draw exactly it', () => {
    const shown = () => document.documentElement.classList.contains(PRERENDER_SHOWN_CLASS);
    it('for someone signed out opening "/" in English', () => {
      run('/');
      expect(shown()).toBe(true);
    });
    it('not for someone who was signed in, nor on another path', () => {
      run('/ownerDashboard');
      expect(shown()).toBe(false);
      localStorage.setItem(FLAG, 'uid-1');
      run('/');
      expect(shown()).toBe(false);
    });
    it('not in Spanish: the device’s language, unless English was chosen on it, or Spanish chosen', () => {
      run('/', ['es-MX', 'en-US']);
      expect(shown()).toBe(false);
      localStorage.setItem(
        LANGUAGE,
        JSON.stringify({ language: 'en', chosenAt: '2026-11-20T10:00:00.000Z' }),
      );
      run('/', ['es-MX']);
      expect(shown()).toBe(true);
      localStorage.setItem(
        LANGUAGE,
        JSON.stringify({ language: 'es', chosenAt: '2026-11-20T10:00:00.000Z' }),
      );
      run('/', ['en-US']);
      expect(shown()).toBe(false);
    });
  });
});
