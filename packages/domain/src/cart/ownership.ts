/**
 * A cart that belongs to a customer is theirs alone: any other request (signed out, another
 * customer, an expired session on a shared computer) sees no cart there and gets a new one.
 * A cart without an owner is usable by whoever holds its id.
 */
export function cartUsableBy(
  cart: { customerId: string | null },
  customerId: string | null,
): boolean {
  return cart.customerId === null || cart.customerId === customerId;
}
