import type { SandboxProvider } from '../index';
import { type RawJsonBody, registerApiRoutes } from './api-routes';
import { registerBankRoutes } from './bank-routes';
import { registerControlRoutes } from './control-routes';
import { SandboxPayments } from './payments';
import { Switches } from './switches';

export { BANK_CODE, SandboxPayments } from './payments';
export { SWITCH_MODES, Switches, type SwitchMode } from './switches';
export { TEST_CARDS } from './test-cards';

/**
 * Credentials the shop uses against the stand-in when IYZICO_API_KEY / IYZICO_SECRET_KEY are
 * not set. They open nothing real: the stand-in is the only thing that accepts them.
 */
export const IYZICO_SANDBOX_CREDENTIALS = {
  apiKey: 'sandbox-carsi-iyzico-api-key',
  secretKey: 'sandbox-carsi-iyzico-secret-key',
} as const;

export interface IyzicoSandboxOptions {
  apiKey?: string;
  secretKey?: string;
  /**
   * The shop's public address. The 3-D Secure HTML sends the browser to
   * `{publicUrl}{mount path}/bank/{paymentId}`; without it the link is root-relative.
   */
  publicUrl?: string;
  /** clock for systemTime, same-day cancels and the 365-day refund limit */
  now?: () => number;
  /** how long the 'timeout' switch holds a request before answering (default 30 s) */
  hangMs?: number;
}

export interface IyzicoSandbox extends SandboxProvider {
  payments: SandboxPayments;
  switches: Switches;
}

/** iyzico's stand-in: its HTTP API, a 3-D Secure bank page, fault switches. */
export function iyzicoSandbox(options: IyzicoSandboxOptions = {}): IyzicoSandbox {
  const now = options.now ?? Date.now;
  const payments = new SandboxPayments(now);
  const switches = new Switches();
  const credentials = {
    apiKey: options.apiKey ?? IYZICO_SANDBOX_CREDENTIALS.apiKey,
    secretKey: options.secretKey ?? IYZICO_SANDBOX_CREDENTIALS.secretKey,
  };
  const origin = (options.publicUrl ?? '').replace(/\/$/, '');

  return {
    name: 'iyzico',
    description:
      'iyzico card payments: 3-D Secure initialize/auth, payment detail, instalments, cancel, ' +
      'refund; bank page at bank/{paymentId} (code 283126); POST switches {mode, conversationId?, times?}',
    payments,
    switches,
    async register(scope) {
      const basePath = scope.prefix;

      await scope.register(async (api) => {
        // The request signature covers the body's exact text, so keep it alongside the parse.
        api.removeContentTypeParser('application/json');
        api.addContentTypeParser(
          'application/json',
          { parseAs: 'string', bodyLimit: 262_144 },
          (_request, body, done) => {
            const raw = String(body);
            let json: RawJsonBody['json'] = null;
            try {
              const parsed: unknown = JSON.parse(raw);
              if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
                json = parsed as Record<string, unknown>;
              }
            } catch {
              json = null;
            }
            done(null, { raw, json } satisfies RawJsonBody);
          },
        );
        registerApiRoutes(api, {
          credentials,
          payments,
          switches,
          now,
          hangMs: options.hangMs ?? 30_000,
          bankUrl: (paymentId) => `${origin}${basePath}/bank/${paymentId}`,
        });
      });

      await scope.register(async (bank) => {
        if (!bank.hasContentTypeParser('application/x-www-form-urlencoded')) {
          bank.addContentTypeParser(
            'application/x-www-form-urlencoded',
            { parseAs: 'string', bodyLimit: 16_384 },
            (_request, body, done) =>
              done(null, Object.fromEntries(new URLSearchParams(String(body)))),
          );
        }
        registerBankRoutes(bank, { payments, switches, basePath });
      });

      registerControlRoutes(scope, payments, switches);
    },
  };
}
