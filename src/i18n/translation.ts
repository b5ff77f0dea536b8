import type { Message, TranslationOf } from './catalogue';

/**
 * A translation of `Source` (the English of the core catalogue or of an area), checked
 * by the type checker: every key, each with English's placeholders. A missing key or a
 * changed placeholder is a type error where the translation is written.
 */
export function translationOf<Source extends Record<string, Message>>() {
  return <const T extends { readonly [Key in keyof Source]: Message }>(
    catalogue: T & TranslationOf<Source, T>,
  ): T => catalogue;
}
