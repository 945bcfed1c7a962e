/** Card instalments that carry no interest for the shopper. */
export const INSTALLMENTS_WITHOUT_INTEREST = 3;

/** True when an instalment count is offered without interest (a single payment counts as 1). */
export function isInterestFreeInstallment(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= INSTALLMENTS_WITHOUT_INTEREST;
}
