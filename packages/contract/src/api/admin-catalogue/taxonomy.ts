import { z } from 'zod';
import { defineRoute } from '../../define';
import { idParam, pageNumberQuery, paging } from '../common';
import { optionalText, order, parentId, slug, text } from './fields';

// ── taxonomy: one definition per entity ──────────────────────────────────────

export type TaxonomyFieldType = 'text' | 'number' | 'list' | 'parent';

export interface TaxonomyField {
  key: string;
  label: string;
  type: TaxonomyFieldType;
  required?: boolean;
  /** A number with decimals (material stock in metres or kilograms). */
  decimal?: boolean;
}

export interface TaxonomyDefinition {
  kind: TaxonomyKind;
  /** Admin page id in pages.ts and the screen's title. */
  pageId: string;
  title: string;
  /** "Bu {noun} … üründe kullanılıyor" */
  noun: string;
  /** Admin area whose roles may read and change it. */
  area: 'catalogue' | 'stock';
  parent?: TaxonomyKind;
  fields: readonly TaxonomyField[];
  schema: z.ZodObject;
}

export const taxonomyKinds = [
  'departments',
  'main-categories',
  'sub-categories',
  'low-categories',
  'suppliers',
  'brands',
  'variants',
  'models',
  'warehouses',
  'materials',
] as const;
export type TaxonomyKind = (typeof taxonomyKinds)[number];

const named = { name: text('Ad', 120), slug, sortOrder: order };

export const taxonomyDefinitions: Readonly<Record<TaxonomyKind, TaxonomyDefinition>> = {
  departments: {
    kind: 'departments',
    pageId: 'admin-departments',
    title: 'Departmanlar',
    noun: 'departman',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z.object(named).strict(),
  },
  'main-categories': {
    kind: 'main-categories',
    pageId: 'admin-main-categories',
    title: 'Ana kategoriler',
    noun: 'ana kategori',
    area: 'catalogue',
    parent: 'departments',
    fields: [
      { key: 'parentId', label: 'Departman', type: 'parent', required: true },
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z.object({ ...named, parentId: parentId('Departman') }).strict(),
  },
  'sub-categories': {
    kind: 'sub-categories',
    pageId: 'admin-sub-categories',
    title: 'Alt kategoriler',
    noun: 'alt kategori',
    area: 'catalogue',
    parent: 'main-categories',
    fields: [
      { key: 'parentId', label: 'Ana kategori', type: 'parent', required: true },
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z.object({ ...named, parentId: parentId('Ana kategori') }).strict(),
  },
  'low-categories': {
    kind: 'low-categories',
    pageId: 'admin-low-categories',
    title: 'Son kategoriler',
    noun: 'son kategori',
    area: 'catalogue',
    parent: 'sub-categories',
    fields: [
      { key: 'parentId', label: 'Alt kategori', type: 'parent', required: true },
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z.object({ ...named, parentId: parentId('Alt kategori') }).strict(),
  },
  suppliers: {
    kind: 'suppliers',
    pageId: 'admin-suppliers',
    title: 'Tedarikçiler',
    noun: 'tedarikçi',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Firma adı', type: 'text', required: true },
      { key: 'contactName', label: 'Yetkili', type: 'text' },
      { key: 'phone', label: 'Telefon', type: 'text' },
      { key: 'email', label: 'E-posta', type: 'text' },
      { key: 'taxOffice', label: 'Vergi dairesi', type: 'text' },
      { key: 'taxNumber', label: 'Vergi / TC kimlik no', type: 'text' },
      { key: 'address', label: 'Adres', type: 'text' },
    ],
    schema: z
      .object({
        name: text('Firma adı', 160),
        contactName: optionalText('Yetkili', 120),
        phone: z
          .string()
          .trim()
          .regex(/^(\+90|0)?[1-9]\d{9}$/, 'Telefon 10 haneli olmalı (ör. 0212 123 45 67).')
          .nullable()
          .optional()
          .or(z.literal(''))
          .transform((v) => (v ? v : null)),
        email: z
          .email('Geçerli bir e-posta adresi girin.')
          .nullable()
          .optional()
          .or(z.literal(''))
          .transform((v) => (v ? v : null)),
        taxOffice: optionalText('Vergi dairesi', 120),
        taxNumber: z
          .string()
          .trim()
          .regex(/^(\d{10}|\d{11})$/, 'Vergi numarası 10, TC kimlik numarası 11 haneli olmalı.')
          .nullable()
          .optional()
          .or(z.literal(''))
          .transform((v) => (v ? v : null)),
        address: optionalText('Adres', 500),
      })
      .strict(),
  },
  brands: {
    kind: 'brands',
    pageId: 'admin-brands',
    title: 'Markalar',
    noun: 'marka',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'slug', label: 'Kısa ad (boşsa addan)', type: 'text' },
      { key: 'logoUrl', label: 'Logo adresi', type: 'text' },
      { key: 'sortOrder', label: 'Sıra', type: 'number' },
    ],
    schema: z
      .object({
        ...named,
        logoUrl: z
          .string()
          .trim()
          .regex(
            /^(\/uploads\/[\w./-]+|https:\/\/\S+)$/,
            'Logo /uploads/… ya da https:// adresi olmalı.',
          )
          .nullable()
          .optional()
          .or(z.literal(''))
          .transform((v) => (v ? v : null)),
      })
      .strict(),
  },
  variants: {
    kind: 'variants',
    pageId: 'admin-variants',
    title: 'Varyantlar',
    noun: 'varyant',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Ad (ör. Ebat, Renk)', type: 'text', required: true },
      { key: 'values', label: 'Değerler (virgülle)', type: 'list' },
    ],
    schema: z
      .object({
        name: text('Ad', 60),
        values: z
          .array(text('Değer', 60), { error: 'Değerler bir liste olmalı.' })
          .max(200, 'En çok 200 değer girilebilir.')
          .default([]),
      })
      .strict(),
  },
  models: {
    kind: 'models',
    pageId: 'admin-models',
    title: 'Modeller',
    noun: 'model',
    area: 'catalogue',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'code', label: 'Kod (kısa bağlantı)', type: 'text', required: true },
    ],
    schema: z
      .object({
        name: text('Ad', 120),
        code: z
          .string({ error: 'Kod gerekli.' })
          .trim()
          .regex(/^[A-Za-z0-9-]{2,32}$/, 'Kod 2–32 harf, rakam veya tire olmalı.'),
      })
      .strict(),
  },
  warehouses: {
    kind: 'warehouses',
    pageId: 'admin-warehouses',
    title: 'Depolar',
    noun: 'depo',
    area: 'stock',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'code', label: 'Kod', type: 'text', required: true },
      { key: 'address', label: 'Adres', type: 'text' },
    ],
    schema: z
      .object({
        name: text('Ad', 120),
        code: z
          .string({ error: 'Kod gerekli.' })
          .trim()
          .regex(/^[A-Za-z0-9-]{2,16}$/, 'Kod 2–16 harf, rakam veya tire olmalı.'),
        address: z.string().trim().max(500, 'Adres en çok 500 karakter olabilir.').default(''),
      })
      .strict(),
  },
  materials: {
    kind: 'materials',
    pageId: 'admin-materials',
    title: 'Malzemeler',
    noun: 'malzeme',
    area: 'stock',
    fields: [
      { key: 'name', label: 'Ad', type: 'text', required: true },
      { key: 'kind', label: 'Tür (Kumaş, Dolgu, Ambalaj…)', type: 'text', required: true },
      { key: 'unit', label: 'Birim (metre, kg, adet)', type: 'text', required: true },
      { key: 'stock', label: 'Stok', type: 'number', decimal: true },
    ],
    schema: z
      .object({
        name: text('Ad', 120),
        kind: text('Tür', 40),
        unit: text('Birim', 20),
        stock: z
          .number({ error: 'Stok bir sayı olmalı.' })
          .min(0, 'Stok negatif olamaz.')
          .max(1_000_000, 'Stok çok büyük.')
          .default(0),
      })
      .strict(),
  },
};

