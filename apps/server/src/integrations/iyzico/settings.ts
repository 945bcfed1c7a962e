import type { Config } from '../../config';
import type { PaymentProvider } from '../payment-provider';
import type { PaymentLogger } from './http-client';
import { IyzicoPaymentProvider } from './iyzico-provider';

/** Where the stand-in lives inside this server (the sandbox plugin's prefix + provider name). */
export const IYZICO_SANDBOX_PATH = '/__sandbox/iyzico';

/** This server as seen from itself: a wildcard listen address is reached over loopback. */
export function loopbackOrigin(config: Pick<Config, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export interface IyzicoSettings {
  apiKey: string;
  secretKey: string;
  baseUrl: string | (() => string);
  /** true when the stand-in answers instead of iyzico */
  sandbox: boolean;
}

/**
 * iyzico when IYZICO_API_KEY and IYZICO_SECRET_KEY are set; otherwise the stand-in this server
 * mounts under /__sandbox/iyzico, called over HTTP like the real thing. `origin` overrides how
 * this server reaches itself (e.g. a test listening on an ephemeral port). The stand-in's keys
 * come from @carsi/sandbox, loaded only then: a shop with real keys never loads that package.
 */
export async function iyzicoSettings(
  config: Pick<Config, 'providers' | 'host' | 'port'>,
  origin: () => string = () => loopbackOrigin(config),
): Promise<IyzicoSettings> {
  const real = config.providers.iyzico;
  if (real) return { ...real, sandbox: false };
  const { IYZICO_SANDBOX_CREDENTIALS } = await import('@carsi/sandbox');
  return {
    ...IYZICO_SANDBOX_CREDENTIALS,
    baseUrl: () => `${origin()}${IYZICO_SANDBOX_PATH}`,
    sandbox: true,
  };
}

/** The shop's PaymentProvider for this configuration. */
export async function createPaymentProvider(
  config: Pick<Config, 'providers' | 'host' | 'port'>,
  options: { logger?: PaymentLogger; origin?: () => string; timeoutMs?: number } = {},
): Promise<PaymentProvider> {
  const { apiKey, secretKey, baseUrl } = await iyzicoSettings(config, options.origin);
  return new IyzicoPaymentProvider({
    apiKey,
    secretKey,
    baseUrl,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}
