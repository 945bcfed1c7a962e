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

/** Control characters (C0 and DEL) are refused in every text input and path parameter. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** The same, less tab, line feed and carriage return: what a multi-line field refuses. */
export const CONTROL_CHARACTER_EXCEPT_LINE_BREAKS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The message a refused field carries. */
export const CONTROL_CHARACTER_MESSAGE = 'Bu alanda kontrol karakteri (ör. NUL) kullanılamaz.';
