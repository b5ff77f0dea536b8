/// <reference types="vite/client" />

/** The build-time settings of src/config/env.ts, documented in .env.example. */
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_EMULATOR_HOST?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_POLICY_WEBHOOK_URL?: string;
  /** package.json's version, defined by vite.config.ts. */
  readonly VITE_APP_VERSION?: string;
  /** Which build this is, defined by vite.config.ts. */
  readonly VITE_BUILD_ID?: string;
  /** 'on' in builds for the end-to-end tests and benchmarks (vite.config.ts), '' otherwise. */
  readonly VITE_TEST_HOOKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
