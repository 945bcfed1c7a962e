import type { AdminProduct, ProductImage, TaxonomyItem } from '@carsi/contract';
import type { CallInput } from '../../../api/call';

/** The taxonomy lists a product points at: its form field, the taxonomy kind and the label. */
export const CHOICE_KINDS = [
  ['departmentId', 'departments', 'Departman'],
  ['mainCategoryId', 'main-categories', 'Ana kategori'],
  ['subCategoryId', 'sub-categories', 'Alt kategori'],
  ['lowCategoryId', 'low-categories', 'Son kategori'],
  ['brandId', 'brands', 'Marka'],
  ['supplierId', 'suppliers', 'Tedarikçi'],
  ['modelId', 'models', 'Model'],
] as const;

export type ChoiceField = (typeof CHOICE_KINDS)[number][0];
export type ChoiceOptions = Record<ChoiceField, { value: string; label: string }[]>;
export type Choices = { items: TaxonomyItem[] };

/** The product's sales switches, with their checkbox labels. */
export const FLAGS = [
  ['buyOneGetOneFree', 'Bir alana bir bedava'],
  ['buyOneGetOtherProductFree', 'Bir alana başka ürün bedava'],
  ['buyOneGetAnotherFree', 'Bir alana bir başkası bedava'],
  ['freeWithOtherProduct', 'Başka ürünle bedava'],
  ['isFreeProduct', 'Hediye (bedava) ürün'],
  ['isActive', 'Aktif (mağazada görünür)'],
] as const;

export type ProductDraft = Omit<AdminProduct, 'id' | 'skus' | 'version'>;

/** One SKU row being typed: empty numbers are null until the schema names them. */
export type SkuDraft = {
  /** A row key for React (SKUs are added and removed). */
  uid: number;
  sku: string;
  size: string;
  color: string;
  price: number | null;
  vat: number | null;
  countInStock: number | null;
  images: ProductImage[];
};

/** The product form's values: the product's fields and, for a new product, its SKU rows. */
export type ProductValues = ProductDraft & { skus: SkuDraft[] };

const blank: ProductDraft = {
  code: '',
  name: '',
  slug: '',
  description: '',
  departmentId: null,
  mainCategoryId: null,
  subCategoryId: null,
  lowCategoryId: null,
  brandId: null,
  supplierId: null,
  modelId: null,
  defaultPrice: 0,
  defaultPriceGap: 0,
  defaultVat: 10,
  productUnit: 'Adet',
  buyOneGetOneFree: false,
  buyOneGetOtherProductFree: false,
  buyOneGetAnotherFree: false,
  freeWithOtherProduct: false,
  isFreeProduct: false,
  timeLimitedDiscountDuration: null,
  timeLimitedDiscountAmount: null,
  refundGuarantee: 90,
  upsellProductId: null,
  upsellSkuId: null,
  userManualLink: null,
  seoTitle: null,
  seoDescription: null,
  manufacturer: '',
  importer: '',
  safetyWarnings: '',
  defaultImages: [],
  isActive: true,
};

let skuRowCounter = 0;

/** A new SKU row: the first one of a product is "Pass" sized; price and VAT from the product. */
export const blankSku = (n: number, price: number, vat: number): SkuDraft => ({
  uid: ++skuRowCounter,
  sku: '',
  size: n === 0 ? 'Pass' : '',
  color: 'Pass',
  price,
  vat,
  countInStock: 0,
  images: [],
});

/** The product's fields to edit, or a copy's (new name, no slug or code), or a blank product. */
export function draftOf(product: AdminProduct | null, copy: boolean): ProductDraft {
  if (!product) return blank;
  const { id: _id, skus: _skus, version: _v, ...fields } = product;
  return copy ? { ...fields, name: `${fields.name} (kopya)`, slug: '', code: '' } : fields;
}

/** The first values of the form: a copy keeps the SKUs' sizes and prices but not their codes. */
export function initialValues(product: AdminProduct | null, mode: 'new' | 'edit'): ProductValues {
  const draft = draftOf(product, mode === 'new');
  const skus =
    mode === 'new' && product
      ? product.skus.map((s) => ({ ...s, uid: ++skuRowCounter, sku: '', images: s.images }))
      : mode === 'new'
        ? [blankSku(0, draft.defaultPrice, draft.defaultVat)]
        : [];
  return { ...draft, skus };
}

/** A SKU row as the API takes it (empty size/colour = "Pass", empty numbers = 0). */
export const skuBody = (s: SkuDraft): CallInput<'POST /api/admin/products/:id/skus'>['body'] => ({
  sku: s.sku,
  size: s.size || 'Pass',
  color: s.color || 'Pass',
  price: s.price ?? 0,
  vat: s.vat ?? 0,
  countInStock: s.countInStock ?? 0,
  images: s.images,
});

function productBody(values: ProductValues) {
  const { skus: _skus, ...draft } = values;
  return { ...draft, slug: draft.slug || undefined };
}

/** The body that creates the product with its SKUs. */
export const createBody = (
  values: ProductValues,
): CallInput<'POST /api/admin/products'>['body'] => ({
  ...productBody(values),
  skus: values.skus.map(skuBody),
});

/** The body that changes the product's fields at the version the page loaded. */
export const updateBody = (
  values: ProductValues,
  version: number,
): CallInput<'PUT /api/admin/products/:id'>['body'] => ({ ...productBody(values), version });
