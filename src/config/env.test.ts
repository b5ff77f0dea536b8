import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const complete = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'x',
  VITE_FIREBASE_STORAGE_BUCKET: 'x.appspot.com',
};

describe('parseEnv', () => {
  it('names every missing setting at once', () => {
    expect(() => parseEnv({})).toThrow(
      /VITE_FIREBASE_API_KEY[\s\S]*VITE_FIREBASE_AUTH_DOMAIN[\s\S]*VITE_FIREBASE_PROJECT_ID[\s\S]*VITE_FIREBASE_STORAGE_BUCKET/,
    );
  });

  it('treats empty optional settings as unset', () => {
    const env = parseEnv({
      ...complete,
      VITE_SENTRY_DSN: '',
      VITE_POLICY_WEBHOOK_URL: ' ',
      VITE_FIREBASE_EMULATOR_HOST: '',
    });
    expect(env.VITE_SENTRY_DSN).toBeUndefined();
    expect(env.VITE_POLICY_WEBHOOK_URL).toBeUndefined();
    expect(env.VITE_FIREBASE_EMULATOR_HOST).toBeUndefined();
  });

  it('rejects a webhook that is not a URL', () => {
    expect(() => parseEnv({ ...complete, VITE_POLICY_WEBHOOK_URL: 'not a url' })).toThrow(
      /VITE_POLICY_WEBHOOK_URL/,
    );
  });
});
