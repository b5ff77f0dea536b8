// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMULATOR_PORTS } from './emulatorPorts';
import { contentSecurityPolicy, PRODUCTION_HEADERS } from './securityHeaders';

interface HostingConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  emulators: Record<string, { port?: number }>;
}
const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as HostingConfig;

describe('security headers', () => {
  it('firebase.json sends exactly the production headers on every response', () => {
    const everyResponse = firebaseJson.hosting.headers.find((rule) => rule.source === '**');
    expect(Object.fromEntries((everyResponse?.headers ?? []).map(({ key, value }) => [key, value]))).toEqual(
      PRODUCTION_HEADERS,
    );
  });

  it('forbid inline script, eval and framing, and sniffing of content types', () => {
    const policy = contentSecurityPolicy({ connect: [], images: [] });
    // Scripts from the app's origin; WebAssembly may compile (the barcode reader), eval may not.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(PRODUCTION_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(PRODUCTION_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('let the app itself, and no other origin, use the camera and the position (punches, lots)', () => {
    const policy = PRODUCTION_HEADERS['Permissions-Policy'] ?? '';
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('microphone=()');
  });

  it('agree with firebase.json about where the emulators listen', () => {
    for (const [name, port] of Object.entries(EMULATOR_PORTS))
      expect(firebaseJson.emulators[name]?.port).toBe(port);
  });
});
