import { createHash } from 'node:crypto';
import { adminStatePath } from './admin';
import { type APIRequestContext, expect } from './fixtures';
import { uniquePhone } from './journeys';

/**
 * Wholesale accounts of a journey's own, made through the API the way the sign-up form and the
 * back office make them: an application, staff activation and the account's levels and payment
 * methods, then a delivery address once the user has signed in. Journeys that order, earn free
 * goods or change a cart never touch the demo accounts, so a retry or a second project passes.
 */

type Level = { amount: number; extraGoods: number };
export interface WholesaleSetup {
  accountType: 'reSeller' | 'endUser';
  limits: { purchaseLevelOne: Level; purchaseLevelTwo: Level; purchaseLevelThree: Level };
  paymentMethods: Partial<
    Record<'creditCard' | 'bankTransfer' | 'bankCheck' | 'dueUponInvoice', true>
  >;
}

/** The demo end user's levels: 500.00, 1500.00 (3 %) and 3000.00 TL (6 %), VAT excluded. */
export const END_USER_LEVELS: WholesaleSetup['limits'] = {
  purchaseLevelOne: { amount: 50_000, extraGoods: 0 },
  purchaseLevelTwo: { amount: 150_000, extraGoods: 3 },
  purchaseLevelThree: { amount: 300_000, extraGoods: 6 },
};

/** Solves the sign-up form's proof-of-work captcha, as the browser's widget does. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash !== challenge.challenge) continue;
    const { algorithm, salt, signature } = challenge;
    const payload = { algorithm, challenge: challenge.challenge, number, salt, signature };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }
  throw new Error('captcha challenge without a solution');
}

/** Writes with a session cookie come from the shop's own pages: they carry its origin. */
const fromShop = (baseURL: string) => ({ origin: new URL(baseURL).origin });

/**
 * Applies for a wholesale account and has the owner activate it with these levels and payment
 * methods. Returns the phone to sign in with (digits) and the company name.
 */
export async function newWholesaleAccount(
  request: APIRequestContext,
  baseURL: string,
  setup: WholesaleSetup,
  newAdminRequest: (storageState: string) => Promise<APIRequestContext>,
): Promise<{ phone: string; companyName: string; id: string }> {
  const phone = uniquePhone();
  const companyName = `Test Tekstil ${phone.slice(-6)}`;
  const applied = await request.post('/api/signUp/createWholeSaleCustomer', {
    headers: fromShop(baseURL),
    data: {
      companyName,
      email: `toptan${phone.slice(-6)}@example.com`,
      name: 'Deniz Kara',
      phone,
      captchaValue: await solvedCaptcha(request),
    },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const { _id: id } = (await applied.json()) as { _id: string };

  const owner = await newAdminRequest(adminStatePath('owner'));
  try {
    const put = async (url: string, data: unknown) => {
      const response = await owner.put(url, { headers: fromShop(baseURL), data });
      expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    };
    await put(`/api/admin/wholesale-applications/${id}/activate`, {
      accountType: setup.accountType,
    });
    await put('/api/wholesale/updateCurrentAccountPurchaseLimits', { id, limits: setup.limits });
    await put('/api/wholesale/updateCurrentAccountAllowedPaymentMethods', {
      id,
      allowedPaymentMethods: Object.fromEntries(
        Object.keys(setup.paymentMethods).map((method) => [
          method,
          { isAllowed: true, paymentTerm: 0, downPaymentPercentage: 0 },
        ]),
      ),
    });
  } finally {
    await owner.dispose();
  }
  return { phone, companyName, id };
}

/** The signed-in wholesale user's first delivery address (the order page needs one). */
export async function addDeliveryAddress(
  request: APIRequestContext,
  baseURL: string,
  phone: string,
) {
  const response = await request.post('/api/wholesale/createDeliveryAddress', {
    headers: fromShop(baseURL),
    data: {
      title: 'Merkez Depo',
      contactName: 'Deniz Kara',
      phone,
      address: 'Demirtaş OSB, Lale Sokak No: 7',
      province: 'Bursa',
      district: 'Osmangazi',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
