/** A place the main carrier does not serve: a whole district (village '') or one village of it. */
export interface RuralPlace {
  province: string;
  district: string;
  village: string;
}

/** Lower-case Turkish (İ → i, I → ı), dotted/undotted kept, spaces collapsed. */
export function foldPlaceName(name: string): string {
  return name.trim().toLocaleLowerCase('tr').replace(/\s+/g, ' ');
}

/**
 * The rural-list entry an address falls under, if any: the same province and district (folded),
 * and either the whole district or a village whose name appears as a word in the address line.
 */
export function ruralPlaceOf(
  address: { province: string; district: string; address: string },
  places: readonly RuralPlace[],
): RuralPlace | null {
  const province = foldPlaceName(address.province);
  const district = foldPlaceName(address.district);
  const line = ` ${foldPlaceName(address.address).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const place of places) {
    if (foldPlaceName(place.province) !== province) continue;
    if (foldPlaceName(place.district) !== district) continue;
    const village = foldPlaceName(place.village)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (village === '' || line.includes(` ${village} `)) return place;
  }
  return null;
}
