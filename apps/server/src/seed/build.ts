/**
 * Turns the plain catalogue data into rows ready to insert: SKUs with stock, cost prices and
 * barcodes, image specifications, reviews and questions. Everything random comes from a
 * mulberry32 stream seeded by the product code, so every run builds the same catalogue and
 * editing one product leaves the others as they were.
 */
import { averageRating, slugify } from '@carsi/domain';
import {
  BRANDS,
  COLORS,
  DEPARTMENTS,
  type Pattern,
  PRODUCTS,
  type ProductData,
  type Shape,
} from './catalogue-data';
import { createRandom, hashString, type Random } from './random';
import {
  DEPARTMENT_COMMENTS,
  FIRST_NAMES,
  GENERAL_COMMENTS,
  QUESTIONS,
  type Stars,
  SURNAME_INITIALS,
} from './review-data';

export const PASS = 'Pass';

/** What one generated product image shows. */
export interface ImageSpec {
  /** Storage key: files are `{uploadsDir}/{key}-{width}.webp`. */
  key: string;
  alt: string;
  /** Fabric colour (hex). */
  color: string;
  shape: Shape;
  pattern: Pattern;
  /** main: the product itself; detail: a close-up of the fabric. */
  view: 'main' | 'detail';
  /** Varies the layout (background tone, pattern scale) between images. */
  variant: number;
}

export interface BuiltSku {
  sku: string;
  position: number;
  size: string;
  color: string;
  target: string;
  type: string;
  price: number;
  priceGap: number;
  wholesalePrice: number;
  purchasePrice: number;
  vat: number;
  countInStock: number;
  maxPurchaseQty: number;
  unit: string;
  images: ImageSpec[];
  barcode: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightGrams: number;
}

export interface BuiltReview {
  authorName: string;
  rating: Stars;
  comment: string;
  daysAgo: number;
}

export interface BuiltQuestion {
  authorName: string;
  question: string;
  answer: string | null;
  daysAgo: number;
  /** Days after the question that the answer came. */
  answeredAfterDays: number;
}

export interface BuiltProduct {
  data: ProductData;
  slug: string;
  skus: BuiltSku[];
  images: ImageSpec[];
  defaultImages: ImageSpec[];
  defaultPrice: number;
  defaultPriceGap: number;
  defaultVat: number;
  defaultCountInStock: number;
  rating: number;
  numReviews: number;
  reviews: BuiltReview[];
  questions: BuiltQuestion[];
  /** Codes of related products in the same department. */
  sideProductCodes: string[];
}

export interface BuiltCatalogue {
  /** Insertion order: departments interleaved so every catalogue page mixes them. */
  products: BuiltProduct[];
  variants: { name: string; values: string[] }[];
}

