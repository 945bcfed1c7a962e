import { isValidTckn, isValidVkn, type ReturnShippingTerms } from '@carsi/domain';
import { z } from 'zod';
import { defineRoute } from '../define';

// The shop's legal identity, kept in one place and shown wherever the law asks for it: the
// footer, the contact page, the pre-information form, the distance-sales contract and the order
// print. The owner edits it in the back office.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, `${label} gerekli.`)
    .max(max, `${label} en çok ${max} karakter olabilir.`);

const optional = (max: number) => z.string().trim().max(max).default('');

export const sellerIdentityFields = z
  .object({
    tradeName: text('Ticaret unvanı', 200),
    mersisNumber: z
      .string()
      .trim()
      .regex(/^(\d{16})?$/, 'MERSİS numarası 16 haneli olmalı.')
      .default(''),
    taxOffice: text('Vergi dairesi', 120),
    // A company's tax number (VKN, 10 digits) or a sole trader's T.C. kimlik no (11 digits).
    taxNumber: z
      .string({ error: 'Vergi numarası gerekli.' })
      .trim()
      .refine(
        (v) => (v.length === 10 && isValidVkn(v)) || (v.length === 11 && isValidTckn(v)),
        'Vergi numarası geçerli bir VKN (10 hane) ya da T.C. kimlik numarası (11 hane) olmalı.',
      ),
    address: text('Adres', 400),
    phone: text('Telefon', 40),
    email: z.email('Geçerli bir e-posta adresi girin.').max(200),
    kepAddress: z
      .string()
      .trim()
      .max(200)
      .refine(
        (v) => v === '' || /^[^\s@]+@[^\s@]+\.kep\.tr$/i.test(v),
        'KEP adresi …@….kep.tr biçiminde olmalı.',
      )
      .default(''),
    etbisNumber: optional(80),
  })
  .strict();
export type SellerIdentityInput = z.input<typeof sellerIdentityFields>;

export const sellerIdentity = z.object({
  tradeName: z.string(),
  mersisNumber: z.string().describe('16 digits; empty = not given'),
  taxOffice: z.string(),
  taxNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  kepAddress: z.string().describe('Registered e-mail (KEP); empty = not given'),
  etbisNumber: z.string().describe('ETBİS registration; empty = not given'),
  updatedAt: z.string(),
});
export type SellerIdentity = z.infer<typeof sellerIdentity>;

/**
 * What the storefront's legal texts need from the running shop: the seller's identity (footer,
 * contact page, pre-information form, contract) and the return carrier and who pays the return
 * (a setting of the shop, stated on the pre-information form and the return pages).
 */
export interface LegalFacts {
  seller: SellerIdentity;
  returnShipping: ReturnShippingTerms;
}

export const sellerIdentityRoute = defineRoute({
  method: 'GET',
  path: '/api/seller-identity',
  summary:
    'The shop’s legal identity (trade name, MERSİS, tax, address, phone, e-mail, KEP, ETBİS)',
  tag: 'legal',
  auth: 'public',
  response: z.object({ sellerIdentity }),
});

export const updateSellerIdentityRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/seller-identity',
  summary: 'Changes the shop’s legal identity (owner only)',
  tag: 'legal',
  auth: 'admin',
  body: sellerIdentityFields,
  response: z.object({ sellerIdentity, message: z.string() }),
});

export const adminSellerIdentityRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/seller-identity',
  summary: 'The shop’s legal identity with who saved it last (owner only)',
  tag: 'legal',
  auth: 'admin',
  response: z.object({
    sellerIdentity,
    updatedBy: z.string().describe('Who saved it last; empty before the first save'),
  }),
});

export const sellerIdentityRoutes = [
  sellerIdentityRoute,
  adminSellerIdentityRoute,
  updateSellerIdentityRoute,
] as const;
