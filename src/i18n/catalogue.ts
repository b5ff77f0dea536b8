/**
 * The shape of a language's catalogue, and how a message becomes text. A message is a
 * string with `{name}` placeholders, or plural forms chosen by `Intl.PluralRules` for
 * `{count}`. A translation is checked against English by the type checker: a missing key,
 * or a message whose placeholders differ from English's, is a type error.
 */

/** Plural forms, by CLDR category; `other` is the fallback for categories a language does not give. */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
  readonly many?: string;
}
export type Message = string | PluralForms;

type PlaceholdersIn<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;
/** The placeholder names of a message (of all its plural forms). */
export type PlaceholdersOf<M> = M extends string ? PlaceholdersIn<M> : PlaceholdersIn<M[keyof M]>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A translation of `Source`: every key, each with exactly the source's placeholders. Used
 * as `T & TranslationOf<Source, T>`, so a mismatch makes that key's message unassignable
 * and names the placeholders English has.
 */
export type TranslationOf<Source extends Record<string, Message>, T> = {
  readonly [Key in keyof Source]: Key extends keyof T
    ? Same<PlaceholdersOf<T[Key]>, PlaceholdersOf<Source[Key]>> extends true
      ? T[Key]
      : { placeholdersMustBe: PlaceholdersOf<Source[Key]> }
    : Message;
};

/** The values a message's placeholders take. */
export type Params = Readonly<Record<string, string | number>>;

/** A language's rules for filling messages, built once per locale. */
export interface LocaleRules {
  readonly plural: () => Intl.PluralRules;
  readonly number: () => Intl.NumberFormat;
}

/**
 * Fills a message's placeholders (numbers written the language's way); plural forms are
 * chosen for `params.count`. Each rule is asked for only where the message needs it (it is
 * built on first use: src/i18n/language.ts).
 */
export function fill(message: Message, params: Params | undefined, rules: LocaleRules): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = Number(params?.count ?? 0);
    const category = rules.plural().select(count);
    text =
      category === 'one'
        ? message.one
        : category === 'many'
          ? (message.many ?? message.other)
          : message.other;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? rules.number().format(value) : value;
  });
}
