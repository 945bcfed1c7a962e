import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** A provider stand-in mounted under /__sandbox/{name}. */
export interface SandboxProvider {
  name: string;
  description: string;
  register(app: FastifyInstance): Promise<void> | void;
}

export interface SandboxOptions {
  providers: SandboxProvider[];
}

/**
 * Local stand-ins for Çarşı's external services (iyzico, SMS, carriers, Paraşüt,
 * marketplaces). Each speaks its provider's wire format; the server mounts this plugin under
 * /__sandbox when provider credentials are missing, so the shop runs with no outside calls.
 */
export const sandboxPlugin: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  app.get('/', async () => ({
    sandbox: true,
    providers: options.providers.map(({ name, description }) => ({
      name,
      description,
      path: `/__sandbox/${name}`,
    })),
  }));
  for (const provider of options.providers) {
    await app.register(async (scope) => provider.register(scope), { prefix: `/${provider.name}` });
  }
};

export {
  HEPSIBURADA_HOST_PATHS,
  HEPSIBURADA_SANDBOX_CREDENTIALS,
  type HepsiburadaSandbox,
  type HepsiburadaSandboxOptions,
  hepsiburadaSandbox,
} from './hepsiburada/index';
export {
  IYZICO_SANDBOX_CREDENTIALS,
  type IyzicoSandbox,
  type IyzicoSandboxOptions,
  iyzicoSandbox,
} from './iyzico/index';
export { metaSandbox, type ReceivedMetaEvent } from './meta/index';
export {
  PARASUT_SANDBOX_CREDENTIALS,
  PARASUT_SANDBOX_EINVOICE_VKN,
  type ParasutSandbox,
  type ParasutSandboxOptions,
  type ParasutStep,
  parasutSandbox,
} from './parasut/index';
export {
  S3Buckets,
  type S3FailureMode,
  type S3SandboxObject,
  s3Sandbox,
} from './s3/index';
export { Outbox, type OutboxMessage, smsSandbox } from './sms/index';
export {
  TRENDYOL_BASE_PATH,
  TRENDYOL_SANDBOX_CREDENTIALS,
  type TrendyolSandbox,
  type TrendyolSandboxOptions,
  trendyolSandbox,
} from './trendyol/index';
export {
  UPS_CREATE_PATH,
  UPS_QUERY_PATH,
  UPS_SANDBOX_CODES,
  UPS_SANDBOX_CREDENTIALS,
  type UpsSandbox,
  type UpsSandboxOptions,
  upsSandbox,
} from './ups/index';
export {
  YURTICI_PATH,
  YURTICI_SANDBOX_CODES,
  YURTICI_SANDBOX_CREDENTIALS,
  type YurticiSandbox,
  type YurticiSandboxOptions,
  yurticiSandbox,
} from './yurtici/index';
