import { z } from 'zod';

// Shared by the catalogue sub-files only; `api/admin-catalogue.ts` does not re-export this file.

// ── small field schemas with Turkish messages ────────────────────────────────

export const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, `${label} boş olamaz.`)
    .max(max, `${label} en çok ${max} karakter olabilir.`);
export const optionalText = (label: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, `${label} en çok ${max} karakter olabilir.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
/** Empty means "derive it from the name". */
export const slug = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z
    .string()
    .trim()
    .max(120, 'Kısa ad en çok 120 karakter olabilir.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Kısa ad yalnız küçük harf, rakam ve tire içerebilir.')
    .optional(),
);
export const order = z
  .number({ error: 'Sıra bir sayı olmalı.' })
  .int('Sıra tam sayı olmalı.')
  .min(0, 'Sıra negatif olamaz.')
  .max(100_000, 'Sıra çok büyük.')
  .default(0);
export const parentId = (label: string) =>
  z
    .number({ error: `${label} seçin.` })
    .int()
    .positive(`${label} seçin.`);
