import { z } from 'zod';
import { orderIdParam } from '../orders';

// Shared by the admin-order sub-files only; `api/admin-orders.ts` does not re-export this file.

export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tarih YYYY-AA-GG biçiminde olmalı.')
  .optional();

export const idParams = z.object({ id: orderIdParam }).strict();
export const reason = z.string().trim().min(3, 'En az 3 karakterle bir neden yazın.').max(300);
export const actionAnswer = z.object({ message: z.string() });
