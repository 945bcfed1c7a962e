/**
 * The demo catalogue of Çarşı as plain data: a Turkish bedding and home-textile shop. Stock,
 * cost prices, barcodes, reviews and images are derived from it deterministically in
 * `build.ts`; prices here are kuruş (34990 = 349,90 TL).
 */

/** How a product is drawn on its generated images. */
export type Shape =
  | 'stack'
  | 'pillow'
  | 'duvet'
  | 'bed'
  | 'blanket'
  | 'towels'
  | 'robe'
  | 'set'
  | 'cushion'
  | 'square';

/** The fabric pattern drawn in the SKU colour. */
export type Pattern =
  | 'plain'
  | 'stripes'
  | 'pinstripe'
  | 'checks'
  | 'waves'
  | 'dots'
  | 'quilt'
  | 'waffle'
  | 'herringbone'
  | 'terry'
  | 'flowers'
  | 'knit';

/** Packed parcel: length, width and height in cm, weight in grams. */
export type Parcel = readonly [number, number, number, number];

/** One purchasable option of a product; every option exists in every product colour. */
export interface OptionData {
  size?: string;
  type?: string;
  target?: string;
  /** Kuruş, VAT included. */
  price: number;
  parcel: Parcel;
}

export interface ProductData {
  /** Unique 3–4 letter short code, ASCII upper case. */
  code: string;
  name: string;
  /** Department, main, sub and optionally low category names. */
  category: readonly [string, string, string, string?];
  brand: string;
  supplier: string;
  model?: string;
  description: string;
  vat: 10 | 20;
  unit?: string;
  shape: Shape;
  pattern: Pattern;
  options: readonly OptionData[];
  colors: readonly string[];
  /** Kuruş off each additional unit (priceGap = price − this). */
  secondUnitDiscount?: number;
  buyOneGetOneFree?: boolean;
  /** Days; 90 when absent. */
  refundGuarantee?: number;
  timeLimitedDiscount?: { hours: number; amount: number };
  /** Every SKU at zero stock. */
  soldOut?: boolean;
}

export interface LowCategoryTree {
  name: string;
  lows: readonly string[];
}
export interface MainCategoryTree {
  name: string;
  subs: readonly LowCategoryTree[];
}
export interface DepartmentData {
  name: string;
  mains: readonly MainCategoryTree[];
}

export interface BrandData {
  name: string;
  /** Four digits after Turkey's GS1 prefix 869 in the brand's barcodes. */
  barcodePrefix: string;
}

export interface SupplierData {
  name: string;
  contactName: string;
  phone: string;
  email: string;
  taxOffice: string;
  taxNumber: string;
  address: string;
}

export interface ModelData {
  code: string;
  name: string;
}

/** Colour names used by SKUs, with the swatch drawn on the generated images. */
export const COLORS: Readonly<Record<string, string>> = {
  Beyaz: '#f7f6f2',
  Krem: '#efe4cc',
  Ekru: '#e8dfcb',
  Bej: '#d9c6a5',
  Vizon: '#a89484',
  Kahve: '#6f4e37',
  Gri: '#9ea3a8',
  'Açık Gri': '#c9ccce',
  Antrasit: '#474b50',
  Pudra: '#e9b9b4',
  Pembe: '#f2a7bb',
  Lila: '#b9a3d0',
  Lacivert: '#1f2f57',
  Mavi: '#4a7bb7',
  'Bebek Mavisi': '#a9cbe8',
  Turkuaz: '#2fa4a9',
  'Su Yeşili': '#9fd3c1',
  Mint: '#a8e0cd',
  'Zeytin Yeşili': '#7b7d3c',
  Yeşil: '#3f8f5a',
  Hardal: '#d1a13a',
  Kiremit: '#b85c38',
  Bordo: '#7a1f2b',
  Kırmızı: '#c0392b',
};

export const DEPARTMENTS: readonly DepartmentData[] = [
  {
    name: 'Nevresim Takımları',
    mains: [
      {
        name: 'Nevresim Takımı',
        subs: [
          { name: 'Pamuk Saten', lows: ['Düz Renk', 'Çizgili'] },
          { name: 'Ranforce', lows: ['Desenli', 'Düz Renk'] },
          { name: 'Bambu ve Tencel', lows: [] },
          { name: 'Percale', lows: [] },
          { name: 'Kışlık Nevresim', lows: ['Flanel'] },
        ],
      },
      {
        name: 'Çocuk Nevresimi',
        subs: [
          { name: 'Bebek Nevresimi', lows: [] },
          { name: 'Genç Odası', lows: [] },
        ],
      },
    ],
  },
  {
    name: 'Yorganlar',
    mains: [
      {
        name: 'Yorgan',
        subs: [
          { name: 'Kaz Tüyü Yorgan', lows: [] },
          { name: 'Elyaf Yorgan', lows: ['Mikrofiber', 'Antialerjik'] },
          { name: 'Doğal Yorgan', lows: ['Yün', 'Pamuk', 'Bambu'] },
        ],
      },
      { name: 'Çocuk Yorganı', subs: [{ name: 'Bebek ve Çocuk Yorganı', lows: [] }] },
    ],
  },
  {
    name: 'Yastıklar',
    mains: [
      {
        name: 'Uyku Yastığı',
        subs: [
          { name: 'Elyaf Yastık', lows: ['Mikrofiber', 'Silikon Elyaf'] },
          { name: 'Kaz Tüyü Yastık', lows: [] },
          { name: 'Ortopedik Yastık', lows: ['Visco', 'Lateks'] },
        ],
      },
      {
        name: 'Özel Yastıklar',
        subs: [
          { name: 'Bebek Yastığı', lows: [] },
          { name: 'Destek Yastığı', lows: [] },
        ],
      },
      { name: 'Dekoratif Yastık', subs: [{ name: 'Kırlent', lows: [] }] },
    ],
  },
  {
    name: 'Alezler',
    mains: [
      {
        name: 'Yatak Koruyucu',
        subs: [
          { name: 'Sıvı Geçirmez Alez', lows: ['Fitted (Lastikli)'] },
          { name: 'Kapitone Alez', lows: [] },
        ],
      },
      {
        name: 'Diğer Alezler',
        subs: [
          { name: 'Yastık Alezi', lows: [] },
          { name: 'Bebek Alezi', lows: [] },
        ],
      },
    ],
  },
  {
    name: 'Battaniyeler',
    mains: [
      {
        name: 'Battaniye',
        subs: [
          { name: 'Welsoft Battaniye', lows: ['Düz Renk', 'Ekose'] },
          { name: 'Doğal Battaniye', lows: ['Pamuklu', 'Yün'] },
          { name: 'Polar Battaniye', lows: [] },
          { name: 'Elektrikli Battaniye', lows: [] },
        ],
      },
      {
        name: 'Şal ve Bebek Battaniyesi',
        subs: [
          { name: 'Koltuk Şalı', lows: [] },
          { name: 'Bebek Battaniyesi', lows: [] },
        ],
      },
    ],
  },
  {
    name: 'Pikeler',
    mains: [
      {
        name: 'Pike',
        subs: [
          { name: 'Pamuklu Pike', lows: ['Waffle', 'Jakarlı'] },
          { name: 'Müslin Pike', lows: [] },
          { name: 'Yazlık Pike', lows: [] },
        ],
      },
      { name: 'Bebek Pikesi', subs: [{ name: 'Müslin Bebek Pikesi', lows: [] }] },
    ],
  },
  {
    name: 'Havlu ve Bornozlar',
    mains: [
      {
        name: 'Bornoz',
        subs: [
          { name: 'Yetişkin Bornozu', lows: ['Bambu', 'Pamuk Kadife'] },
          { name: 'Çocuk Bornozu', lows: [] },
        ],
      },
      {
        name: 'Havlu',
        subs: [
          { name: 'Banyo Havlusu', lows: [] },
          { name: 'El ve Yüz Havlusu', lows: [] },
          { name: 'Havlu Seti', lows: [] },
          { name: 'Plaj Havlusu ve Peştemal', lows: [] },
          { name: 'Ayak Havlusu', lows: [] },
          { name: 'Mutfak Havlusu', lows: [] },
          { name: 'Saç Havlusu', lows: [] },
        ],
      },
    ],
  },
  {
    name: 'Uyku Setleri',
    mains: [
      {
        name: 'Uyku Seti',
        subs: [
          { name: 'Yorgan ve Yastık Seti', lows: [] },
          { name: 'Bebek Uyku Seti', lows: [] },
          { name: 'Yatak Odası Seti', lows: [] },
        ],
      },
    ],
  },
  {
    name: 'Ev Tekstili',
    mains: [
      {
        name: 'Yatak Tekstili',
        subs: [
          { name: 'Lastikli Çarşaf', lows: [] },
          { name: 'Yatak Örtüsü', lows: [] },
        ],
      },
      {
        name: 'Dekorasyon',
        subs: [
          { name: 'Kırlent Kılıfı', lows: [] },
          { name: 'Masa Örtüsü', lows: [] },
          { name: 'Duş Perdesi', lows: [] },
        ],
      },
    ],
  },
];

