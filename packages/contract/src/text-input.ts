import { z } from 'zod';

const MULTILINE = 'x-multiline';

/**
 * Marks a text field as multi-line (a textarea: addresses, messages, comments): tab and line
 * breaks are allowed in it and in no other field. Apply it last, outside `.trim()`/`.max()`.
 */
export function multiline<T extends z.ZodType>(schema: T): T {
  return schema.meta({ [MULTILINE]: true });
}

/** True for a schema marked with {@link multiline}. */
export function isMultiline(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.[MULTILINE] === true;
}

/**
 * Characters refused in every text input and path parameter: control characters (C0 and DEL),
 * and the invisible ones that make a text read other than it is (zero-width U+200B–U+200F, bidi
 * embeddings and overrides U+202A–U+202E, bidi isolates U+2066–U+2069; "Trojan Source").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;
/** The same, less tab, line feed and carriage return: what a multi-line field refuses. */
export const CONTROL_CHARACTER_EXCEPT_LINE_BREAKS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

/** The message a refused field carries. */
export const CONTROL_CHARACTER_MESSAGE =
  'Bu alanda kontrol karakteri (ör. NUL) ya da görünmez yön/boşluk karakteri kullanılamaz.';
