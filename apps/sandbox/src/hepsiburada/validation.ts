import { HB_BASE_KEYS, hbAttributesOf } from './catalogue';
import type { HbSandboxProduct, Json } from './context';

/** Hepsiburada's import wants "130,50": digits, optionally a comma and one or two decimals. */
const COMMA_DECIMAL = /^\d+(,\d{1,2})?$/;

/** Why Hepsiburada's catalogue would refuse one item of an import file (empty: accepted). */
export function itemFailures(
  item: Json,
  merchantId: string,
  existing: Map<string, HbSandboxProduct>,
  refused: Map<string, string>,
): { attributeName: string; message: string }[] {
  const reasons: { attributeName: string; message: string }[] = [];
  const fail = (attributeName: string, message: string) => reasons.push({ attributeName, message });
  const a = (item.attributes && typeof item.attributes === 'object' ? item.attributes : {}) as Json;
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string).trim() : '');
  if (item.merchant !== merchantId)
    fail('merchant', 'Mağaza kimliği (merchant) yetkili mağaza ile eşleşmiyor.');
  const merchantSku = text('merchantSku');
  if (!merchantSku) fail('merchantSku', 'Satıcı stok kodu boş olamaz.');
  if (refused.has(merchantSku)) fail('merchantSku', refused.get(merchantSku)!);
  const known = existing.get(merchantSku);
  if (known && known.status !== 'Aksiyon Bekliyor')
    fail('merchantSku', 'Bu satıcı stok kodu ile ürün zaten yaratılmış.');
  if (!text('Barcode')) fail('Barcode', 'Barkod boş olamaz.');
  if (!text('VaryantGroupID')) fail('VaryantGroupID', 'Varyant grup kimliği boş olamaz.');
  const title = text('UrunAdi');
  if (!title || title.length > 200) fail('UrunAdi', 'Ürün adı 1-200 karakter olmalıdır.');
  if (!text('UrunAciklamasi')) fail('UrunAciklamasi', 'Ürün açıklaması boş olamaz.');
  if (!text('Marka')) fail('Marka', 'Marka boş olamaz.');
  for (const key of ['price', 'kg'] as const) {
    const value = a[key];
    if (typeof value !== 'string' || !COMMA_DECIMAL.test(value.trim()))
      fail(
        key,
        `${key} virgüllü ondalık metin olmalıdır (ör. "130,50"); noktalı ya da sayı olarak gönderilemez.`,
      );
  }
  if (
    typeof a.price === 'string' &&
    COMMA_DECIMAL.test(a.price) &&
    Number(a.price.replace(',', '.')) <= 0
  )
    fail('price', 'Fiyat sıfırdan büyük olmalıdır.');
  if (!/^\d+$/.test(text('stock'))) fail('stock', 'Stok tam sayı olmalıdır.');
  if (!/^(0|1|8|10|18|20)$/.test(text('tax_vat_rate'))) fail('tax_vat_rate', 'KDV oranı geçersiz.');
  const image = text('Image1');
  if (!image) fail('Image1', 'En az bir görsel (Image1) gönderilmelidir.');
  for (const key of ['Image1', 'Image2', 'Image3', 'Image4', 'Image5']) {
    const url = text(key);
    if (!url) continue;
    try {
      const parsed = new URL(url);
      if (
        parsed.protocol !== 'https:' &&
        !['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
      )
        fail(key, 'Görsel adresi https olmalıdır.');
    } catch {
      fail(key, 'Görsel adresi geçersiz.');
    }
  }
  const categoryId =
    typeof item.categoryId === 'number' ? item.categoryId : Number(item.categoryId);
  const attributes = hbAttributesOf(categoryId);
  if (!attributes)
    fail(
      'categoryId',
      'Kategori bulunamadı ya da ürün kabul eden (aktif, en alt) bir kategori değil.',
    );
  for (const attribute of attributes ?? []) {
    const value = text(attribute.id);
    if (!value) {
      if (attribute.mandatory) fail(attribute.id, `${attribute.name} zorunludur.`);
      continue;
    }
    if (attribute.type === 'enum') {
      const chosen = attribute.multiValue ? value.split(',').map((v) => v.trim()) : [value];
      if (chosen.some((v) => !attribute.values.includes(v)))
        fail(attribute.id, `${attribute.name} için geçersiz değer: ${value}.`);
    }
  }
  const allowed = new Set<string>([...HB_BASE_KEYS, ...(attributes ?? []).map((x) => x.id)]);
  for (const key of Object.keys(a)) if (!allowed.has(key)) fail(key, `Bilinmeyen özellik: ${key}.`);
  return reasons;
}
