import { DomainError } from '../errors';

/**
 * Matching an address's province and district (as a shopper, a marketplace or an old record
 * wrote them) to a carrier's code table: Turkish case folding, punctuation and spacing ignored,
 * and the known alternative names (Afyon, İçel, K.Maraş, Urfa, Antep…). It refuses, naming the
 * district, rather than guessing: no edit distance, no "closest" match.
 */

const FOLD: Readonly<Record<string, string>> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * A place name's comparison form: Turkish lower case (I → ı, İ → i), then the Turkish letters
 * and circumflexes to their plain Latin letters, any run of non-letters/digits as one space.
 * "K.MARAŞ" and "k maras" fold alike; so do "İÇEL", "içel" and "Icel".
 */
export function placeMatchKey(name: string): string {
  return name
    .normalize('NFC')
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/\u0307/g, '') // a dot above left by a decomposed İ
    .normalize('NFC')
    .replace(/[çğıöşüâîû]/g, (letter) => FOLD[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Other names for provinces, folded → the official name. */
export const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  afyon: 'Afyonkarahisar',
  'afyon karahisar': 'Afyonkarahisar',
  icel: 'Mersin',
  'k maras': 'Kahramanmaraş',
  kmaras: 'Kahramanmaraş',
  maras: 'Kahramanmaraş',
  'kahraman maras': 'Kahramanmaraş',
  urfa: 'Şanlıurfa',
  's urfa': 'Şanlıurfa',
  surfa: 'Şanlıurfa',
  antep: 'Gaziantep',
  'g antep': 'Gaziantep',
  izmit: 'Kocaeli',
  adapazari: 'Sakarya',
  'istanbul avrupa': 'İstanbul',
  'istanbul anadolu': 'İstanbul',
  'ist avrupa': 'İstanbul',
  'ist anadolu': 'İstanbul',
};

/** Other names for districts: province (official) → folded alias → official district. */
export const DISTRICT_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Ankara: { kazan: 'Kahramankazan' },
  İstanbul: { eyup: 'Eyüpsultan' },
};

export interface PlaceEntry<T> {
  province: string;
  district: string;
  value: T;
}

export type PlaceMatch<T> =
  | { ok: true; province: string; district: string; value: T }
  | { ok: false; reason: 'province' | 'district'; province: string; district: string };

/**
 * A matcher over one code table (e.g. UPS's province/district codes). The central district of a
 * province outside the metropolitan ones is "Merkez" in the table; "Merkez", the province's own
 * name and "<province> merkez" all find it.
 */
export class PlaceMatcher<T> {
  private readonly provinces = new Map<
    string,
    { name: string; districts: Map<string, PlaceEntry<T>> }
  >();

  constructor(entries: Iterable<PlaceEntry<T>>) {
    for (const entry of entries) {
      const key = placeMatchKey(entry.province);
      let province = this.provinces.get(key);
      if (!province) {
        province = { name: entry.province, districts: new Map() };
        this.provinces.set(key, province);
      }
      province.districts.set(placeMatchKey(entry.district), entry);
    }
  }

  private province(name: string) {
    const folded = placeMatchKey(name);
    const direct = this.provinces.get(folded);
    if (direct) return direct;
    const alias = PROVINCE_ALIASES[folded];
    return alias ? this.provinces.get(placeMatchKey(alias)) : undefined;
  }

  match(provinceName: string, districtName: string): PlaceMatch<T> {
    const province = this.province(provinceName);
    if (!province) {
      return { ok: false, reason: 'province', province: provinceName, district: districtName };
    }
    const folded = placeMatchKey(districtName);
    const provinceFolded = placeMatchKey(province.name);
    const candidates = [folded];
    const alias = DISTRICT_ALIASES[province.name]?.[folded];
    if (alias) candidates.push(placeMatchKey(alias));
    const names = folded.replace(/ merkez$/, '');
    const isProvince = names === provinceFolded || PROVINCE_ALIASES[names] === province.name;
    if (folded === 'merkez' || isProvince) candidates.push('merkez');
    // "Kadıköy / İstanbul" written into the district field
    const withoutProvince = folded.replace(new RegExp(`(^| )${provinceFolded}$`), '').trim();
    if (withoutProvince && withoutProvince !== folded) candidates.push(withoutProvince);
    for (const candidate of candidates) {
      const entry = province.districts.get(candidate);
      if (entry) {
        return { ok: true, province: entry.province, district: entry.district, value: entry.value };
      }
    }
    return { ok: false, reason: 'district', province: province.name, district: districtName };
  }

  /** The match's value, or a DomainError naming the district (or the province) it could not place. */
  require(provinceName: string, districtName: string): PlaceMatch<T> & { ok: true } {
    const found = this.match(provinceName, districtName);
    if (found.ok) return found;
    throw new DomainError(
      'PLACE_NOT_MATCHED',
      found.reason === 'province'
        ? `İl bulunamadı: "${provinceName}". Adresin il bilgisini düzeltin.`
        : `İlçe bulunamadı: "${districtName}" (${found.province}). Adresin ilçe bilgisini düzeltin ya da kod tablosuna ekleyin.`,
    );
  }
}