export const BRANDS: readonly BrandData[] = [
  { name: 'Çarşı Home', barcodePrefix: '4120' },
  { name: 'Pamukkent', barcodePrefix: '5371' },
  { name: 'Uyku Vadisi', barcodePrefix: '6048' },
  { name: 'Lodos Home', barcodePrefix: '7215' },
  { name: 'Sedef Ev', barcodePrefix: '8362' },
  { name: 'Buldan Dokuma', barcodePrefix: '9403' },
];

export const SUPPLIERS: readonly SupplierData[] = [
  {
    name: 'Kaleiçi Tekstil San. ve Tic. A.Ş.',
    contactName: 'Mehmet Karahan',
    phone: '0258 371 44 20',
    email: 'satis@kaleicitekstil.example',
    taxOffice: 'Pamukkale',
    taxNumber: '2940517368',
    address: 'Denizli Organize Sanayi Bölgesi 4. Cadde No: 12, Honaz / Denizli',
  },
  {
    name: 'Nilüfer Ev Tekstili Ltd. Şti.',
    contactName: 'Zeynep Aksoy',
    phone: '0224 443 18 60',
    email: 'siparis@niluferev.example',
    taxOffice: 'Nilüfer',
    taxNumber: '4816273050',
    address: 'Beşevler Küçük Sanayi Sitesi 12. Sokak No: 7, Nilüfer / Bursa',
  },
  {
    name: 'Uşak Battaniye Sanayi A.Ş.',
    contactName: 'Hüseyin Erdem',
    phone: '0276 266 52 10',
    email: 'info@usakbattaniye.example',
    taxOffice: 'Uşak',
    taxNumber: '7329051847',
    address: 'Uşak Organize Sanayi Bölgesi 2. Cadde No: 31, Merkez / Uşak',
  },
  {
    name: 'Buldan Dokumacılar Tekstil Koll. Şti.',
    contactName: 'Ayten Sarı',
    phone: '0258 359 07 75',
    email: 'iletisim@buldandokuma.example',
    taxOffice: 'Buldan',
    taxNumber: '6152480933',
    address: 'Yeni Mahalle Dokumacılar Sokak No: 5, Buldan / Denizli',
  },
  {
    name: 'Uludağ Tüy ve Elyaf San. A.Ş.',
    contactName: 'Serkan Yıldırım',
    phone: '0224 714 33 90',
    email: 'satis@uludagtuy.example',
    taxOffice: 'İnegöl',
    taxNumber: '9038164271',
    address: 'İnegöl Organize Sanayi Bölgesi, Mobilya Caddesi No: 18, İnegöl / Bursa',
  },
  {
    name: 'Akhisar Bambu Tekstil Ltd. Şti.',
    contactName: 'Elif Kocaman',
    phone: '0236 412 66 05',
    email: 'info@akhisarbambu.example',
    taxOffice: 'Akhisar',
    taxNumber: '1273645909',
    address: 'Küçük Sanayi Sitesi B Blok No: 9, Akhisar / Manisa',
  },
];

const KALEICI = 'Kaleiçi Tekstil San. ve Tic. A.Ş.';
const NILUFER = 'Nilüfer Ev Tekstili Ltd. Şti.';
const USAK = 'Uşak Battaniye Sanayi A.Ş.';
const BULDAN = 'Buldan Dokumacılar Tekstil Koll. Şti.';
const ULUDAG = 'Uludağ Tüy ve Elyaf San. A.Ş.';
const AKHISAR = 'Akhisar Bambu Tekstil Ltd. Şti.';

export const MODELS: readonly ModelData[] = [
  { code: 'LINA', name: 'Lina' },
  { code: 'NOVA', name: 'Nova' },
  { code: 'PAPATYA', name: 'Papatya' },
  { code: 'SERIN', name: 'Serin' },
  { code: 'AURA', name: 'Aura' },
  { code: 'BULUT', name: 'Bulut' },
  { code: 'OTEL', name: 'Otel Serisi' },
  { code: 'DOGAL', name: 'Doğal Serisi' },
  { code: 'ROYAL', name: 'Royal' },
  { code: 'DALGA', name: 'Dalga' },
  { code: 'LALE', name: 'Lale' },
  { code: 'KIS', name: 'Kış Serisi' },
];

/** Sizes and kinds as offered in the Ebat variant (every option size appears here). */
const NEV_TEK = { size: 'Tek Kişilik', parcel: [35, 28, 6, 1150] } as const;
const NEV_CIFT = { size: 'Çift Kişilik', parcel: [40, 30, 8, 1750] } as const;
const NEV_KING = { size: 'King', parcel: [42, 32, 9, 2150] } as const;
const YOR_TEK = { size: 'Tek Kişilik (155x215)', parcel: [60, 45, 18, 1650] } as const;
const YOR_CIFT = { size: 'Çift Kişilik (195x215)', parcel: [60, 50, 22, 2250] } as const;
const YOR_KING = { size: 'King (220x240)', parcel: [65, 55, 24, 2800] } as const;
const BAT_TEK = { size: 'Tek Kişilik (150x200)', parcel: [45, 35, 12, 1400] } as const;
const BAT_CIFT = { size: 'Çift Kişilik (200x220)', parcel: [50, 40, 15, 2200] } as const;
const PIK_TEK = { size: 'Tek Kişilik (160x240)', parcel: [40, 30, 8, 1100] } as const;
const PIK_CIFT = { size: 'Çift Kişilik (200x240)', parcel: [42, 32, 10, 1500] } as const;
const ALEZ = (size: string, grams: number) =>
  ({ size, parcel: [32, 26, 8, grams] }) as { size: string; parcel: Parcel };

