/**
 * The check staff run before sending a product to a marketplace: every problem the marketplace
 * would refuse the product for, each named with the field it belongs to so the screen can show
 * it beside that field. Pure: the caller passes what it knows of the product, the category's
 * attributes and the marketplace's limits.
 */

export interface ListingCheckProfile {
  /** Longest title the marketplace accepts. */
  titleMax: number;
  descriptionMax: number;
  maxImages: number;
  /** Smallest image width/height the marketplace asks for, in pixels. */
  minImageWidth: number;
  minImageHeight: number;
  /** Images must be https addresses (the marketplace fetches them). */
  requireHttps: boolean;
}

/** Attribute ids a marketplace uses for product-safety information (manufacturer, importer, …). */
export interface SafetyAttribute {
  id: string;
  label: string;
}

export interface ListingCheckImage {
  url: string;
  width: number;
  height: number;
}

export interface ListingCheckAttribute {
  id: string;
  name: string;
  required: boolean;
  allowCustom: boolean;
}

export interface ListingCheckSku {
  sku: string;
  barcode: string | null;
  listPrice: number;
  salePrice: number;
  quantity: number;
}

export interface ListingCheckInput {
  title: string;
  description: string;
  brandId: string | null;
  categoryId: string | null;
  /** False when the chosen category has children (only leaves take products). */
  categoryIsLeaf: boolean;
  images: ListingCheckImage[];
  skus: ListingCheckSku[];
  /** The category's attributes (empty until a category is chosen). */
  attributes: ListingCheckAttribute[];
  /** Chosen values by attribute id: listed value ids or custom text. */
  chosen: Record<string, { valueIds?: string[] | undefined; customValue?: string | undefined }>;
  /** Safety attributes this marketplace asks for; only those the category lists are checked. */
  safetyAttributes: SafetyAttribute[];
  shipmentAddressId: string | null;
  returningAddressId: string | null;
  /** Addresses are required by this marketplace (Trendyol yes, Hepsiburada no). */
  addressesRequired: boolean;
}

export interface ListingProblem {
  /** Where the screen shows it: `title`, `brand`, `category`, `images.0`, `skus.ABC-1.barcode`, `attributes.47`, … */
  field: string;
  message: string;
}

/** Barcodes marketplaces accept: letters, digits, dot, dash and underscore, no spaces. */
const BARCODE = /^[A-Za-z0-9._-]{1,40}$/;

export function checkListing(
  input: ListingCheckInput,
  profile: ListingCheckProfile,
): ListingProblem[] {
  const problems: ListingProblem[] = [];
  const title = input.title.trim();
  if (title.length === 0) problems.push({ field: 'title', message: 'Ürün adı boş olamaz.' });
  else if (title.length > profile.titleMax)
    problems.push({
      field: 'title',
      message: `Ürün adı en çok ${profile.titleMax} karakter olabilir (şu an ${title.length}).`,
    });
  if (input.description.length > profile.descriptionMax)
    problems.push({
      field: 'description',
      message: `Açıklama en çok ${profile.descriptionMax} karakter olabilir.`,
    });
  if (!input.brandId) problems.push({ field: 'brand', message: 'Pazaryeri markasını seçin.' });
  if (!input.categoryId)
    problems.push({ field: 'category', message: 'Pazaryeri kategorisini seçin.' });
  else if (!input.categoryIsLeaf)
    problems.push({ field: 'category', message: 'Yalnızca en alt kategoriye ürün eklenebilir.' });

  if (input.images.length === 0)
    problems.push({ field: 'images', message: 'En az bir ürün görseli gerekli.' });
  if (input.images.length > profile.maxImages)
    problems.push({
      field: 'images',
      message: `En çok ${profile.maxImages} görsel gönderilebilir; ilk ${profile.maxImages} tanesi gönderilecek.`,
    });
  input.images.slice(0, profile.maxImages).forEach((image, index) => {
    const field = `images.${index}`;
    if (profile.requireHttps && !image.url.startsWith('https://'))
      problems.push({ field, message: `${index + 1}. görsel https adresinden sunulmuyor.` });
    if (image.width < profile.minImageWidth || image.height < profile.minImageHeight)
      problems.push({
        field,
        message: `${index + 1}. görsel ${image.width}×${image.height} piksel; en az ${profile.minImageWidth}×${profile.minImageHeight} olmalı.`,
      });
  });

  if (input.skus.length === 0)
    problems.push({ field: 'skus', message: 'Ürünün satışta bir varyantı (SKU) yok.' });
  const seen = new Set<string>();
  for (const sku of input.skus) {
    const field = `skus.${sku.sku}`;
    const barcode = sku.barcode?.trim() ?? '';
    if (!barcode)
      problems.push({ field: `${field}.barcode`, message: `${sku.sku}: barkod girilmedi.` });
    else if (!BARCODE.test(barcode))
      problems.push({
        field: `${field}.barcode`,
        message: `${sku.sku}: barkod yalnızca harf, rakam, nokta, tire ve alt çizgi içerebilir.`,
      });
    else if (seen.has(barcode))
      problems.push({
        field: `${field}.barcode`,
        message: `${sku.sku}: barkod başka bir varyantta da var.`,
      });
    if (barcode) seen.add(barcode);
    if (sku.salePrice <= 0)
      problems.push({
        field: `${field}.price`,
        message: `${sku.sku}: satış fiyatı sıfırdan büyük olmalı.`,
      });
    if (sku.listPrice < sku.salePrice)
      problems.push({
        field: `${field}.price`,
        message: `${sku.sku}: liste fiyatı satış fiyatından düşük olamaz.`,
      });
    if (sku.quantity < 0)
      problems.push({ field: `${field}.quantity`, message: `${sku.sku}: stok eksi olamaz.` });
  }

  const safetyIds = new Set(input.safetyAttributes.map((s) => s.id));
  const sorted = [...input.attributes].sort((a, b) => Number(b.required) - Number(a.required));
  for (const attribute of sorted) {
    const chosen = input.chosen[attribute.id];
    const hasValue =
      (chosen?.valueIds?.length ?? 0) > 0 ||
      (attribute.allowCustom && !!chosen?.customValue?.trim());
    if (chosen?.customValue?.trim() && !attribute.allowCustom)
      problems.push({
        field: `attributes.${attribute.id}`,
        message: `${attribute.name}: bu özelliğe serbest metin girilemez, listeden seçin.`,
      });
    else if (!hasValue && (attribute.required || safetyIds.has(attribute.id)))
      problems.push({
        field: `attributes.${attribute.id}`,
        message: safetyIds.has(attribute.id)
          ? `${attribute.name}: ürün güvenliği bilgisi bu kategoride zorunlu.`
          : `${attribute.name}: zorunlu özellik seçilmedi.`,
      });
  }

  if (input.addressesRequired) {
    if (!input.shipmentAddressId)
      problems.push({ field: 'shipmentAddress', message: 'Sevkiyat adresini seçin.' });
    if (!input.returningAddressId)
      problems.push({ field: 'returningAddress', message: 'İade adresini seçin.' });
  }
  return problems;
}