export function isTaxonomyKind(value: string): value is TaxonomyKind {
  return (taxonomyKinds as readonly string[]).includes(value);
}

const fieldValue = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);
export const taxonomyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The entity's own fields (see the definition), parentId included. */
  fields: z.record(z.string(), fieldValue),
  parentName: z.string().nullable(),
  /** Products that use it (for variants: products with a SKU using one of its values). */
  productCount: z.number().int(),
});
export type TaxonomyItem = z.infer<typeof taxonomyItem>;

const kindParam = z
  .object({
    kind: z.enum(taxonomyKinds, { error: 'Bilinmeyen katalog tanımı.' }),
  })
  .strict();
const kindIdParam = kindParam.extend({ id: idParam }).strict();
const taxonomyBody = z.record(z.string(), fieldValue.or(z.boolean()));

export const listTaxonomyRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/taxonomy/:kind',
  summary: 'Departments, categories, suppliers, brands, variants, models or warehouses (paged)',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: kindParam,
  query: z
    .object({
      keyword: z.string().trim().max(100).optional(),
      pageNumber: pageNumberQuery,
      parentId: z.coerce.number().int().positive().optional(),
      /** "true": up to 1000 records on one page (choices in the product form). */
      hepsi: z.enum(['true']).optional(),
    })
    .strict(),
  response: z.object({
    items: z.array(taxonomyItem),
    /** Choices for the parent field (levels with a parent). */
    parents: z.array(z.object({ id: z.number().int(), name: z.string() })),
    total: z.number().int(),
    ...paging,
  }),
});

export const createTaxonomyRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/taxonomy/:kind',
  summary: "Create a taxonomy record; the body is the definition's fields",
  tag: 'admin-catalogue',
  auth: 'admin',
  params: kindParam,
  body: taxonomyBody,
  response: z.object({ item: taxonomyItem, message: z.string() }),
});

export const updateTaxonomyRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/taxonomy/:kind/:id',
  summary: 'Change a taxonomy record',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: kindIdParam,
  body: taxonomyBody,
  response: z.object({ item: taxonomyItem, message: z.string() }),
});

export const deleteTaxonomyRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/taxonomy/:kind/:id',
  summary: 'Delete a taxonomy record; 409 IN_USE (message = inUseMessage) while products use it',
  tag: 'admin-catalogue',
  auth: 'admin',
  params: kindIdParam,
  response: z.object({ message: z.string() }),
});
