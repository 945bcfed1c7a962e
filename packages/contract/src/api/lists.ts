// Ties between the contract's enum lists and unions that the domain defines only as types.
// Not exported from the package; each list is exported (or kept) where it is used.

/**
 * `listOf<Union>()([...])` returns the list unchanged and fails the type check unless the list
 * holds values of `Union` only and every one of them, so the domain's union and the API's list
 * cannot drift apart.
 */
export const listOf =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)): L =>
    list;
