import type { ApiReadResult } from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Lets a page's loader read the JSON API in-process, as the person who asked for the page: the
 * request's cookies travel with it, so every role and ownership check is the API's own and is
 * written once. Only GETs under /api/ are allowed; writes go from the browser.
 */
export function inProcessApi(app: FastifyInstance, request: FastifyRequest) {
  return {
    async get<T>(path: string): Promise<ApiReadResult<T>> {
      if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: {
          accept: 'application/json',
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
        remoteAddress: request.ip,
      });
      const body: unknown = response.body ? JSON.parse(response.body) : null;
      if (response.statusCode < 400) return { ok: true, data: body as T };
      return { ok: false, status: response.statusCode, message: messageOf(body) };
    },
  };
}

function messageOf(body: unknown): string {
  const { errors, message } = (body ?? {}) as {
    errors?: { message?: unknown }[];
    message?: unknown;
  };
  const first = errors?.[0]?.message;
  if (typeof first === 'string' && first) return first;
  return typeof message === 'string' && message ? message : 'Unknown error';
}
