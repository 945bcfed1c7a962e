import { z } from 'zod';

// Shared by the promotion sub-files only; `api/promotions.ts` does not re-export this file.

export const countOrNull = (label: string) =>
  z
    .number({ message: `${label} bir sayı olmalı.` })
    .int(`${label} tam sayı olmalı.`)
    .min(1, `${label} en az 1 olmalı.`)
    .max(1_000_000, `${label} çok büyük.`)
    .nullable();

export const idList = z
  .array(z.number().int().positive('Geçersiz numara.'))
  .max(200, 'En çok 200 seçim yapılabilir.');

export const fragmentList = z
  .array(z.string().trim().min(1, 'Boş yol parçası olamaz.').max(200))
  .max(50, 'En çok 50 yol parçası girilebilir.');

/** A temporary item needs its start and end, the end after the start (`what`: 'üst bar'…). */
export function windowRules(
  value: {
    isTemporary: boolean;
    startDateInMiliseconds: number | null;
    endDateInMiliseconds: number | null;
  },
  ctx: z.RefinementCtx,
  what: string,
) {
  if (!value.isTemporary) return;
  const { startDateInMiliseconds: start, endDateInMiliseconds: end } = value;
  if (start === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['startDateInMiliseconds'],
      message: `Geçici ${what} için başlangıç zamanı gerekli.`,
    });
  }
  if (end === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDateInMiliseconds'],
      message: `Geçici ${what} için bitiş zamanı gerekli.`,
    });
  }
  if (start !== null && end !== null && end <= start) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDateInMiliseconds'],
      message: 'Bitiş zamanı başlangıçtan sonra olmalı.',
    });
  }
}
