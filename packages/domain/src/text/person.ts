const UPPER_SPECIAL: Readonly<Record<string, string>> = { i: 'İ', ı: 'I' };

/** Uppercases one letter the Turkish way (i → İ, ı → I) without depending on Intl. */
function turkishUpper(letter: string): string {
  return UPPER_SPECIAL[letter] ?? letter.toUpperCase();
}

/**
 * How the header names a logged-in customer: first name and last-name initial,
 * "Ayşe K.". Blank parts are skipped; an empty result means "do not greet by name".
 */
export function customerDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  if (!initial) return first;
  const short = `${turkishUpper(initial)}.`;
  return first ? `${first} ${short}` : short;
}
