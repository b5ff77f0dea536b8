import { describe, expect, it } from 'vitest';
import { fill, type PlaceholdersOf } from './catalogue';
import { en } from './en';
import { es } from './es';
import { formatsFor } from './format';
import { SYNC_TEXTS } from './areas/sync';
import { deviceLanguage, loadArea, loadCatalogue, localeRules, translatorFor } from './language';
import type { TextArea } from './area';
import { translationOf } from './translation';

const english = translatorFor('en');

/** Every screen area's texts (src/i18n/areas/<area>.ts; <area>.es.ts is its Spanish). */
const AREAS = Object.values(
  import.meta.glob<Record<string, unknown>>(['./areas/*.ts', '!./areas/*.es.ts'], { eager: true }),
).flatMap((module) => Object.values(module).filter(isArea));
function isArea(value: unknown): value is TextArea {
  return typeof value === 'object' && value !== null && 'english' in value && 'loadSpanish' in value;
}

const placeholders = (message: unknown) =>
  new Set([...JSON.stringify(message).matchAll(/\{(\w+)\}/g)].map((match) => match[1]));

function expectSameShape(english: Record<string, unknown>, spanish: Record<string, unknown>) {
  expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  for (const key of Object.keys(english))
    expect(placeholders(spanish[key]), key).toEqual(placeholders(english[key]));
}

describe('the catalogues', () => {
  it('give Spanish every English key, with the same placeholders', () => {
    expectSameShape(en, es);
  });

  it('do so in every screen area, and no two areas share a key', async () => {
    expect(AREAS.length).toBeGreaterThan(1);
    const seen = new Set(Object.keys(en));
    for (const area of AREAS) {
      expectSameShape(area.english, (await area.loadSpanish()).default);
      for (const key of Object.keys(area.english)) {
        expect(seen.has(key), `${area.id}: ${key} is defined twice`).toBe(false);
        seen.add(key);
      }
    }
  });

  it('make a missing key or a changed placeholder a type error', () => {
    type Reconnecting = PlaceholdersOf<(typeof en)['spec.banner.reconnecting']>;
    const attempt: Reconnecting = 'attempt';
    expect(attempt).toBe('attempt');
    const missingOne = Object.fromEntries(
      Object.entries(es).filter(([key]) => key !== 'common.close'),
    ) as Partial<typeof es>;
    // @ts-expect-error -- a catalogue without every key
    expect(() => translationOf<typeof en>()(missingOne)).not.toThrow();
    // @ts-expect-error -- {intento} is not English's {attempt}
    translationOf<typeof en>()({ ...es, 'spec.banner.reconnecting': 'Reconectando... (intento {intento})' });
  });

  it('keep the spec’s texts verbatim in English', () => {
    expect(english('spec.banner.reconnecting', { attempt: 3 })).toBe('Reconnecting... (attempt 3)');
    expect(english('spec.consentDecline')).toBe('No, Thanks');
  });
});

describe('filling a message', () => {
  it('chooses plural forms by the language’s rules', async () => {
    await loadCatalogue('es');
    await loadArea(SYNC_TEXTS);
    const spanish = translatorFor('es', SYNC_TEXTS);
    const english = translatorFor('en', SYNC_TEXTS);
    expect(english('sync.waiting', { count: 1 })).toBe('1 change saved on this phone, waiting for signal');
    expect(english('sync.waiting', { count: 2 })).toBe('2 changes saved on this phone, waiting for signal');
    expect(spanish('sync.waiting', { count: 1 })).toBe('1 cambio guardado en este teléfono, esperando señal');
    expect(spanish('sync.waiting', { count: 0 })).toBe(
      '0 cambios guardados en este teléfono, esperando señal',
    );
  });

  it('writes numbers the language’s way and leaves unknown placeholders visible', () => {
    expect(fill('{count} items', { count: 1234 }, localeRules('en'))).toBe('1,234 items');
    expect(fill('{missing} stays', {}, localeRules('en'))).toBe('{missing} stays');
  });

  it('reads a language’s plural rules and number format only for a message that needs them', () => {
    const unbuilt = {
      plural: (): Intl.PluralRules => {
        throw new Error('plural rules read');
      },
      number: (): Intl.NumberFormat => {
        throw new Error('number format read');
      },
    };
    expect(fill('Sign in', undefined, unbuilt)).toBe('Sign in');
    expect(fill('Hello {name}', { name: 'Ana' }, unbuilt)).toBe('Hello Ana');
    expect(() => fill('{count} items', { count: 2 }, unbuilt)).toThrow('number format read');
    expect(() => fill({ one: '1 item', other: 'items' }, { count: 2 }, unbuilt)).toThrow('plural rules read');
  });
});

describe('choosing the language', () => {
  it('follows the device first: es* is Spanish, anything else English', () => {
    expect(deviceLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(deviceLanguage(['es'])).toBe('es');
    expect(deviceLanguage(['en-US', 'es-US'])).toBe('en');
    expect(deviceLanguage(['estonian-made-up'])).toBe('en');
    expect(deviceLanguage([])).toBe('en');
  });
});

describe('formats in the language', () => {
  it('writes whole cents as dollars, rounding nothing', () => {
    expect(formatsFor('en').cents(123456)).toBe('$1,234.56');
    expect(formatsFor('en').cents(5)).toBe('$0.05');
    expect(formatsFor('es').cents(123456)).toMatch(/1,234\.56/);
  });

  it('says how long ago, in each language', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatsFor('en').ago('2026-11-22T11:59:40Z', now)).toBeNull();
    expect(formatsFor('en').ago('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatsFor('es').ago('2026-11-22T11:55:00Z', now)).toBe('hace 5 minutos');
    expect(formatsFor('es').ago('2026-11-22T10:00:00Z', now)).toBe('hace 2 horas');
  });
});
