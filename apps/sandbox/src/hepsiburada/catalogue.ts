/**
 * The Hepsiburada stand-in's reference data: a home-textile category list (flat, with parent ids
 * and paths, as Hepsiburada's catalogue answers it) and each leaf's attributes. Hepsiburada's
 * enum values are identified by their text; attribute ids are Hepsiburada-style keys.
 */

export interface HbCategory {
  categoryId: number;
  name: string;
  parentCategoryId: number | null;
  leaf: boolean;
  status: 'ACTIVE' | 'PASSIVE';
  available: boolean;
}

export interface HbAttribute {
  id: string;
  name: string;
  mandatory: boolean;
  /** enum: one of the listed values; string: free text. */
  type: 'enum' | 'string';
  multiValue: boolean;
  variant: boolean;
  values: string[];
}

export const HB_CATEGORIES: HbCategory[] = [
  {
    categoryId: 18021000,
    name: 'Ev Tekstili',
    parentCategoryId: null,
    leaf: false,
    status: 'ACTIVE',
    available: true,
  },
  {
    categoryId: 18021100,
    name: 'Yatak Odası Tekstili',
    parentCategoryId: 18021000,
    leaf: false,
    status: 'ACTIVE',
    available: true,
  },
  {
    categoryId: 18021101,
    name: 'Nevresim Takımı',
    parentCategoryId: 18021100,
    leaf: true,
    status: 'ACTIVE',
    available: true,
  },
  {
    categoryId: 18021102,
    name: 'Pike Takımı',
    parentCategoryId: 18021100,
    leaf: true,
    status: 'ACTIVE',
    available: true,
  },
  {
    categoryId: 18021103,
    name: 'Yorgan',
    parentCategoryId: 18021100,
    leaf: true,
    status: 'ACTIVE',
    available: false,
  },
  {
    categoryId: 18021200,
    name: 'Banyo Tekstili',
    parentCategoryId: 18021000,
    leaf: false,
    status: 'ACTIVE',
    available: true,
  },
  {
    categoryId: 18021201,
    name: 'Havlu Takımı',
    parentCategoryId: 18021200,
    leaf: true,
    status: 'ACTIVE',
    available: true,
  },
  {
    categoryId: 18021202,
    name: 'Bornoz',
    parentCategoryId: 18021200,
    leaf: true,
    status: 'ACTIVE',
    available: true,
  },
  {
    categoryId: 18021203,
    name: 'Eski Banyo Paspası',
    parentCategoryId: 18021200,
    leaf: true,
    status: 'PASSIVE',
    available: false,
  },
];

const COLOURS = [
  'Beyaz',
  'Krem',
  'Gri',
  'Antrasit',
  'Mavi',
  'Lacivert',
  'Pembe',
  'Yeşil',
  'Bej',
  'Çok Renkli',
];
const SIZES = ['Tek Kişilik', 'Çift Kişilik', 'King Size', 'Bebek'];
const MATERIALS = ['%100 Pamuk', 'Ranforce', 'Saten', 'Pamuk Polyester', 'Bambu', 'Muslin'];

const colour: HbAttribute = {
  id: 'renk_variant_property',
  name: 'Renk',
  mandatory: true,
  type: 'enum',
  multiValue: false,
  variant: true,
  values: COLOURS,
};
const size: HbAttribute = {
  id: 'ebatlar_variant_property',
  name: 'Ebat',
  mandatory: true,
  type: 'enum',
  multiValue: false,
  variant: true,
  values: SIZES,
};
const material: HbAttribute = {
  id: '00000MU',
  name: 'Materyal',
  mandatory: true,
  type: 'enum',
  multiValue: true,
  variant: false,
  values: MATERIALS,
};
const pieces: HbAttribute = {
  id: 'parca_sayisi',
  name: 'Parça Sayısı',
  mandatory: false,
  type: 'string',
  multiValue: false,
  variant: false,
  values: [],
};
const manufacturer: HbAttribute = {
  id: 'uretici_bilgisi',
  name: 'Üretici Bilgisi',
  mandatory: true,
  type: 'string',
  multiValue: false,
  variant: false,
  values: [],
};

/** A big value list (many thread counts) to exercise paging of the values call. */
const threadCounts: HbAttribute = {
  id: 'iplik_sayisi',
  name: 'İplik Sayısı',
  mandatory: false,
  type: 'enum',
  multiValue: false,
  variant: false,
  values: Array.from({ length: 250 }, (_, i) => `${100 + i * 4} TC`),
};

const ATTRIBUTES: Record<number, HbAttribute[]> = {
  18021101: [colour, size, material, threadCounts, pieces, manufacturer],
  18021102: [colour, size, material, manufacturer],
  18021201: [colour, material, pieces, manufacturer],
  18021202: [colour, { ...size, values: ['S', 'M', 'L', 'XL'] }, material, manufacturer],
};

/** A leaf that takes products: its attributes; anything else: null. */
export function hbAttributesOf(categoryId: number): HbAttribute[] | null {
  const category = HB_CATEGORIES.find((c) => c.categoryId === categoryId);
  if (!category?.leaf || category.status !== 'ACTIVE' || !category.available) return null;
  return ATTRIBUTES[categoryId] ?? [];
}

/** The path names from the top down to a category, as Hepsiburada lists them. */
export function hbPathOf(categoryId: number): string[] {
  const path: string[] = [];
  let node = HB_CATEGORIES.find((c) => c.categoryId === categoryId);
  while (node) {
    path.unshift(node.name);
    const parent = node.parentCategoryId;
    node = parent === null ? undefined : HB_CATEGORIES.find((c) => c.categoryId === parent);
  }
  return path;
}

/** The import file's own keys (filled from the product, not from the category's attributes). */
export const HB_BASE_KEYS = [
  'merchantSku',
  'VaryantGroupID',
  'Barcode',
  'UrunAdi',
  'UrunAciklamasi',
  'Marka',
  'GarantiSuresi',
  'kg',
  'tax_vat_rate',
  'price',
  'stock',
  'Image1',
  'Image2',
  'Image3',
  'Image4',
  'Image5',
] as const;
