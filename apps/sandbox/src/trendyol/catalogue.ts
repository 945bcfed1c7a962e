/**
 * The stand-in's reference data: brands, a home-textile category tree, each leaf's attributes
 * (with Trendyol's product-safety attribute ids) and seller addresses. Ids are made up but
 * shaped like Trendyol's (numbers).
 */

export interface StandInBrand {
  id: number;
  name: string;
}

export interface StandInCategory {
  id: number;
  name: string;
  parentId: number | null;
  subCategories: StandInCategory[];
}

export interface StandInAttribute {
  id: number;
  name: string;
  required: boolean;
  allowCustom: boolean;
  varianter: boolean;
  slicer: boolean;
  allowMultipleAttributeValues: boolean;
  values: { id: number; name: string }[];
}

const BRAND_NAMES = [
  'Çarşı Home',
  'Çarşı',
  'Taç',
  'English Home',
  'Madame Coco',
  'Karaca Home',
  'Özdilek',
  'Linens',
  'Yataş Bedding',
  'Pierre Cardin',
  'Chakra',
  'Cotton Box',
  'Evidea',
  'Hamam',
  'Bella Maison',
  'Anka Home',
  'Elart',
  'Altınbaşak',
  'İrya',
  'Issimo Home',
];

export const BRANDS: StandInBrand[] = BRAND_NAMES.map((name, i) => ({ id: 1000 + i, name }));

const leaf = (id: number, name: string, parentId: number): StandInCategory => ({
  id,
  name,
  parentId,
  subCategories: [],
});

/** Leaves: 2001 Nevresim Takımı, 2002 Pike Takımı, 2011 Banyo Havlusu, 2012 El Havlusu, 2021 Perde, 2099 (60 attributes). */
export const CATEGORY_TREE: StandInCategory[] = [
  {
    id: 1,
    name: 'Ev & Yaşam',
    parentId: null,
    subCategories: [
      {
        id: 10,
        name: 'Ev Tekstili',
        parentId: 1,
        subCategories: [
          {
            id: 100,
            name: 'Yatak Odası Tekstili',
            parentId: 10,
            subCategories: [leaf(2001, 'Nevresim Takımı', 100), leaf(2002, 'Pike Takımı', 100)],
          },
          {
            id: 101,
            name: 'Banyo Tekstili',
            parentId: 10,
            subCategories: [leaf(2011, 'Banyo Havlusu', 101), leaf(2012, 'El Havlusu', 101)],
          },
          leaf(2021, 'Perde', 10),
          leaf(2099, 'Ev Tekstili Diğer', 10),
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Mutfak',
    parentId: null,
    subCategories: [leaf(3001, 'Masa Örtüsü', 2), leaf(3002, 'Mutfak Havlusu', 2)],
  },
];

/** Trendyol's product-safety attributes: manufacturer, importer, usage warnings. */
export const SAFETY_ATTRIBUTE_IDS = { manufacturer: 1198, importer: 1216, warnings: 1116 } as const;

const values = (start: number, names: string[]) =>
  names.map((name, i) => ({ id: start + i, name }));

const COLOURS = values(50_000, [
  'Beyaz',
  'Krem',
  'Gri',
  'Antrasit',
  'Lacivert',
  'Mavi',
  'Pembe',
  'Yeşil',
  'Bej',
  'Çok Renkli',
]);
const SIZES = values(51_000, [
  'Tek Kişilik',
  'Çift Kişilik',
  'King Size',
  '50x90 cm',
  '70x140 cm',
  '90x150 cm',
  'Standart',
]);
const MATERIALS = values(52_000, [
  '%100 Pamuk',
  'Ranforce',
  'Saten',
  'Bambu',
  'Polyester',
  'Keten',
  'Pamuk-Polyester',
]);
const PATTERNS = values(53_000, ['Düz', 'Çizgili', 'Çiçekli', 'Geometrik', 'Kareli']);
/** A long list (Trendyol pages values by 1000 at most): 1 500 origin values. */
const ORIGINS = values(
  54_000,
  Array.from({ length: 1500 }, (_, i) => (i === 0 ? 'Türkiye' : `Menşei ${i + 1}`)),
);

const attribute = (
  id: number,
  name: string,
  required: boolean,
  options: Partial<Omit<StandInAttribute, 'id' | 'name' | 'required'>> = {},
): StandInAttribute => ({
  id,
  name,
  required,
  allowCustom: false,
  varianter: false,
  slicer: false,
  allowMultipleAttributeValues: false,
  values: [],
  ...options,
});

const common = (): StandInAttribute[] => [
  attribute(47, 'Renk', true, { varianter: true, slicer: true, values: COLOURS }),
  attribute(338, 'Boyut/Ebat', true, { varianter: true, values: SIZES }),
  attribute(14, 'Materyal', true, { allowCustom: true, values: MATERIALS }),
  attribute(33, 'Desen', false, { values: PATTERNS, allowMultipleAttributeValues: true }),
  attribute(1192, 'Menşei', false, { values: ORIGINS }),
  attribute(SAFETY_ATTRIBUTE_IDS.manufacturer, 'Üretici Bilgisi', false, { allowCustom: true }),
  attribute(SAFETY_ATTRIBUTE_IDS.importer, 'İthalatçı / Yetkili Temsilci', false, {
    allowCustom: true,
  }),
  attribute(SAFETY_ATTRIBUTE_IDS.warnings, 'Kullanım Uyarıları', false, { allowCustom: true }),
];

/** A leaf's attributes; 2099 carries 60 of them (the mapping screen's heaviest case). */
export function attributesOf(categoryId: number): StandInAttribute[] | null {
  if (!LEAF_IDS.has(categoryId)) return null;
  const list = common();
  if (categoryId === 2099)
    for (let i = 0; i < 52; i += 1)
      list.push(
        attribute(9000 + i, `Ek Özellik ${i + 1}`, i % 4 === 0, {
          allowCustom: i % 3 === 0,
          values: values(60_000 + i * 10, ['Var', 'Yok', 'Belirtilmemiş']),
        }),
      );
  return list;
}

function leaves(nodes: StandInCategory[], out = new Set<number>()): Set<number> {
  for (const node of nodes) {
    if (node.subCategories.length === 0) out.add(node.id);
    else leaves(node.subCategories, out);
  }
  return out;
}

export const LEAF_IDS = leaves(CATEGORY_TREE);

export const ADDRESSES = [
  {
    id: 7001,
    addressType: 'Shipment',
    fullAddress: 'Çarşı Depo, Organize Sanayi Bölgesi 3. Cadde No: 12',
    city: 'Bursa',
    district: 'Nilüfer',
    isDefault: true,
  },
  {
    id: 7002,
    addressType: 'Returning',
    fullAddress: 'Çarşı İade Kabul, Organize Sanayi Bölgesi 3. Cadde No: 12',
    city: 'Bursa',
    district: 'Nilüfer',
    isDefault: true,
  },
  {
    id: 7003,
    addressType: 'Invoice',
    fullAddress: 'Çarşı Tekstil A.Ş., Atatürk Caddesi No: 1',
    city: 'Bursa',
    district: 'Osmangazi',
    isDefault: true,
  },
];
