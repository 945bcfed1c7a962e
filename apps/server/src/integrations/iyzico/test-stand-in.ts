import type { AddressInfo } from 'node:net';
import { type IyzicoSandbox, iyzicoSandbox, sandboxPlugin } from '@carsi/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Initialize3dsRequest } from '../payment-provider';
import type { PaymentLogger } from './http-client';
import { IyzicoPaymentProvider } from './iyzico-provider';

/**
 * Test support: the iyzico stand-in on a real ephemeral port, a merchant callback receiver, a
 * tampering proxy and a scripted "browser" for the 3-D Secure pages. Used only by tests.
 */

export const CREDENTIALS = { apiKey: 'test-iyzico-key', secretKey: 'test-iyzico-secret' };

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

export interface StandIn {
  app: FastifyInstance;
  sandbox: IyzicoSandbox;
  origin: string;
  /** form bodies posted to /shop/callback, in arrival order */
  callbacks: Record<string, string>[];
  /** rewrites answers passing through /tamper (null: pass unchanged) */
  tamper: { rewrite: ((answer: Record<string, unknown>) => Record<string, unknown>) | null };
  close(): Promise<void>;
}

export async function startStandIn(options: { hangMs?: number } = {}): Promise<StandIn> {
  const sandbox = iyzicoSandbox({ ...CREDENTIALS, hangMs: options.hangMs ?? 5_000 });
  const app = Fastify();
  const callbacks: Record<string, string>[] = [];
  const tamper: StandIn['tamper'] = { rewrite: null };
  await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [sandbox] });
  await app.register(async (shop) => {
    shop.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    shop.post('/shop/callback', async (request) => {
      callbacks.push(request.body as Record<string, string>);
      return 'ok';
    });
  });
  // A man in the middle: forwards to the stand-in untouched, then rewrites the answer.
  await app.register(async (proxy) => {
    proxy.removeContentTypeParser('application/json');
    proxy.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    proxy.post('/tamper/*', async (request) => {
      const path = request.url.slice('/tamper'.length);
      const forwarded = await fetch(`${origin()}/__sandbox/iyzico${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: String(request.headers.authorization),
          'x-iyzi-rnd': String(request.headers['x-iyzi-rnd']),
        },
        body: String(request.body),
      });
      const answer = (await forwarded.json()) as Record<string, unknown>;
      return tamper.rewrite ? tamper.rewrite(answer) : answer;
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    sandbox,
    origin: origin(),
    callbacks,
    tamper,
    close: () => app.close(),
  };
}

export function providerFor(
  standIn: StandIn,
  options: { logger?: PaymentLogger; timeoutMs?: number; secretKey?: string; path?: string } = {},
) {
  return new IyzicoPaymentProvider({
    apiKey: CREDENTIALS.apiKey,
    secretKey: options.secretKey ?? CREDENTIALS.secretKey,
    baseUrl: () => `${standIn.origin}${options.path ?? '/__sandbox/iyzico'}`,
    timeoutMs: options.timeoutMs ?? 3_000,
    ...(options.logger ? { logger: options.logger } : {}),
  });
}

export function recordingLogger(): PaymentLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (fields: Record<string, unknown>, message: string) => {
    lines.push({ level, fields, message });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

export function paymentRequest(
  standIn: StandIn,
  conversationId: string,
  cardNumber = '5528790000000008',
  overrides: Partial<Initialize3dsRequest> = {},
): Initialize3dsRequest {
  const address = {
    contactName: 'Ayşe Yılmaz',
    city: 'İstanbul',
    country: 'Turkey',
    address: 'Bağdat Cad. 1, Kadıköy',
    zipCode: '34710',
  };
  return {
    conversationId,
    basketId: `B-${conversationId}`,
    price: 30_000,
    paidPrice: 30_000,
    installment: 1,
    callbackUrl: `${standIn.origin}/shop/callback`,
    card: {
      holderName: 'Ayşe Yılmaz',
      number: cardNumber,
      expireMonth: '12',
      expireYear: '2030',
      cvc: '7391',
    },
    buyer: {
      id: 'guest-1',
      name: 'Ayşe',
      surname: 'Yılmaz',
      identityNumber: '10000000146',
      email: 'ayse@example.com',
      gsmNumber: '+905321234567',
      registrationAddress: address.address,
      city: address.city,
      country: address.country,
      ip: '85.34.78.112',
      registrationDate: new Date(Date.UTC(2026, 0, 2, 9, 30, 0)),
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: [
      {
        id: 'SKU-1',
        name: 'Saten Nevresim',
        category1: 'Nevresim',
        itemType: 'PHYSICAL',
        price: 10_000,
      },
      {
        id: 'SKU-2',
        name: 'Kaz Tüyü Yorgan',
        category1: 'Yorgan',
        itemType: 'PHYSICAL',
        price: 20_000,
      },
    ],
    ...overrides,
  };
}

function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form in the page');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  return { action: action.replaceAll('&amp;', '&'), fields };
}

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * What a shopper's browser does with iyzico's 3DS HTML: follow it to the bank page, type the
 * code, and let the page post the callback to the shop. Returns the bank's final page.
 */
export async function throughBankPage(standIn: StandIn, htmlContent: string, code: string) {
  const handOff = formOf(htmlContent);
  const bankPage = await (
    await postForm(new URL(handOff.action, standIn.origin).href, handOff.fields)
  ).text();
  const codeForm = /<form method="post" action="([^"]+)"/.exec(bankPage)?.[1];
  if (!codeForm) throw new Error('no code form on the bank page');
  const result = await (await postForm(new URL(codeForm, standIn.origin).href, { code })).text();
  if (!result.includes('<form')) return { page: result, callback: null, landedOn: null };
  const back = formOf(result);
  const landed = new URL((await postForm(back.action, back.fields)).url);
  // `landedOn`: where the shop sent the browser after the callback (path and query).
  return { page: result, callback: back.fields, landedOn: landed.pathname + landed.search };
}