export const PRODUCTS: readonly ProductData[] = [
  // ── Nevresim Takımları ────────────────────────────────────────────────────
  {
    code: 'PSNL',
    name: 'Pamuk Saten Nevresim Takımı Lina',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Pamuk Saten', 'Düz Renk'],
    brand: 'Pamukkent',
    supplier: KALEICI,
    model: 'LINA',
    description:
      '%100 pamuk saten kumaştan, 300 tel sıklığında dokunmuş ipeksi dokulu nevresim takımı. Set; nevresim, düz çarşaf ve 50x70 cm ölçüsünde iki yastık kılıfından oluşur (tek kişilikte bir yastık kılıfı). 40 °C’de ters çevrilerek yıkanmalı, düşük ısıda ütülenmelidir.',
    vat: 10,
    shape: 'stack',
    pattern: 'plain',
    options: [
      { ...NEV_TEK, price: 99990 },
      { ...NEV_CIFT, price: 139990 },
      { ...NEV_KING, price: 159990 },
    ],
    colors: ['Beyaz', 'Vizon'],
  },
  {
    code: 'PSG',
    name: 'Pamuk Saten Çift Kişilik Nevresim Takımı – Gri',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Pamuk Saten', 'Düz Renk'],
    brand: 'Pamukkent',
    supplier: KALEICI,
    model: 'LINA',
    description:
      'Denizli’de dokunan %100 pamuk saten kumaştan, gizli fermuarlı çift kişilik nevresim takımı. Nevresim 200x220 cm, çarşaf 240x260 cm (lastikli seçenekte 160x200 cm), iki yastık kılıfı 50x70 cm’dir. 40 °C’de yıkayınız, ağartıcı kullanmayınız.',
    vat: 10,
    shape: 'stack',
    pattern: 'plain',
    options: [
      { ...NEV_CIFT, type: 'Düz Çarşaflı', price: 139990 },
      { ...NEV_CIFT, type: 'Lastikli Çarşaflı', price: 149990 },
    ],
    colors: ['Gri'],
    secondUnitDiscount: 20000,
  },
  {
    code: 'PSLC',
    name: 'Pamuk Saten Çift Kişilik Nevresim Takımı – Lacivert',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Pamuk Saten', 'Düz Renk'],
    brand: 'Pamukkent',
    supplier: KALEICI,
    model: 'LINA',
    description:
      'Derin lacivert tonuyla %100 pamuk saten çift kişilik nevresim takımı; yıkandıkça yumuşayan, terletmeyen bir dokusu vardır. Nevresim 200x220 cm, iki yastık kılıfı 50x70 cm. 40 °C’de benzer renklerle yıkanmalı, gölgede kurutulmalıdır.',
    vat: 10,
    shape: 'stack',
    pattern: 'plain',
    options: [
      { ...NEV_CIFT, type: 'Düz Çarşaflı', price: 139990 },
      { ...NEV_CIFT, type: 'Lastikli Çarşaflı', price: 149990 },
    ],
    colors: ['Lacivert'],
  },
  {
    code: 'NOVA',
    name: 'Çizgili Pamuk Saten Nevresim Takımı Nova',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Pamuk Saten', 'Çizgili'],
    brand: 'Lodos Home',
    supplier: KALEICI,
    model: 'NOVA',
    description:
      'İnce saten çizgileriyle otel odası şıklığını yatak odanıza taşıyan pamuk saten nevresim takımı. Kumaş %100 penye pamuktan, 1 cm aralıklı jakar çizgilidir. 40 °C’de yıkanabilir; kurutma makinesinde düşük ısı önerilir.',
    vat: 10,
    shape: 'stack',
    pattern: 'stripes',
    options: [
      { ...NEV_TEK, price: 109990 },
      { ...NEV_CIFT, price: 149990 },
    ],
    colors: ['Gri', 'Lacivert', 'Pudra'],
    timeLimitedDiscount: { hours: 48, amount: 15000 },
  },
  {
    code: 'RNP',
    name: 'Ranforce Nevresim Takımı Papatya',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Ranforce', 'Desenli'],
    brand: 'Çarşı Home',
    supplier: NILUFER,
    model: 'PAPATYA',
    description:
      'Küçük papatya desenli, %100 pamuk ranforce kumaştan günlük kullanıma uygun nevresim takımı. Sık dokusu sayesinde tüylenme yapmaz, her yıkamada rengini korur. 60 °C’ye kadar yıkanabilir, orta ısıda ütülenebilir.',
    vat: 10,
    shape: 'stack',
    pattern: 'flowers',
    options: [
      { ...NEV_TEK, price: 64990 },
      { ...NEV_CIFT, price: 84990 },
    ],
    colors: ['Pudra', 'Mavi'],
    buyOneGetOneFree: true,
  },
  {
    code: 'RNK',
    name: 'Ranforce Nevresim Takımı Kareli',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Ranforce', 'Desenli'],
    brand: 'Çarşı Home',
    supplier: NILUFER,
    description:
      'Klasik kareli desenli, pamuk ranforce nevresim takımı. Nevresim, düz çarşaf ve yastık kılıflarından oluşur; kapanışı çıtçıtlıdır. 60 °C’de yıkanabilir, ters yüz edilerek ütülenmelidir.',
    vat: 10,
    shape: 'stack',
    pattern: 'checks',
    options: [
      { ...NEV_TEK, price: 59990 },
      { ...NEV_CIFT, price: 79990 },
      { ...NEV_KING, price: 94990 },
    ],
    colors: ['Lacivert', 'Kiremit'],
  },
  {
    code: 'RNM',
    name: 'Ranforce Tek Kişilik Nevresim Takımı – Mint',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Ranforce', 'Düz Renk'],
    brand: 'Çarşı Home',
    supplier: NILUFER,
    description:
      'Ferah mint rengiyle genç odalarına yakışan tek kişilik ranforce nevresim takımı. Nevresim 160x220 cm, yastık kılıfı 50x70 cm; lastikli çarşaflı seçenekte çarşaf 100x200 cm’dir. 60 °C’de yıkanabilir.',
    vat: 10,
    shape: 'stack',
    pattern: 'plain',
    options: [
      { ...NEV_TEK, type: 'Düz Çarşaflı', price: 54990 },
      { ...NEV_TEK, type: 'Lastikli Çarşaflı', price: 59990 },
    ],
    colors: ['Mint'],
  },
  {
    code: 'BNS',
    name: 'Bambu Nevresim Takımı Serin',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Bambu ve Tencel'],
    brand: 'Uyku Vadisi',
    supplier: AKHISAR,
    model: 'SERIN',
    description:
      '%60 bambu viskon ve %40 pamuk karışımı, nem emici ve serin tutan nevresim takımı. Yaz gecelerinde terlemeyi azaltır, hassas ciltler için uygundur. 30 °C’de hassas programda yıkayınız, kurutma makinesi kullanmayınız.',
    vat: 10,
    shape: 'stack',
    pattern: 'plain',
    options: [
      { ...NEV_CIFT, price: 179990 },
      { ...NEV_KING, price: 209990 },
    ],
    colors: ['Beyaz', 'Su Yeşili', 'Açık Gri'],
  },
  {
    code: 'TNA',
    name: 'Tencel Nevresim Takımı Aura',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Bambu ve Tencel'],
    brand: 'Uyku Vadisi',
    supplier: AKHISAR,
    model: 'AURA',
    description:
      'Okaliptüs liflerinden elde edilen Tencel kumaştan, ipek kadar yumuşak bir nevresim takımı. Doğal nem dengesi sayesinde dört mevsim kullanılır. 30 °C’de yıkanmalı, ütü gerektirmez.',
    vat: 10,
    shape: 'stack',
    pattern: 'plain',
    options: [
      { ...NEV_CIFT, price: 219990 },
      { ...NEV_KING, price: 249990 },
    ],
    colors: ['Ekru', 'Lila'],
    soldOut: true,
  },
  {
    code: 'FNE',
    name: 'Flanel Nevresim Takımı Kış Ekose',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Kışlık Nevresim', 'Flanel'],
    brand: 'Lodos Home',
    supplier: NILUFER,
    model: 'KIS',
    description:
      'Şardonlu pamuk flanel kumaştan, soğuk kış gecelerinde ilk dokunuşta sıcaklık veren ekose nevresim takımı. Set nevresim, çarşaf ve yastık kılıflarını içerir. 40 °C’de yıkayınız, tüylenmemesi için yumuşatıcı kullanmayınız.',
    vat: 10,
    shape: 'stack',
    pattern: 'checks',
    options: [
      { ...NEV_TEK, price: 89990 },
      { ...NEV_CIFT, price: 109990 },
    ],
    colors: ['Bordo', 'Lacivert'],
  },
  {
    code: 'BBN',
    name: 'Bebek Nevresim Takımı Bulut',
    category: ['Nevresim Takımları', 'Çocuk Nevresimi', 'Bebek Nevresimi'],
    brand: 'Sedef Ev',
    supplier: NILUFER,
    model: 'BULUT',
    description:
      'Organik pamuktan, bebek cildine uygun boyalarla üretilmiş puantiyeli bebek nevresim takımı. Nevresim 100x150 cm, lastikli çarşaf 70x140 cm, yastık kılıfı 35x45 cm’dir. 40 °C’de bebek deterjanıyla yıkanmalıdır.',
    vat: 10,
    shape: 'stack',
    pattern: 'dots',
    options: [{ size: 'Bebek (100x150)', parcel: [30, 24, 5, 600], price: 44990 }],
    colors: ['Bebek Mavisi', 'Pembe', 'Beyaz', 'Mint'],
  },
  {
    code: 'GND',
    name: 'Genç Odası Nevresim Takımı Dalga',
    category: ['Nevresim Takımları', 'Çocuk Nevresimi', 'Genç Odası'],
    brand: 'Lodos Home',
    supplier: KALEICI,
    model: 'DALGA',
    description:
      'Dalga desenli, canlı renkli ranforce genç odası nevresim takımı. Tek kişilik nevresim 160x220 cm, çarşaf 160x240 cm ve bir yastık kılıfından oluşur. 60 °C’de yıkanabilir, renkler solmaz.',
    vat: 10,
    shape: 'stack',
    pattern: 'waves',
    options: [{ ...NEV_TEK, price: 69990 }],
    colors: ['Turkuaz', 'Lacivert', 'Hardal'],
  },
  {
    code: 'OTP',
    name: 'Otel Tipi Percale Nevresim Takımı',
    category: ['Nevresim Takımları', 'Nevresim Takımı', 'Percale'],
    brand: 'Pamukkent',
    supplier: KALEICI,
    model: 'OTEL',
    description:
      'Beş yıldızlı otellerde kullanılan, mat ve serin dokulu percale kumaştan nevresim takımı. 200 tel sıklığındaki sık dokuma sayesinde uzun ömürlüdür. 60 °C’de yıkanabilir, sıcak ütüyle kolayca düzelir.',
    vat: 10,
    shape: 'stack',
    pattern: 'pinstripe',
    options: [
      { ...NEV_CIFT, price: 119990 },
      { ...NEV_KING, price: 139990 },
    ],
    colors: ['Beyaz', 'Gri'],
  },
  // ── Yorganlar ─────────────────────────────────────────────────────────────
  {
    code: 'KTYK',
    name: 'Kaz Tüyü Yorgan King Size',
    category: ['Yorganlar', 'Yorgan', 'Kaz Tüyü Yorgan'],
    brand: 'Uyku Vadisi',
    supplier: ULUDAG,
    model: 'ROYAL',
    description:
      '%90 kaz kuş tüyü ve %10 kaz tüyü dolgulu, 220x240 cm King Size yorgan. Kaz tüyü geçirmez %100 pamuk batiste kumaş ve kareli dikiş, dolgunun her yere eşit dağılmasını sağlar. Profesyonel kuru temizleme önerilir; güneşte değil, gölgede havalandırınız.',
    vat: 10,
    shape: 'duvet',
    pattern: 'quilt',
    options: [
      { ...YOR_KING, type: 'Hafif (1200 g)', price: 899990 },
      { ...YOR_KING, type: 'Kışlık (1600 g)', price: 1099990 },
    ],
    colors: ['Beyaz'],
    refundGuarantee: 120,
  },
  {
    code: 'ORD',
    name: 'Ördek Tüyü Yorgan Hafif',
    category: ['Yorganlar', 'Yorgan', 'Kaz Tüyü Yorgan'],
    brand: 'Uyku Vadisi',
    supplier: ULUDAG,
    description:
      '%70 ördek kuş tüyü ve %30 ördek tüyü dolgulu, hafif ama sıcak tutan yorgan. Kumaşı %100 pamuktur, dikişli kare kanallar dolgunun kaymasını önler. Kuru temizleme önerilir, yılda iki kez havalandırılmalıdır.',
    vat: 10,
    shape: 'duvet',
    pattern: 'quilt',
    options: [
      { ...YOR_TEK, price: 349990 },
      { ...YOR_CIFT, price: 449990 },
      { ...YOR_KING, price: 529990 },
    ],
    colors: ['Beyaz'],
  },
  {
    code: 'MEY',
    name: 'Mikrofiber Elyaf Yorgan Bulut',
    category: ['Yorganlar', 'Yorgan', 'Elyaf Yorgan', 'Mikrofiber'],
    brand: 'Çarşı Home',
    supplier: ULUDAG,
    model: 'BULUT',
    description:
      'Kaz tüyü hissi veren mikrofiber elyaf dolgulu, hafif ve kabarık yorgan. Mikrofiber kumaşı tüylenmez, toz akarı barındırmaz. Evde 40 °C’de yıkanabilir, kurutma makinesinde düşük ısıda kurutulabilir.',
    vat: 10,
    shape: 'duvet',
    pattern: 'quilt',
    options: [
      { ...YOR_TEK, price: 79990 },
      { ...YOR_CIFT, price: 99990 },
      { ...YOR_KING, price: 119990 },
    ],
    colors: ['Beyaz', 'Krem'],
    buyOneGetOneFree: true,
  },
  {
    code: 'AEY',
    name: 'Antialerjik Elyaf Yorgan Çift Kişilik',
    category: ['Yorganlar', 'Yorgan', 'Elyaf Yorgan', 'Antialerjik'],
    brand: 'Pamukkent',
    supplier: ULUDAG,
    description:
      'Antibakteriyel işlemli silikon elyaf dolgulu, 195x215 cm çift kişilik yorgan. Alerjisi olanlar için toz akarı oluşumunu azaltan kumaşla kaplanmıştır. 60 °C’de yıkanabilir; tamamen kuruduktan sonra kullanınız.',
    vat: 10,
    shape: 'duvet',
    pattern: 'quilt',
    options: [
      { ...YOR_CIFT, type: 'Yazlık (200 g/m²)', price: 84990 },
      { ...YOR_CIFT, type: 'Dört Mevsim (350 g/m²)', price: 109990 },
      { ...YOR_CIFT, type: 'Kışlık (500 g/m²)', price: 129990 },
    ],
    colors: ['Beyaz'],
    secondUnitDiscount: 10000,
  },
  {
    code: 'YYD',
    name: 'Yün Yorgan Doğal',
    category: ['Yorganlar', 'Yorgan', 'Doğal Yorgan', 'Yün'],
    brand: 'Buldan Dokuma',
    supplier: USAK,
    model: 'DOGAL',
    description:
      'Uşak’ta yıkanıp taranmış %100 koyun yünü dolgulu, pamuk kumaşlı geleneksel yorgan. Yün doğal bir ısı düzenleyicidir; kışın sıcak tutar, nemi dışarı atar. Yıkanmaz, yalnızca kuru temizleme yapılmalıdır.',
    vat: 10,
    shape: 'duvet',
    pattern: 'quilt',
    options: [
      { ...YOR_TEK, price: 189990 },
      { ...YOR_CIFT, price: 239990 },
    ],
    colors: ['Krem'],
    refundGuarantee: 60,
  },
  {
    code: 'PYG',
    name: 'Pamuk Yorgan Geleneksel',
    category: ['Yorganlar', 'Yorgan', 'Doğal Yorgan', 'Pamuk'],
    brand: 'Buldan Dokuma',
    supplier: BULDAN,
    model: 'DOGAL',
    description:
      'Ege pamuğuyla doldurulmuş, elde kapitone dikilmiş geleneksel pamuk yorgan. Nefes alan yapısıyla terletmez, yıllarca kullanılabilir. Yıkanmaz; ara ara güneşte havalandırılması yeterlidir.',
    vat: 10,
    shape: 'duvet',
    pattern: 'quilt',
    options: [
      { ...YOR_TEK, price: 149990 },
      { ...YOR_CIFT, price: 189990 },
      { ...YOR_KING, price: 219990 },
    ],
    colors: ['Krem'],
  },
  {
    code: 'BYY',
    name: 'Bambu Yorgan Yazlık',
    category: ['Yorganlar', 'Yorgan', 'Doğal Yorgan', 'Bambu'],
    brand: 'Uyku Vadisi',
    supplier: AKHISAR,
    model: 'SERIN',
    description:
      'Bambu lifi dolgulu, ince ve serin yazlık yorgan. Bambu kumaşı nemi hızla emer ve doğal olarak koku tutmaz. 30 °C’de hassas programda yıkanabilir, düz zeminde kurutulmalıdır.',
    vat: 10,
    shape: 'duvet',
    pattern: 'quilt',
    options: [
      { ...YOR_TEK, price: 99990 },
      { ...YOR_CIFT, price: 129990 },
    ],
    colors: ['Beyaz', 'Açık Gri'],
    timeLimitedDiscount: { hours: 24, amount: 10000 },
  },
  {
    code: 'CYY',
    name: 'Çocuk Yorganı Yıldız',
    category: ['Yorganlar', 'Çocuk Yorganı', 'Bebek ve Çocuk Yorganı'],
    brand: 'Sedef Ev',
    supplier: ULUDAG,
    description:
      'Yıldız desen dikişli, antialerjik elyaf dolgulu bebek ve çocuk yorganı. Kumaşı %100 pamuktur, bebek cildini tahriş etmez. 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'duvet',
    pattern: 'dots',
    options: [
      { size: 'Bebek (95x145)', parcel: [45, 35, 12, 700], price: 39990 },
      { size: 'Çocuk (135x195)', parcel: [50, 40, 15, 1100], price: 59990 },
    ],
    colors: ['Bebek Mavisi', 'Pembe'],
  },
  // ── Yastıklar ─────────────────────────────────────────────────────────────
  {
    code: 'MFY',
    name: 'Mikrofiber Yastık 50x70',
    category: ['Yastıklar', 'Uyku Yastığı', 'Elyaf Yastık', 'Mikrofiber'],
    brand: 'Çarşı Home',
    supplier: ULUDAG,
    description:
      '800 g mikrofiber elyaf dolgulu, 50x70 cm standart uyku yastığı. Orta sertlikte olup yan ve sırt üstü yatanlar için uygundur. 40 °C’de yıkanabilir, kuruduktan sonra elle kabartınız.',
    vat: 10,
    shape: 'pillow',
    pattern: 'plain',
    options: [
      { size: '50x70', type: 'Tekli', parcel: [52, 38, 18, 950], price: 24990 },
      { size: '50x70', type: '2’li Paket', parcel: [52, 38, 34, 1900], price: 44990 },
    ],
    colors: ['Beyaz'],
    buyOneGetOneFree: true,
  },
  {
    code: 'KTY',
    name: 'Kaz Tüyü Yastık 50x70',
    category: ['Yastıklar', 'Uyku Yastığı', 'Kaz Tüyü Yastık'],
    brand: 'Uyku Vadisi',
    supplier: ULUDAG,
    model: 'ROYAL',
    description:
      '%90 kaz kuş tüyü dolgulu, tüy geçirmez pamuk kumaşlı 50x70 cm yastık. Başınızın şeklini alır, gece boyunca boynu doğal pozisyonda tutar. Kuru temizleme önerilir.',
    vat: 10,
    shape: 'pillow',
    pattern: 'pinstripe',
    options: [
      { size: '50x70', type: 'Yumuşak', parcel: [52, 38, 18, 800], price: 129990 },
      { size: '50x70', type: 'Orta Sertlik', parcel: [52, 38, 18, 900], price: 134990 },
      { size: '50x70', type: 'Sert', parcel: [52, 38, 18, 1000], price: 139990 },
    ],
    colors: ['Beyaz'],
    refundGuarantee: 30,
  },
  {
    code: 'VOY',
    name: 'Visco Ortopedik Yastık',
    category: ['Yastıklar', 'Uyku Yastığı', 'Ortopedik Yastık', 'Visco'],
    brand: 'Uyku Vadisi',
    supplier: NILUFER,
    description:
      'Vücut ısısıyla şekil alan visco sünger yastık; boyun ve omuz bölgesini destekler. Fermuarlı kılıfı çıkarılıp 40 °C’de yıkanabilir, süngeri yıkanmaz. Kullanmadan önce ambalajından çıkarıp birkaç saat havalandırınız.',
    vat: 20,
    shape: 'pillow',
    pattern: 'waffle',
    options: [
      { size: '60x40x12 cm', parcel: [62, 42, 14, 1300], price: 69990 },
      { size: '60x40x14 cm', parcel: [62, 42, 16, 1500], price: 79990 },
    ],
    colors: ['Beyaz'],
  },
  {
    code: 'BDV',
    name: 'Boyun Destekli Visco Yastık',
    category: ['Yastıklar', 'Uyku Yastığı', 'Ortopedik Yastık', 'Visco'],
    brand: 'Uyku Vadisi',
    supplier: NILUFER,
    description:
      'Dalgalı formu sayesinde boyun çukurunu dolduran ortopedik visco yastık. Bambu kumaşlı kılıfı nefes alır ve 40 °C’de yıkanabilir. Boyun fıtığı ve tutulması yaşayanlar için önerilir.',
    vat: 20,
    shape: 'pillow',
    pattern: 'waves',
    options: [
      { type: 'Standart', parcel: [62, 42, 14, 1200], price: 79990 },
      { type: 'Büyük', parcel: [66, 44, 16, 1450], price: 94990 },
    ],
    colors: ['Beyaz', 'Gri'],
  },
  {
    code: 'LTX',
    name: 'Lateks Yastık Doğal',
    category: ['Yastıklar', 'Uyku Yastığı', 'Ortopedik Yastık', 'Lateks'],
    brand: 'Uyku Vadisi',
    supplier: NILUFER,
    model: 'DOGAL',
    description:
      '%100 doğal kauçuk lateksten, delikli yapısıyla hava alan ortopedik yastık. Esnekliğini yıllarca korur, toz akarına karşı doğal olarak dirençlidir. Kılıfı 30 °C’de yıkanabilir, lateksi güneşe maruz bırakmayınız.',
    vat: 20,
    shape: 'pillow',
    pattern: 'dots',
    options: [
      { size: '50x70', type: 'Alçak (12 cm)', parcel: [52, 38, 14, 1400], price: 149990 },
      { size: '50x70', type: 'Yüksek (14 cm)', parcel: [52, 38, 16, 1600], price: 159990 },
    ],
    colors: ['Beyaz'],
    soldOut: true,
  },
  {
    code: 'SEY',
    name: 'Silikon Elyaf Yastık',
    category: ['Yastıklar', 'Uyku Yastığı', 'Elyaf Yastık', 'Silikon Elyaf'],
    brand: 'Pamukkent',
    supplier: ULUDAG,
    description:
      'Top silikon elyaf dolgulu, pamuk kumaşlı yumuşak uyku yastığı. Topaklanmayan dolgusu her yıkamadan sonra ilk günkü kabarıklığına döner. 40 °C’de yıkanabilir, kurutma makinesinde kurutulabilir.',
    vat: 10,
    shape: 'pillow',
    pattern: 'plain',
    options: [
      { size: '50x70', type: 'Tekli', parcel: [52, 38, 18, 900], price: 29990 },
      { size: '50x70', type: '2’li Paket', parcel: [52, 38, 34, 1800], price: 52990 },
      { size: '60x80', type: 'Tekli', parcel: [62, 42, 20, 1100], price: 36990 },
      { size: '60x80', type: '2’li Paket', parcel: [62, 42, 38, 2200], price: 64990 },
    ],
    colors: ['Beyaz'],
  },
  {
    code: 'BYB',
    name: 'Bebek Yastığı Bulut 35x45',
    category: ['Yastıklar', 'Özel Yastıklar', 'Bebek Yastığı'],
    brand: 'Sedef Ev',
    supplier: NILUFER,
    model: 'BULUT',
    description:
      'Bebekler için alçak ve yumuşak, 35x45 cm antialerjik yastık. Organik pamuk kılıfı fermuarla çıkarılıp 40 °C’de yıkanabilir. 18 aydan büyük bebekler için önerilir.',
    vat: 10,
    shape: 'pillow',
    pattern: 'dots',
    options: [{ size: '35x45', parcel: [37, 28, 10, 350], price: 19990 }],
    colors: ['Beyaz', 'Bebek Mavisi', 'Pembe'],
    refundGuarantee: 30,
  },
  {
    code: 'HDY',
    name: 'Hamile Destek Yastığı U Şekilli',
    category: ['Yastıklar', 'Özel Yastıklar', 'Destek Yastığı'],
    brand: 'Sedef Ev',
    supplier: NILUFER,
    description:
      'Hamilelik boyunca sırt, karın ve dizleri aynı anda destekleyen U şekilli tam boy yastık. Doğumdan sonra emzirme yastığı olarak da kullanılabilir. Kılıfı 40 °C’de yıkanabilir.',
    vat: 20,
    shape: 'pillow',
    pattern: 'plain',
    options: [
      { type: 'Standart (140 cm)', parcel: [70, 50, 25, 2600], price: 119990 },
      { type: 'Büyük (160 cm)', parcel: [80, 55, 25, 3100], price: 139990 },
    ],
    colors: ['Gri', 'Pudra'],
  },
  {
    code: 'DKK',
    name: 'Dekoratif Kırlent Kadife 45x45',
    category: ['Yastıklar', 'Dekoratif Yastık', 'Kırlent'],
    brand: 'Lodos Home',
    supplier: KALEICI,
    description:
      'Yumuşak dokulu kadife kumaştan, elyaf iç yastığıyla birlikte gelen 45x45 cm dekoratif kırlent. Gizli fermuarlı kılıfı 30 °C’de yıkanabilir. Koltuk ve yatak başına renk katar.',
    vat: 10,
    shape: 'cushion',
    pattern: 'plain',
    options: [{ size: '45x45', parcel: [46, 46, 12, 550], price: 22990 }],
    colors: ['Hardal', 'Zeytin Yeşili', 'Lacivert', 'Pudra', 'Antrasit'],
    secondUnitDiscount: 5000,
  },
  // ── Alezler ───────────────────────────────────────────────────────────────
  {
    code: 'SGF',
    name: 'Sıvı Geçirmez Fitted Alez 160x200',
    category: ['Alezler', 'Yatak Koruyucu', 'Sıvı Geçirmez Alez', 'Fitted (Lastikli)'],
    brand: 'Çarşı Home',
    supplier: NILUFER,
    description:
      'Havlu yüzeyli, TPU membranlı sıvı geçirmez fitted alez; 160x200 cm yataklara 30 cm’ye kadar lastikle tam oturur. Hışırtı yapmaz, nefes alır ve yatağınızı lekelerden korur. 60 °C’de yıkanabilir, ütülenmez.',
    vat: 10,
    shape: 'bed',
    pattern: 'terry',
    options: [
      { size: '160x200', type: 'Tekli', parcel: [32, 26, 8, 900], price: 34990 },
      { size: '160x200', type: '2’li Paket', parcel: [32, 26, 15, 1800], price: 59990 },
    ],
    colors: ['Beyaz', 'Gri'],
  },
  {
    code: 'TGA',
    name: 'Tencel Sıvı Geçirmez Alez',
    category: ['Alezler', 'Yatak Koruyucu', 'Sıvı Geçirmez Alez', 'Fitted (Lastikli)'],
    brand: 'Uyku Vadisi',
    supplier: AKHISAR,
    description:
      'Tencel yüzeyli, serin tutan ve sıvı geçirmeyen lastikli alez. Yatağın yüzeyini terden ve lekeden korurken uyku konforunu değiştirmez. 40 °C’de yıkanabilir; kurutma makinesinde düşük ısı kullanınız.',
    vat: 10,
    shape: 'bed',
    pattern: 'plain',
    options: [
      { ...ALEZ('90x190', 650), price: 44990 },
      { ...ALEZ('100x200', 700), price: 47990 },
      { ...ALEZ('140x190', 850), price: 52990 },
      { ...ALEZ('160x200', 950), price: 56990 },
      { ...ALEZ('180x200', 1050), price: 59990 },
    ],
    colors: ['Beyaz'],
  },
  {
    code: 'PKA',
    name: 'Pamuklu Kapitone Alez',
    category: ['Alezler', 'Yatak Koruyucu', 'Kapitone Alez'],
    brand: 'Pamukkent',
    supplier: KALEICI,
    description:
      'Pamuk kumaşlı, elyaf dolgulu kapitone alez; yatağa yumuşaklık katar ve ömrünü uzatır. Köşe lastikleriyle kaymadan sabitlenir. 60 °C’de yıkanabilir.',
    vat: 10,
    shape: 'bed',
    pattern: 'quilt',
    options: [
      { ...ALEZ('90x190', 900), price: 39990 },
      { ...ALEZ('160x200', 1400), price: 54990 },
      { ...ALEZ('180x200', 1550), price: 59990 },
    ],
    colors: ['Beyaz'],
  },
  {
    code: 'BYA',
    name: 'Bambu Yastık Alezi 50x70',
    category: ['Alezler', 'Diğer Alezler', 'Yastık Alezi'],
    brand: 'Uyku Vadisi',
    supplier: AKHISAR,
    description:
      'Bambu yüzeyli, sıvı geçirmez fermuarlı yastık alezi. Yastığınızı ter, makyaj ve lekelerden korur. 60 °C’de yıkanabilir.',
    vat: 10,
    shape: 'pillow',
    pattern: 'terry',
    options: [
      { size: '50x70', type: 'Tekli', parcel: [30, 22, 4, 220], price: 17990 },
      { size: '50x70', type: '2’li Paket', parcel: [30, 22, 7, 440], price: 29990 },
    ],
    colors: ['Beyaz'],
    buyOneGetOneFree: true,
  },
  {
    code: 'BAS',
    name: 'Bebek Alezi Sıvı Geçirmez 70x140',
    category: ['Alezler', 'Diğer Alezler', 'Bebek Alezi'],
    brand: 'Sedef Ev',
    supplier: NILUFER,
    description:
      'Bebek yatakları için 70x140 cm, lastikli ve sıvı geçirmez alez. Pamuklu havlu yüzeyi bebeğin terlemesini önler. 60 °C’de yıkanabilir, ağartıcı kullanılmamalıdır.',
    vat: 10,
    shape: 'bed',
    pattern: 'terry',
    options: [{ size: '70x140', parcel: [28, 22, 5, 400], price: 24990 }],
    colors: ['Beyaz', 'Bebek Mavisi', 'Pembe'],
  },
  {
    code: 'LYK',
    name: 'Lastikli Yatak Koruyucu Full Kapitone',
    category: ['Alezler', 'Yatak Koruyucu', 'Kapitone Alez'],
    brand: 'Çarşı Home',
    supplier: KALEICI,
    description:
      'Yatağın yanlarını da saran, full lastikli kapitone yatak koruyucu. Mikrofiber yüzeyi yumuşaktır ve yatağı tozdan korur. 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'bed',
    pattern: 'quilt',
    options: [
      { ...ALEZ('100x200', 1000), price: 49990 },
      { ...ALEZ('160x200', 1500), price: 69990 },
    ],
    colors: ['Beyaz', 'Krem'],
  },
  // ── Battaniyeler ──────────────────────────────────────────────────────────
  {
    code: 'WSB',
    name: 'Welsoft Battaniye',
    category: ['Battaniyeler', 'Battaniye', 'Welsoft Battaniye', 'Düz Renk'],
    brand: 'Lodos Home',
    supplier: USAK,
    model: 'KIS',
    description:
      'Kadife yumuşaklığında, tüy bırakmayan welsoft battaniye. Hafif ama sıcak tutar; koltukta ya da yatakta rahatça kullanılır. 30 °C’de yıkanabilir, ütülenmez.',
    vat: 10,
    shape: 'blanket',
    pattern: 'plain',
    options: [
      { ...BAT_TEK, price: 39990 },
      { ...BAT_CIFT, price: 54990 },
    ],
    colors: ['Antrasit', 'Vizon', 'Lacivert', 'Pudra'],
    timeLimitedDiscount: { hours: 72, amount: 5000 },
  },
  {
    code: 'WBE',
    name: 'Welsoft Battaniye Ekose Çift Kişilik',
    category: ['Battaniyeler', 'Battaniye', 'Welsoft Battaniye', 'Ekose'],
    brand: 'Lodos Home',
    supplier: USAK,
    model: 'KIS',
    description:
      'Ekose desenli, 200x220 cm çift kişilik welsoft battaniye. Çift taraflı yumuşak yüzeyi soğuk kış gecelerinde sıcacık tutar. 30 °C’de yıkanabilir.',
    vat: 10,
    shape: 'blanket',
    pattern: 'checks',
    options: [{ ...BAT_CIFT, price: 59990 }],
    colors: ['Bordo', 'Gri'],
  },
  {
    code: 'PBO',
    name: 'Pamuklu Battaniye Örgü',
    category: ['Battaniyeler', 'Battaniye', 'Doğal Battaniye', 'Pamuklu'],
    brand: 'Buldan Dokuma',
    supplier: BULDAN,
    description:
      '%100 pamuk iplikle örülmüş, dört mevsim kullanılabilen hafif battaniye. Örgü dokusu nefes alır, bebek ve çocuk odaları için de uygundur. 40 °C’de yıkanabilir, kurutma makinesinde kurutulmamalıdır.',
    vat: 10,
    shape: 'blanket',
    pattern: 'knit',
    options: [
      { ...BAT_TEK, price: 89990 },
      { ...BAT_CIFT, price: 119990 },
    ],
    colors: ['Ekru', 'Gri'],
  },
  {
    code: 'SYB',
    name: 'Saf Yün Battaniye Dağ Evi',
    category: ['Battaniyeler', 'Battaniye', 'Doğal Battaniye', 'Yün'],
    brand: 'Buldan Dokuma',
    supplier: USAK,
    description:
      'Uşak’ta dokunan %100 saf yün battaniye; balıksırtı dokusuyla dağ evi sıcaklığını evinize getirir. Yün doğal olarak ısıyı dengeler ve nemi tutmaz. Yalnızca kuru temizleme yapılmalıdır.',
    vat: 10,
    shape: 'blanket',
    pattern: 'herringbone',
    options: [
      { ...BAT_TEK, price: 249990 },
      { ...BAT_CIFT, price: 329990 },
    ],
    colors: ['Kahve', 'Bordo'],
    refundGuarantee: 60,
  },
  {
    code: 'BBM',
    name: 'Bebek Battaniyesi Müslin',
    category: ['Battaniyeler', 'Şal ve Bebek Battaniyesi', 'Bebek Battaniyesi'],
    brand: 'Sedef Ev',
    supplier: BULDAN,
    description:
      'Dört kat müslin kumaştan, 100x120 cm bebek battaniyesi. Her yıkamada daha da yumuşar; kundak, örtü ve pusete örtü olarak kullanılır. 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'blanket',
    pattern: 'dots',
    options: [{ size: 'Bebek (100x120)', parcel: [30, 25, 6, 450], price: 34990 }],
    colors: ['Bebek Mavisi', 'Pembe', 'Ekru'],
  },
  {
    code: 'KSP',
    name: 'Koltuk Şalı Püsküllü',
    category: ['Battaniyeler', 'Şal ve Bebek Battaniyesi', 'Koltuk Şalı'],
    brand: 'Buldan Dokuma',
    supplier: BULDAN,
    description:
      'Buldan tezgâhlarında dokunmuş, püsküllü pamuk koltuk şalı. 130x170 cm ölçüsüyle koltuğu korur, serin akşamlarda üstünüze örtülür. 30 °C’de elde ya da hassas programda yıkayınız.',
    vat: 10,
    shape: 'blanket',
    pattern: 'herringbone',
    options: [{ size: '130x170', parcel: [35, 30, 8, 900], price: 44990 }],
    colors: ['Hardal', 'Antrasit', 'Zeytin Yeşili', 'Kiremit'],
  },
  {
    code: 'EBS',
    name: 'Elektrikli Battaniye Sıcacık',
    category: ['Battaniyeler', 'Battaniye', 'Elektrikli Battaniye'],
    brand: 'Lodos Home',
    supplier: NILUFER,
    description:
      'Altı kademeli ısı ayarı ve 9 saatlik otomatik kapanma özelliğine sahip elektrikli battaniye. Çift kişilik modelde iki ayrı kumanda vardır. Kumanda çıkarıldıktan sonra 30 °C’de hassas programda yıkanabilir.',
    vat: 20,
    shape: 'blanket',
    pattern: 'quilt',
    options: [
      { size: 'Tek Kişilik (80x150)', parcel: [40, 30, 12, 1500], price: 179990 },
      { size: 'Çift Kişilik (160x150)', parcel: [45, 35, 14, 2400], price: 229990 },
    ],
    colors: ['Bej'],
    refundGuarantee: 30,
  },
  {
    code: 'POB',
    name: 'Polar Battaniye Pratik',
    category: ['Battaniyeler', 'Battaniye', 'Polar Battaniye'],
    brand: 'Çarşı Home',
    supplier: USAK,
    description:
      'Hafif ve hızlı kuruyan, 130x170 cm polar battaniye. Piknikte, arabada ve koltukta pratik kullanım sunar. 30 °C’de yıkanabilir.',
    vat: 10,
    shape: 'blanket',
    pattern: 'plain',
    options: [{ size: '130x170', parcel: [35, 28, 10, 700], price: 24990 }],
    colors: ['Gri', 'Lacivert', 'Bordo', 'Zeytin Yeşili'],
    buyOneGetOneFree: true,
  },
  // ── Pikeler ───────────────────────────────────────────────────────────────
  {
    code: 'PPT',
    name: 'Pamuklu Pike Takımı',
    category: ['Pikeler', 'Pike', 'Pamuklu Pike', 'Waffle'],
    brand: 'Pamukkent',
    supplier: BULDAN,
    description:
      '%100 pamuk petek dokulu pike ve iki yastık kılıfından oluşan pike takımı. Yazın tek başına, kışın yorganın üzerinde şık bir örtü olarak kullanılır. 40 °C’de yıkanabilir, ütü gerektirmez.',
    vat: 10,
    shape: 'stack',
    pattern: 'waffle',
    options: [
      { ...PIK_TEK, price: 79990 },
      { ...PIK_CIFT, price: 99990 },
    ],
    colors: ['Beyaz', 'Vizon', 'Gri'],
  },
  {
    code: 'MPD',
    name: 'Müslin Pike Dört Kat',
    category: ['Pikeler', 'Pike', 'Müslin Pike'],
    brand: 'Buldan Dokuma',
    supplier: BULDAN,
    description:
      'Dört kat %100 pamuk müslin bezinden dikilmiş, buruşuk dokulu hafif pike. Nefes alan yapısıyla sıcak yaz gecelerinin vazgeçilmezidir. 40 °C’de yıkanır, ütülenmeden kullanılır.',
    vat: 10,
    shape: 'stack',
    pattern: 'plain',
    options: [
      { size: 'Tek Kişilik (150x220)', parcel: [38, 28, 8, 950], price: 89990 },
      { size: 'Çift Kişilik (220x240)', parcel: [42, 32, 10, 1450], price: 119990 },
    ],
    colors: ['Ekru', 'Su Yeşili', 'Pudra'],
  },
  {
    code: 'WPO',
    name: 'Waffle Pike Otel Serisi',
    category: ['Pikeler', 'Pike', 'Pamuklu Pike', 'Waffle'],
    brand: 'Çarşı Home',
    supplier: KALEICI,
    model: 'OTEL',
    description:
      'Otel odalarında kullanılan kalın waffle dokulu pamuklu pike. Kenarları çift dikişlidir, sık yıkamaya dayanıklıdır. 60 °C’de yıkanabilir.',
    vat: 10,
    shape: 'stack',
    pattern: 'waffle',
    options: [
      { ...PIK_TEK, price: 69990 },
      { ...PIK_CIFT, price: 89990 },
    ],
    colors: ['Beyaz', 'Antrasit'],
  },
  {
    code: 'JPL',
    name: 'Jakarlı Pike Takımı Lale',
    category: ['Pikeler', 'Pike', 'Pamuklu Pike', 'Jakarlı'],
    brand: 'Buldan Dokuma',
    supplier: BULDAN,
    model: 'LALE',
    description:
      'Lale motifli jakar dokuma, çift kişilik pamuklu pike takımı. Pike 220x240 cm, iki yastık kılıfı 50x70 cm’dir. 40 °C’de yıkanabilir, desen kabarıklığını korumak için ters ütüleyiniz.',
    vat: 10,
    shape: 'stack',
    pattern: 'flowers',
    options: [{ ...PIK_CIFT, price: 129990 }],
    colors: ['Krem', 'Gri'],
  },
  {
    code: 'BPM',
    name: 'Bebek Pikesi Müslin',
    category: ['Pikeler', 'Bebek Pikesi', 'Müslin Bebek Pikesi'],
    brand: 'Sedef Ev',
    supplier: BULDAN,
    description:
      'İki kat müslinden, 100x120 cm hafif bebek pikesi. Yaz aylarında bebeği terletmeden örter. 40 °C’de bebek deterjanıyla yıkanmalıdır.',
    vat: 10,
    shape: 'stack',
    pattern: 'dots',
    options: [{ size: 'Bebek (100x120)', parcel: [28, 22, 4, 300], price: 29990 }],
    colors: ['Beyaz', 'Bebek Mavisi', 'Pembe'],
  },
  {
    code: 'YPC',
    name: 'Yazlık Pike Çizgili',
    category: ['Pikeler', 'Pike', 'Yazlık Pike'],
    brand: 'Lodos Home',
    supplier: BULDAN,
    description:
      'İnce pamuk dokuma, çizgili yazlık pike; yazlık evler için hafif ve pratik bir örtü. 40 °C’de yıkanabilir, hızlı kurur.',
    vat: 10,
    shape: 'stack',
    pattern: 'stripes',
    options: [
      { ...PIK_TEK, price: 59990 },
      { ...PIK_CIFT, price: 74990 },
    ],
    colors: ['Mavi', 'Gri'],
    timeLimitedDiscount: { hours: 24, amount: 7500 },
  },
  // ── Havlu ve Bornozlar ────────────────────────────────────────────────────
  {
    code: 'BBR',
    name: 'Bambu Bornoz',
    category: ['Havlu ve Bornozlar', 'Bornoz', 'Yetişkin Bornozu', 'Bambu'],
    brand: 'Uyku Vadisi',
    supplier: AKHISAR,
    description:
      '%70 bambu ve %30 pamuk karışımı, yüksek emicilikte şal yakalı bornoz. Bambu lifleri suyu pamuktan hızlı emer ve doğal olarak antibakteriyeldir. 40 °C’de yıkayınız, yumuşatıcı kullanmayınız.',
    vat: 10,
    shape: 'robe',
    pattern: 'terry',
    options: [
      { target: 'Kadın', size: 'S-M', parcel: [40, 30, 10, 1100], price: 129990 },
      { target: 'Kadın', size: 'L-XL', parcel: [40, 30, 11, 1250], price: 129990 },
      { target: 'Erkek', size: 'L-XL', parcel: [42, 32, 12, 1400], price: 139990 },
      { target: 'Erkek', size: 'XXL', parcel: [42, 32, 13, 1550], price: 139990 },
    ],
    colors: ['Beyaz', 'Antrasit'],
  },
  {
    code: 'PKB',
    name: 'Pamuk Kadife Bornoz Çift Yüzlü',
    category: ['Havlu ve Bornozlar', 'Bornoz', 'Yetişkin Bornozu', 'Pamuk Kadife'],
    brand: 'Pamukkent',
    supplier: KALEICI,
    description:
      'Dışı kadife, içi havlu dokulu %100 pamuk bornoz. Kapüşonlu ve cepli modeliyle banyodan sonra hem şık hem pratiktir. 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'robe',
    pattern: 'plain',
    options: [
      { size: 'S-M', parcel: [40, 30, 10, 1200], price: 99990 },
      { size: 'L-XL', parcel: [42, 32, 12, 1400], price: 99990 },
    ],
    colors: ['Lacivert', 'Pudra', 'Gri'],
  },
  {
    code: 'CBA',
    name: 'Çocuk Bornozu Ayıcık',
    category: ['Havlu ve Bornozlar', 'Bornoz', 'Çocuk Bornozu'],
    brand: 'Sedef Ev',
    supplier: KALEICI,
    description:
      'Kulaklı kapüşonlu, %100 pamuk havlu çocuk bornozu. Yumuşak dokusu banyodan sonra çocukları hızla kurular. 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'robe',
    pattern: 'terry',
    options: [
      { target: 'Çocuk', size: '2-4 Yaş', parcel: [30, 25, 8, 450], price: 49990 },
      { target: 'Çocuk', size: '5-7 Yaş', parcel: [32, 26, 8, 550], price: 54990 },
      { target: 'Çocuk', size: '8-10 Yaş', parcel: [34, 28, 9, 650], price: 59990 },
    ],
    colors: ['Bebek Mavisi', 'Pembe'],
  },
  {
    code: 'PBH',
    name: 'Pamuklu Banyo Havlusu 70x140',
    category: ['Havlu ve Bornozlar', 'Havlu', 'Banyo Havlusu'],
    brand: 'Pamukkent',
    supplier: KALEICI,
    description:
      'Denizli’de dokunan, 500 g/m² %100 pamuk banyo havlusu. Çift katlı ilmekleri yüksek emicilik sağlar ve yıkandıkça yumuşar. 60 °C’de yıkanabilir; ilk yıkamada renkleri ayrı yıkayınız.',
    vat: 10,
    shape: 'towels',
    pattern: 'terry',
    options: [{ size: '70x140', parcel: [35, 25, 8, 550], price: 24990 }],
    colors: ['Beyaz', 'Gri', 'Lacivert', 'Mint', 'Pudra', 'Antrasit'],
    secondUnitDiscount: 5000,
  },
  {
    code: 'BEYH',
    name: 'Bambu El-Yüz Havlusu 50x90',
    category: ['Havlu ve Bornozlar', 'Havlu', 'El ve Yüz Havlusu'],
    brand: 'Uyku Vadisi',
    supplier: AKHISAR,
    description:
      'Bambu liflerinden, ipeksi dokulu 50x90 cm el ve yüz havlusu. Hassas cilde nazik davranır ve çabuk kurur. 40 °C’de yıkayınız.',
    vat: 10,
    shape: 'towels',
    pattern: 'terry',
    options: [{ size: '50x90', parcel: [28, 20, 6, 300], price: 17990 }],
    colors: ['Beyaz', 'Krem', 'Antrasit'],
  },
  {
    code: 'OHS',
    name: 'Otel Tipi Havlu Seti 4’lü',
    category: ['Havlu ve Bornozlar', 'Havlu', 'Havlu Seti'],
    brand: 'Çarşı Home',
    supplier: KALEICI,
    model: 'OTEL',
    description:
      'İki banyo havlusu (70x140 cm) ve iki el-yüz havlusundan (50x90 cm) oluşan 600 g/m² otel tipi havlu seti. Kenarları dokuma bordürlüdür, sık yıkamaya dayanıklıdır. 60 °C’de yıkanabilir.',
    vat: 10,
    shape: 'towels',
    pattern: 'terry',
    options: [{ type: '2 Banyo + 2 El-Yüz', parcel: [40, 30, 16, 1700], price: 79990 }],
    colors: ['Beyaz', 'Gri'],
  },
  {
    code: 'PPH',
    name: 'Peştemal Plaj Havlusu',
    category: ['Havlu ve Bornozlar', 'Havlu', 'Plaj Havlusu ve Peştemal'],
    brand: 'Buldan Dokuma',
    supplier: BULDAN,
    description:
      'Buldan’da geleneksel tezgâhlarda dokunan, 90x180 cm %100 pamuk peştemal. İnce yapısıyla çantada az yer kaplar, güneşte dakikalar içinde kurur. 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'towels',
    pattern: 'stripes',
    options: [{ size: '90x180', parcel: [30, 22, 5, 380], price: 29990 }],
    colors: ['Turkuaz', 'Kiremit', 'Lacivert', 'Hardal'],
  },
  {
    code: 'AHC',
    name: 'Ayak Havlusu Çiçek',
    category: ['Havlu ve Bornozlar', 'Havlu', 'Ayak Havlusu'],
    brand: 'Sedef Ev',
    supplier: KALEICI,
    description:
      'Çiçek desenli, kaymaz tabanlı 50x70 cm pamuk ayak havlusu. Banyodan çıkarken zemini kuru tutar. 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'square',
    pattern: 'flowers',
    options: [{ size: '50x70', parcel: [28, 20, 4, 400], price: 12990 }],
    colors: ['Beyaz', 'Gri', 'Pudra'],
    buyOneGetOneFree: true,
  },
  {
    code: 'MHK',
    name: 'Mutfak Havlusu 3’lü Set Kareli',
    category: ['Havlu ve Bornozlar', 'Havlu', 'Mutfak Havlusu'],
    brand: 'Çarşı Home',
    supplier: BULDAN,
    description:
      'Kareli desenli, 40x60 cm üç adet pamuk mutfak havlusu. Tüy bırakmaz, bardak ve tabakları iz bırakmadan kurular. 60 °C’de yıkanabilir.',
    vat: 10,
    unit: 'Set',
    shape: 'towels',
    pattern: 'checks',
    options: [{ size: '40x60', parcel: [25, 20, 4, 250], price: 14990 }],
    colors: ['Kırmızı', 'Lacivert', 'Yeşil'],
  },
  {
    code: 'SHT',
    name: 'Saç Havlusu Mikrofiber Türban',
    category: ['Havlu ve Bornozlar', 'Havlu', 'Saç Havlusu'],
    brand: 'Sedef Ev',
    supplier: NILUFER,
    description:
      'Düğmeli türban modelinde mikrofiber saç havlusu. Saçı yıpratmadan kısa sürede kurutur. 30 °C’de yıkanmalıdır.',
    vat: 10,
    shape: 'towels',
    pattern: 'plain',
    options: [{ size: '25x65', parcel: [22, 15, 3, 120], price: 9990 }],
    colors: ['Pudra', 'Lila', 'Gri', 'Beyaz'],
    refundGuarantee: 30,
  },
  // ── Uyku Setleri ──────────────────────────────────────────────────────────
  {
    code: 'YYSB',
    name: 'Yorgan ve Yastık Uyku Seti Bulut',
    category: ['Uyku Setleri', 'Uyku Seti', 'Yorgan ve Yastık Seti'],
    brand: 'Çarşı Home',
    supplier: ULUDAG,
    model: 'BULUT',
    description:
      'Mikrofiber elyaf yorgan ve 50x70 cm yastıklardan oluşan uyku seti (tek kişilikte bir, çift kişilikte iki yastık). Antialerjik dolgusu sayesinde alerjisi olanlar için uygundur. Yorgan ve yastıklar 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'set',
    pattern: 'quilt',
    options: [
      { size: 'Tek Kişilik', parcel: [60, 50, 30, 2600], price: 109990 },
      { size: 'Çift Kişilik', parcel: [65, 55, 40, 4200], price: 149990 },
    ],
    colors: ['Beyaz'],
    timeLimitedDiscount: { hours: 48, amount: 20000 },
  },
  {
    code: 'KTUS',
    name: 'Kaz Tüyü Uyku Seti Lüks',
    category: ['Uyku Setleri', 'Uyku Seti', 'Yorgan ve Yastık Seti'],
    brand: 'Uyku Vadisi',
    supplier: ULUDAG,
    model: 'ROYAL',
    description:
      'Kaz tüyü yorgan, iki kaz tüyü yastık ve pamuk saten nevresim takımından oluşan lüks uyku seti. Özel hediye kutusunda gönderilir. Yorgan ve yastıklar için kuru temizleme, nevresim için 40 °C yıkama önerilir.',
    vat: 10,
    shape: 'set',
    pattern: 'quilt',
    options: [
      { size: 'Çift Kişilik', parcel: [70, 55, 40, 4800], price: 1199990 },
      { size: 'King', parcel: [75, 60, 42, 5400], price: 1399990 },
    ],
    colors: ['Beyaz', 'Krem'],
    refundGuarantee: 120,
  },
  {
    code: 'BUS',
    name: 'Bebek Uyku Seti 5 Parça',
    category: ['Uyku Setleri', 'Uyku Seti', 'Bebek Uyku Seti'],
    brand: 'Sedef Ev',
    supplier: NILUFER,
    model: 'BULUT',
    description:
      'Bebek yorganı, yastığı, nevresimi, lastikli çarşafı ve yastık kılıfından oluşan 5 parça bebek uyku seti. Tüm kumaşlar organik pamuktur. 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'set',
    pattern: 'dots',
    options: [{ size: '70x140 Beşik', parcel: [50, 40, 20, 1900], price: 89990 }],
    colors: ['Bebek Mavisi', 'Pembe', 'Beyaz'],
  },
  {
    code: 'YOS',
    name: 'Yatak Odası Seti Nevresim ve Pike',
    category: ['Uyku Setleri', 'Uyku Seti', 'Yatak Odası Seti'],
    brand: 'Pamukkent',
    supplier: KALEICI,
    description:
      'Pamuk saten nevresim takımı ile uyumlu renkte waffle pikeden oluşan çift kişilik yatak odası seti. Tek seferde tamamlanmış, uyumlu bir yatak görünümü sağlar. 40 °C’de yıkanabilir.',
    vat: 10,
    shape: 'set',
    pattern: 'waffle',
    options: [{ size: 'Çift Kişilik', parcel: [45, 35, 18, 3200], price: 179990 }],
    colors: ['Gri', 'Vizon', 'Lacivert'],
    timeLimitedDiscount: { hours: 72, amount: 25000 },
  },
  // ── Ev Tekstili ───────────────────────────────────────────────────────────
  {
    code: 'LCP',
    name: 'Lastikli Çarşaf Penye',
    category: ['Ev Tekstili', 'Yatak Tekstili', 'Lastikli Çarşaf'],
    brand: 'Çarşı Home',
    supplier: NILUFER,
    description:
      '%100 pamuk penye kumaştan, dört kenarı lastikli çarşaf; yatağa kırışıksız oturur. Esnek dokusu 25 cm yüksekliğe kadar yatakları sarar. 60 °C’de yıkanabilir, ütü gerektirmez.',
    vat: 10,
    shape: 'stack',
    pattern: 'knit',
    options: [
      { size: 'Tek Kişilik (100x200)', parcel: [30, 24, 5, 500], price: 29990 },
      { size: 'Çift Kişilik (160x200)', parcel: [32, 26, 6, 750], price: 39990 },
      { size: 'King (180x200)', parcel: [32, 26, 7, 850], price: 44990 },
    ],
    colors: ['Beyaz', 'Gri'],
  },
  {
    code: 'YOK',
    name: 'Yatak Örtüsü Kapitone Çift Kişilik',
    category: ['Ev Tekstili', 'Yatak Tekstili', 'Yatak Örtüsü'],
    brand: 'Lodos Home',
    supplier: KALEICI,
    description:
      'Ultrasonik kapitone dikişli, 240x260 cm çift kişilik yatak örtüsü ve iki yastık kılıfı. Yatağı gün boyu tozdan korur, odaya otel şıklığı katar. 30 °C’de hassas programda yıkanabilir.',
    vat: 10,
    shape: 'stack',
    pattern: 'quilt',
    options: [{ size: '240x260', parcel: [45, 35, 15, 2600], price: 149990 }],
    colors: ['Vizon', 'Antrasit', 'Bordo'],
  },
  {
    code: 'KLK',
    name: 'Kırlent Kılıfı Keten 45x45',
    category: ['Ev Tekstili', 'Dekorasyon', 'Kırlent Kılıfı'],
    brand: 'Buldan Dokuma',
    supplier: BULDAN,
    description:
      'Keten görünümlü, balıksırtı dokulu 45x45 cm kırlent kılıfı (iç yastık dahil değildir). Gizli fermuarı sayesinde kolayca takılıp çıkarılır. 30 °C’de yıkanabilir.',
    vat: 10,
    shape: 'cushion',
    pattern: 'herringbone',
    options: [{ size: '45x45', parcel: [25, 20, 2, 150], price: 12990 }],
    colors: ['Ekru', 'Hardal', 'Zeytin Yeşili', 'Kiremit'],
    buyOneGetOneFree: true,
  },
  {
    code: 'MOK',
    name: 'Masa Örtüsü Keten Görünümlü',
    category: ['Ev Tekstili', 'Dekorasyon', 'Masa Örtüsü'],
    brand: 'Sedef Ev',
    supplier: BULDAN,
    description:
      'Leke tutmayan, keten görünümlü polyester-pamuk karışımı masa örtüsü. Sofraya doğal bir görünüm katar, sıvılar kumaşa işlemeden silinebilir. 40 °C’de yıkanabilir, düşük ısıda ütülenebilir.',
    vat: 10,
    shape: 'square',
    pattern: 'pinstripe',
    options: [
      { size: '140x140', parcel: [30, 25, 4, 450], price: 34990 },
      { size: '140x180', parcel: [30, 25, 5, 580], price: 42990 },
      { size: '140x220', parcel: [30, 25, 5, 700], price: 49990 },
    ],
    colors: ['Ekru', 'Gri'],
  },
  {
    code: 'DPS',
    name: 'Duş Perdesi Su İtici 180x200',
    category: ['Ev Tekstili', 'Dekorasyon', 'Duş Perdesi'],
    brand: 'Lodos Home',
    supplier: NILUFER,
    description:
      'Su itici polyester kumaştan, 12 halkalı 180x200 cm duş perdesi. Küf tutmaz, hızla kurur. 30 °C’de yıkanabilir.',
    vat: 20,
    shape: 'square',
    pattern: 'waves',
    options: [{ size: '180x200', parcel: [30, 25, 4, 600], price: 19990 }],
    colors: ['Beyaz', 'Gri', 'Mavi'],
  },
];
