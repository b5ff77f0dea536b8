import { z } from 'zod';

// The Content-Security-Policy forbids eval; zod would otherwise probe for it with
// `Function('')` on first use, which the browser reports as a policy violation.
z.config({ jitless: true });

/**
 * The build-time environment, parsed once. A missing or malformed name fails loudly,
 * listing every problem at once, so a misconfigured build never ships half-working.
 * Names and meanings are documented in README.md and .env.example.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional());

const EnvSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  /** Host of the local Emulator Suite; set only for local runs and tests. */
  VITE_FIREBASE_EMULATOR_HOST: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  /** Sentry DSN; unset means error reporting is off and nothing is sent. */
  VITE_SENTRY_DSN: optionalUrl.optional(),
  /** Optional webhook that receives SMS-consent acceptances (spec §7). */
  VITE_POLICY_WEBHOOK_URL: optionalUrl.optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid build environment (see .env.example):\n${problems.join('\n')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);

/** The app's version, from package.json at build time. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '1.0.0';

/** Ports of the local Emulator Suite; they match firebase.json. */
export { EMULATOR_PORTS } from './emulatorPorts';
