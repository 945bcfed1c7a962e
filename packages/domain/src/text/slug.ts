/**
 * URL slugs for product pages (/urun/{title}/{id}): Turkish letters transliterated,
 * lowercase ASCII letters and digits joined by single hyphens, none at either end.
 */
const TURKISH_TO_ASCII: Readonly<Record<string, string>> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  I: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
};

/** "Çift Kişilik Nevresim Takımı" → "cift-kisilik-nevresim-takimi". */
export function slugify(text: string): string {
  return (
    text
      .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (ch) => TURKISH_TO_ASCII[ch] as string)
      // Other accented letters (â, î, û in loanwords, é …) lose their marks.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
