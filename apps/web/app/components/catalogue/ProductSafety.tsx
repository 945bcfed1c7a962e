import type { ProductSafety as Safety } from '@carsi/contract';

/**
 * The product's safety information (maker, importer or authorised representative, usage and
 * safety warnings), as the seller gave it; nothing when none was given.
 */
export function ProductSafety({ safety }: { safety: Safety | undefined }) {
  if (!safety) return null;
  const rows = [
    ['Üretici', safety.manufacturer],
    ['İthalatçı / yetkili temsilci', safety.importer],
    ['Kullanım ve güvenlik uyarıları', safety.safetyWarnings],
  ].filter(([, text]) => text && text.trim() !== '');
  if (rows.length === 0) return null;
  return (
    <section className="product-page__section" aria-labelledby="urun-guvenligi">
      <h2 id="urun-guvenligi">Ürün güvenliği bilgileri</h2>
      <dl className="product-safety">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
