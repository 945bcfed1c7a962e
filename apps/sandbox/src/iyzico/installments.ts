import { isInterestFreeInstallment, type Kurus, roundHalfUp } from '@carsi/domain';
import type { CardProfile } from './test-cards';
import { priceNumber } from './wire';

/** Instalment counts a domestic credit card is offered; debit and foreign cards pay at once. */
const CREDIT_CARD_INSTALLMENTS = [1, 2, 3, 6, 9, 12] as const;

/**
 * Interest the stand-in's banks add, in basis points of the price, for counts past the
 * interest-free ones (3 instalments without interest, which the shop agrees with
 * iyzico; the domain package holds that number).
 */
const INTEREST_BASIS_POINTS: Readonly<Record<number, number>> = { 6: 550, 9: 825, 12: 1100 };

export function allowedInstallments(profile: CardProfile): readonly number[] {
  return profile.cardType === 'DEBIT_CARD' || profile.foreign ? [1] : CREDIT_CARD_INSTALLMENTS;
}

/** What the shopper pays in total for `count` instalments of `price`. */
export function installmentTotal(price: Kurus, count: number): Kurus {
  if (isInterestFreeInstallment(count)) return price;
  const basisPoints = INTEREST_BASIS_POINTS[count];
  if (basisPoints === undefined) throw new RangeError(`no instalment plan for ${count}`);
  return price + roundHalfUp(price * basisPoints, 10_000);
}

/** One `installmentDetails[]` entry of iyzico's installment answer. */
export function installmentDetail(binNumber: string, price: Kurus, profile: CardProfile) {
  return {
    binNumber,
    price: priceNumber(price),
    cardType: profile.cardType,
    cardAssociation: profile.cardAssociation,
    cardFamilyName: profile.cardFamily,
    force3ds: 1,
    bankCode: profile.bankCode,
    bankName: profile.bankName,
    forceCvc: 1,
    commercial: 0,
    installmentPrices: allowedInstallments(profile).map((installmentNumber) => {
      const total = installmentTotal(price, installmentNumber);
      return {
        installmentNumber,
        totalPrice: priceNumber(total),
        installmentPrice: priceNumber(roundHalfUp(total, installmentNumber)),
      };
    }),
  };
}
