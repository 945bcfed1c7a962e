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
  IYZICO_SANDBOX_CREDENTIALS,
  type IyzicoSandbox,
  type IyzicoSandboxOptions,
  iyzicoSandbox,
} from './iyzico/index';
export { metaSandbox, type ReceivedMetaEvent } from './meta/index';
export {
  S3Buckets,
  type S3FailureMode,
  type S3SandboxObject,
  s3Sandbox,
} from './s3/index';
export { Outbox, type OutboxMessage, smsSandbox } from './sms/index';