/** EAN-13 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`need 12 digits, got ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** "Tek Kişilik (155x215)" → "TK155X215", "2’li Paket" → "2LP". */
function abbreviate(text: string): string {
  return slugify(text)
    .split('-')
    .map((word) => (/^\d/.test(word) ? word : word.slice(0, 1)))
    .join('')
    .toUpperCase();
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

const MAX_QTY: readonly (readonly [number, number])[] = [
  [5, 2],
  [6, 1],
  [8, 2],
  [10, 4],
  [12, 1],
  [15, 1],
  [20, 2],
];

const STARS: readonly (readonly [Stars, number])[] = [
  [5, 52],
  [4, 27],
  [3, 10],
  [2, 6],
  [1, 5],
];

function authorName(rng: Random): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAME_INITIALS)}.`;
}

function buildReviews(rng: Random, department: string): BuiltReview[] {
  const count = rng.chance(0.1)
    ? 0
    : rng.weighted([
        [rng.int(1, 3), 3],
        [rng.int(4, 8), 4],
        [rng.int(9, 12), 2],
      ]);
  const used = new Set<string>();
  const reviews: BuiltReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = rng.weighted(STARS);
    const own = (DEPARTMENT_COMMENTS[department]?.[rating] ?? []).filter((c) => !used.has(c));
    const general = GENERAL_COMMENTS[rating].filter((c) => !used.has(c));
    const pool = own.length > 0 && (rng.chance(0.4) || general.length === 0) ? own : general;
    const comment = pool.length > 0 ? rng.pick(pool) : rng.pick(GENERAL_COMMENTS[rating]);
    used.add(comment);
    reviews.push({ authorName: authorName(rng), rating, comment, daysAgo: rng.int(2, 420) });
  }
  // Oldest first, so ids follow time.
  return reviews.sort((a, b) => b.daysAgo - a.daysAgo);
}

function buildQuestions(rng: Random, department: string): BuiltQuestion[] {
  const pool = QUESTIONS[department] ?? [];
  if (pool.length === 0 || !rng.chance(0.4)) return [];
  const chosen = rng.shuffle(pool).slice(0, rng.int(1, Math.min(2, pool.length)));
  return chosen
    .map((q) => ({
      authorName: authorName(rng),
      question: q.question,
      answer: q.answer,
      daysAgo: rng.int(4, 300),
      answeredAfterDays: rng.int(0, 2),
    }))
    .sort((a, b) => b.daysAgo - a.daysAgo);
}

function colorHex(color: string): string {
  const hex = COLORS[color];
  if (!hex) throw new Error(`seed: colour "${color}" has no swatch in COLORS`);
  return hex;
}

function buildProduct(data: ProductData, barcodeCounters: Map<string, number>): BuiltProduct {
  const rng = createRandom(`carsi-demo:${data.code}`);
  const slug = slugify(data.name);
  const brand = BRANDS.find((b) => b.name === data.brand);
  if (!brand) throw new Error(`seed: unknown brand ${data.brand}`);

  // Images: the product and a fabric close-up in the first colour, the product in the others.
  const images: ImageSpec[] = [];
  const imagesByColor = new Map<string, ImageSpec[]>();
  data.colors.forEach((color, colorIndex) => {
    const views: ImageSpec['view'][] = colorIndex === 0 ? ['main', 'detail'] : ['main'];
    const list = views.map((view) => {
      const spec: ImageSpec = {
        key: `products/${slug}-${images.length + 1}`,
        alt: view === 'main' ? `${data.name} – ${color}` : `${data.name} – ${color}, kumaş dokusu`,
        color: colorHex(color),
        shape: data.shape,
        pattern: data.pattern,
        view,
        variant: hashString(`${data.code}:${color}:${view}`),
      };
      images.push(spec);
      return spec;
    });
    imagesByColor.set(color, list);
  });

  const maxPurchaseQty = rng.weighted(MAX_QTY);
  const skus: BuiltSku[] = [];
  for (const option of data.options) {
    for (const color of data.colors) {
      const parts = [option.target, option.size, option.type].filter(
        (part): part is string => part !== undefined,
      );
      const sku = [
        data.code,
        ...parts.map(abbreviate),
        slugify(color).replace(/-/g, '').toUpperCase(),
      ]
        .filter((part) => part.length > 0)
        .join('-');
      const counter = (barcodeCounters.get(brand.name) ?? 0) + 1;
      barcodeCounters.set(brand.name, counter);
      const first12 = `869${brand.barcodePrefix}${String(counter).padStart(5, '0')}`;
      const inStock = !data.soldOut && !rng.chance(0.07);
      const [lengthCm, widthCm, heightCm, weightGrams] = option.parcel;
      skus.push({
        sku,
        position: skus.length,
        size: option.size ?? PASS,
        color,
        target: option.target ?? PASS,
        type: option.type ?? PASS,
        price: option.price,
        // Price of each additional unit; 0 = no separate price (additional units at `price`).
        priceGap: data.secondUnitDiscount ? option.price - data.secondUnitDiscount : 0,
        wholesalePrice: roundTo(option.price * (0.58 + rng.next() * 0.08), 100),
        purchasePrice: roundTo(option.price * (0.36 + rng.next() * 0.1), 100),
        vat: data.vat,
        countInStock: inStock
          ? rng.weighted([
              [rng.int(1, 9), 2],
              [rng.int(10, 60), 5],
              [rng.int(61, 240), 3],
            ])
          : 0,
        maxPurchaseQty,
        unit: data.unit ?? 'Adet',
        images: imagesByColor.get(color) ?? [],
        barcode: `${first12}${ean13CheckDigit(first12)}`,
        lengthCm,
        widthCm,
        heightCm,
        weightGrams,
      });
    }
  }
  const firstSku = skus[0];
  if (!firstSku) throw new Error(`seed: ${data.code} has no SKUs`);
  if (!data.soldOut && skus.every((s) => s.countInStock === 0)) firstSku.countInStock = 12;

  const department = data.category[0];
  const reviews = buildReviews(rng, department);
  const cheapest = skus.reduce((min, s) => (s.price < min.price ? s : min), firstSku);
  return {
    data,
    slug,
    skus,
    images,
    defaultImages: firstSku.images,
    defaultPrice: cheapest.price,
    defaultPriceGap: cheapest.priceGap,
    defaultVat: data.vat,
    defaultCountInStock: skus.reduce((sum, s) => sum + s.countInStock, 0),
    rating: averageRating(reviews.map((r) => r.rating)),
    numReviews: reviews.length,
    reviews,
    questions: buildQuestions(rng, department),
    sideProductCodes: [],
  };
}

function validate(catalogue: BuiltCatalogue): void {
  const codes = new Set<string>();
  const slugs = new Set<string>();
  const skuCodes = new Set<string>();
  const barcodes = new Set<string>();
  for (const product of catalogue.products) {
    const { data } = product;
    const fail = (why: string) => {
      throw new Error(`seed: product ${data.code} (${data.name}): ${why}`);
    };
    if (!/^[A-Z]{3,4}$/.test(data.code)) fail('code must be 3–4 ASCII capital letters');
    if (codes.has(data.code)) fail('duplicate code');
    codes.add(data.code);
    if (slugs.has(product.slug)) fail('duplicate slug');
    slugs.add(product.slug);
    if (product.skus.length < 2 || product.skus.length > 8) fail(`${product.skus.length} SKUs`);
    const path = DEPARTMENTS.find((d) => d.name === data.category[0])
      ?.mains.find((m) => m.name === data.category[1])
      ?.subs.find((s) => s.name === data.category[2]);
    if (!path) fail(`unknown category ${data.category.join(' › ')}`);
    const low = data.category[3];
    if (low !== undefined && !path?.lows.includes(low)) fail(`unknown low category ${low}`);
    const minPrice = Math.min(...product.skus.map((s) => s.price));
    if (data.timeLimitedDiscount && data.timeLimitedDiscount.amount >= minPrice) {
      fail('time-limited discount must be below the price');
    }
    for (const sku of product.skus) {
      if (skuCodes.has(sku.sku)) fail(`duplicate SKU ${sku.sku}`);
      skuCodes.add(sku.sku);
      if (barcodes.has(sku.barcode)) fail(`duplicate barcode ${sku.barcode}`);
      barcodes.add(sku.barcode);
      if (!(sku.purchasePrice < sku.wholesalePrice && sku.wholesalePrice < sku.price)) {
        fail(`${sku.sku}: purchase < wholesale < price does not hold`);
      }
      if (sku.priceGap < 0 || sku.priceGap >= sku.price) fail(`${sku.sku}: bad priceGap`);
    }
  }
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)].filter((v) => v !== PASS);
}

/** The demo catalogue, fully resolved and validated. */
export function buildCatalogue(): BuiltCatalogue {
  const barcodeCounters = new Map<string, number>();
  const built = PRODUCTS.map((data) => buildProduct(data, barcodeCounters));

  // Related products: up to four others from the same department.
  for (const product of built) {
    const rng = createRandom(`carsi-demo:side:${product.data.code}`);
    const siblings = built.filter(
      (other) => other !== product && other.data.category[0] === product.data.category[0],
    );
    product.sideProductCodes = rng
      .shuffle(siblings)
      .slice(0, 4)
      .map((other) => other.data.code);
  }

  // Interleave departments (round robin) for the insertion order.
  const byDepartment = DEPARTMENTS.map((d) => built.filter((p) => p.data.category[0] === d.name));
  const products: BuiltProduct[] = [];
  for (let round = 0; products.length < built.length; round++) {
    for (const list of byDepartment) {
      const product = list[round];
      if (product) products.push(product);
    }
  }

  const skus = products.flatMap((p) => p.skus);
  const catalogue: BuiltCatalogue = {
    products,
    variants: [
      { name: 'Ebat', values: unique(skus.map((s) => s.size)) },
      { name: 'Renk', values: unique(Object.keys(COLORS)) },
      { name: 'Tip', values: unique(skus.map((s) => s.type)) },
      { name: 'Hedef', values: unique(skus.map((s) => s.target)) },
    ],
  };
  validate(catalogue);
  return catalogue;
}
