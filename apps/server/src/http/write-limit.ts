import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface WriteLimitOptions {
  /** API writes one IP may make per minute; 0 turns the limit off. */
  perMinute: number;
  /** Shared counters across server processes; without it each process counts alone. */
  redisUrl: string | undefined;
}

/**
 * A general per-IP limit on API writes (cart, orders, payments, forms), on top of the business
 * limits (SMS codes, sign-in, reviews, support requests). Register it inside the API scope, before
 * its routes. Over the limit the answer is the API's 429 (its Turkish message and Retry-After).
 * If Redis fails, writes go on unlimited here: the business limits still hold.
 */
export async function registerWriteLimit(
  api: FastifyInstance,
  options: WriteLimitOptions,
): Promise<void> {
  if (options.perMinute === 0) return;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
        connectTimeout: 2_000,
        retryStrategy: (times) => Math.min(times * 100, 2_000),
      })
    : undefined;
  if (redis) {
    let down = false;
    redis.on('error', (err) => {
      if (!down) api.log.error({ err }, 'redis for the API write limit failed');
      down = true;
    });
    redis.on('ready', () => {
      down = false;
    });
    api.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await api.register(fastifyRateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    allowList: (request: FastifyRequest) => !WRITES.has(request.method),
    nameSpace: 'carsi-api-writes:',
    skipOnError: true,
    ...(redis ? { redis } : {}),
  });
}
