import { z } from 'zod';

// Shared by the wholesale sub-files only; `api/wholesale.ts` does not re-export this file.

export const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} girin.` })
    .trim()
    .min(1, `${label} girin.`)
    .max(max, `${label} en çok ${max} karakter olabilir.`);
export const uuidField = (label: string) => z.uuid(`Geçersiz ${label}.`);
export const qtyInput = z
  .number({ error: 'Adet bir sayı olmalı.' })
  .int('Adet tam sayı olmalı.')
  .min(1, 'Adet en az 1 olmalı.')
  .max(100_000, 'Adet çok büyük.');
