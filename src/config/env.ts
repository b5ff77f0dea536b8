/**
 * The build-time environment, parsed once. A missing or malformed name fails loudly,
 * listing every problem at once, so a misconfigured build never ships half-working.
 * Names and meanings are documented in README.md and .env.example. (Checked by hand,
 * not with zod: this runs on every start, and zod stays off the startup path.)
 */
export interface Env {
  VITE_FIREBASE_API_KEY: string;
  VITE_FIREBASE_AUTH_DOMAIN: string;
  VITE_FIREBASE_PROJECT_ID: string;
  VITE_FIREBASE_STORAGE_BUCKET: string;
  VITE_FIREBASE_APP_ID?: string | undefined;
  /** Host of the local Emulator Suite; set only for local runs and tests. */
  VITE_FIREBASE_EMULATOR_HOST?: string | undefined;
  /** Sentry DSN; unset means error reporting is off and nothing is sent. */
  VITE_SENTRY_DSN?: string | undefined;
  /** Optional webhook that receives SMS-consent acceptances (spec §7). */
  VITE_POLICY_WEBHOOK_URL?: string | undefined;
}

const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
] as const;
const OPTIONAL_URLS = ['VITE_SENTRY_DSN', 'VITE_POLICY_WEBHOOK_URL'] as const;

/** A setting's trimmed text; empty or absent is unset. */
function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}

export function parseEnv(source: Record<string, unknown>): Env {
  const problems: string[] = [];
  const required = {} as Record<(typeof REQUIRED)[number], string>;
  for (const name of REQUIRED) {
    const value = source[name];
    if (typeof value === 'string' && value !== '') required[name] = value;
    else problems.push(`${name}: required, a non-empty text`);
  }
  const urls: Partial<Record<(typeof OPTIONAL_URLS)[number], string>> = {};
  for (const name of OPTIONAL_URLS) {
    const value = optionalText(source[name]);
    if (value !== undefined && !isUrl(value)) problems.push(`${name}: not a URL`);
    else if (value !== undefined) urls[name] = value;
  }
  if (problems.length > 0)
    throw new Error(`Invalid build environment (see .env.example):\n${problems.join('\n')}`);
  return {
    ...required,
    VITE_FIREBASE_APP_ID: optionalText(source.VITE_FIREBASE_APP_ID),
    VITE_FIREBASE_EMULATOR_HOST: optionalText(source.VITE_FIREBASE_EMULATOR_HOST),
    ...urls,
  };
}

export const env: Env = parseEnv(import.meta.env);

/** The app's version, from package.json at build time. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '1.0.0';

/** Ports of the local Emulator Suite; they match firebase.json. */
export { EMULATOR_PORTS } from './emulatorPorts';
