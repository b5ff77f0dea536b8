import type { Message, TranslationOf } from './catalogue';
import type { en } from './en';

type English = typeof en;

/**
 * A language's catalogue, checked against English: every key, each with English's
 * placeholders. A missing key or a changed placeholder is a type error here.
 */
export function defineTranslation<const T extends { readonly [Key in keyof English]: Message }>(
  catalogue: T & TranslationOf<English, T>,
): T {
  return catalogue;
}
