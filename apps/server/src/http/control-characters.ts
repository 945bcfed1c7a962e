import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_EXCEPT_LINE_BREAKS,
  isMultiline,
} from '@carsi/contract';
import type { z } from 'zod';

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema inside a wrapper (optional, default, pipe …), or undefined for a leaf. */
function unwrapOnce(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema);
  return def.innerType ?? def.in;
}

/** The schemas that describe the value under `key` (several when a union offers them). */
function childSchemas(schema: z.ZodType, key: string): z.ZodType[] {
  const inner = unwrapOnce(schema);
  if (inner) return childSchemas(inner, key);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const child = def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : def.catchall;
      return child ? [child] : [];
    }
    case 'array':
      return def.element ? [def.element] : [];
    case 'record':
      return def.valueType ? [def.valueType] : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => childSchemas(option, key));
    case 'intersection':
      return [def.left, def.right].flatMap((side) => (side ? childSchemas(side, key) : []));
    default:
      return [];
  }
}

function allowsLineBreaks(schema: z.ZodType): boolean {
  if (isMultiline(schema)) return true;
  const inner = unwrapOnce(schema);
  return inner ? allowsLineBreaks(inner) : false;
}

/**
 * The first field (`where.path.to.it`) whose text holds a control character, or null. Strings are
 * checked as the contract describes them: tab and line breaks pass only in a multi-line field.
 * Values without a schema are not walked (validation refuses them), so depth stays bounded.
 */
export function fieldWithControlCharacter(
  value: unknown,
  schemas: readonly z.ZodType[],
  path: string,
): string | null {
  if (typeof value === 'string') {
    const pattern = schemas.some(allowsLineBreaks)
      ? CONTROL_CHARACTER_EXCEPT_LINE_BREAKS
      : CONTROL_CHARACTER;
    return pattern.test(value) ? path : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const key of Object.keys(value)) {
    const field = `${path}.${key}`;
    if (CONTROL_CHARACTER.test(key)) return field;
    const children = schemas.flatMap((schema) => childSchemas(schema, key));
    const child = (value as Record<string, unknown>)[key];
    if (typeof child !== 'string' && children.length === 0) continue;
    const found = fieldWithControlCharacter(child, children, field);
    if (found) return found;
  }
  return null;
}

/**
 * A page address whose path or query decodes to a control character (`/ara/a%00b`), or does not
 * decode at all: pages refuse it before any loader runs.
 */
export function isUnsafePageAddress(url: string): boolean {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  if (CONTROL_CHARACTER.test(decoded)) return true;
  if (queryStart === -1) return false;
  for (const [key, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    if (CONTROL_CHARACTER.test(key) || CONTROL_CHARACTER.test(value)) return true;
  }
  return false;
}
