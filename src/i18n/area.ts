import type { Message } from './catalogue';

/**
 * A screen area's texts (issue #15): its English, which the screens of the area import
 * and so carry in their own chunk (the sign-in page does not download the ticket screens'
 * words), and its Spanish, its own chunk, loaded when a screen of the area is shown in
 * Spanish. The core catalogue (src/i18n/en.ts) holds what every screen shares.
 */
export interface TextArea<English extends Record<string, Message> = Record<string, Message>> {
  readonly id: string;
  readonly english: English;
  readonly loadSpanish: () => Promise<{ default: { readonly [Key in keyof English]: Message } }>;
}

export function defineArea<const English extends Record<string, Message>>(
  id: string,
  english: English,
  loadSpanish: TextArea<English>['loadSpanish'],
): TextArea<English> {
  return { id, english, loadSpanish };
}

/** The keys of a list of areas. */
export type AreaKeys<Areas extends readonly TextArea[]> = {
  [Index in keyof Areas]: Areas[Index] extends TextArea<infer English> ? keyof English & string : never;
}[number];
