/**
 * iyzico's published test cards and how the stand-in treats each (expiry 12/2030, CVC 123).
 * Any other Luhn-valid card is accepted as a plain domestic success so a developer can type
 * whatever card they like; only known BINs have instalment plans.
 */

export type CardOutcome =
  /** authorised after 3-D Secure */
  | 'success'
  /** 3-D Secure passes, the charge is refused for lack of funds */
  | 'insufficient-funds'
  /** 3-D Secure passes, the bank refuses the charge */
  | 'do-not-honour'
  /** the bank page always answers mdStatus 0, even with the right code */
  | 'md-status-0'
  /** 3-D Secure initialize itself is refused */
  | 'initialize-fails'
  /** authorised, but cancel and refund are refused */
  | 'not-refundable';

export interface CardProfile {
  outcome: CardOutcome;
  cardType: 'CREDIT_CARD' | 'DEBIT_CARD';
  cardAssociation: 'MASTER_CARD' | 'VISA' | 'TROY' | 'AMERICAN_EXPRESS';
  cardFamily: string | null;
  bankName: string;
  bankCode: number;
  /** issued abroad: no instalments */
  foreign: boolean;
}

const credit = (
  outcome: CardOutcome,
  cardAssociation: CardProfile['cardAssociation'],
  cardFamily: string,
  bankName: string,
  bankCode: number,
): CardProfile => ({
  outcome,
  cardType: 'CREDIT_CARD',
  cardAssociation,
  cardFamily,
  bankName,
  bankCode,
  foreign: false,
});

const foreign = (cardAssociation: CardProfile['cardAssociation']): CardProfile => ({
  outcome: 'success',
  cardType: 'CREDIT_CARD',
  cardAssociation,
  cardFamily: null,
  bankName: 'Yurt dışı banka',
  bankCode: 0,
  foreign: true,
});

/** Full test card number → behaviour. */
export const TEST_CARDS: Readonly<Record<string, CardProfile>> = {
  '5528790000000008': credit('success', 'MASTER_CARD', 'Paraf', 'Halkbank', 12),
  '5526080000000006': credit('success', 'MASTER_CARD', 'Axess', 'Akbank', 46),
  '4766620000000001': {
    ...credit('success', 'VISA', 'Bonus', 'Garanti BBVA', 62),
    cardType: 'DEBIT_CARD',
  },
  '9792030000000000': credit('success', 'TROY', 'Paraf', 'Halkbank', 12),
  '4054180000000007': foreign('VISA'),
  '5400010000000004': foreign('MASTER_CARD'),
  '4111111111111129': credit('insufficient-funds', 'VISA', 'World', 'Yapı Kredi', 67),
  '4129111111111111': credit('do-not-honour', 'VISA', 'World', 'Yapı Kredi', 67),
  '4131111111111117': credit('md-status-0', 'VISA', 'World', 'Yapı Kredi', 67),
  '4151111111111112': credit('initialize-fails', 'VISA', 'World', 'Yapı Kredi', 67),
  '5406670000000009': credit('not-refundable', 'MASTER_CARD', 'Maximum', 'İş Bankası', 64),
};

function associationOf(cardNumber: string): CardProfile['cardAssociation'] {
  if (cardNumber.startsWith('4')) return 'VISA';
  if (cardNumber.startsWith('9')) return 'TROY';
  if (cardNumber.startsWith('34') || cardNumber.startsWith('37')) return 'AMERICAN_EXPRESS';
  return 'MASTER_CARD';
}

/** How a card behaves: its test-card profile, or a plain domestic success. */
export function cardProfile(cardNumber: string): CardProfile {
  return (
    TEST_CARDS[cardNumber] ?? {
      outcome: 'success',
      cardType: 'CREDIT_CARD',
      cardAssociation: associationOf(cardNumber),
      cardFamily: null,
      bankName: 'Test Bankası',
      bankCode: 999,
      foreign: false,
    }
  );
}

/**
 * BINs of iyzico's own samples that are not test-card numbers (the official client's
 * installment sample asks for 554960): they have instalment plans too.
 */
export const SAMPLE_BINS: Readonly<Record<string, CardProfile>> = {
  '554960': credit('success', 'MASTER_CARD', 'Bonus', 'Garanti BBVA', 62),
};

/** The test card profile behind a BIN (6 or 8 digits), or null when no test card has it. */
export function binProfile(binNumber: string): CardProfile | null {
  for (const [cardNumber, profile] of Object.entries(TEST_CARDS)) {
    if (cardNumber.startsWith(binNumber)) return profile;
  }
  for (const [bin, profile] of Object.entries(SAMPLE_BINS)) {
    if (binNumber.startsWith(bin)) return profile;
  }
  return null;
}
