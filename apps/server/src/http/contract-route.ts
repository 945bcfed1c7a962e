import {
  type ApiRoute,
  CONTROL_CHARACTER_MESSAGE,
  type RouteInput,
  type RouteOutput,
} from '@carsi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldWithControlCharacter } from './control-characters';
import { invalidFields, validationError } from './errors';

export interface HandlerContext {
  request: FastifyRequest;
  reply: FastifyReply;
}

function parse<T extends z.ZodType>(schema: T | undefined, value: unknown, where: string) {
  if (!schema) return undefined;
  const field = fieldWithControlCharacter(value, [schema], where);
  if (field) {
    throw invalidFields([{ field, message: CONTROL_CHARACTER_MESSAGE }]);
  }
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(where, result.error);
  return result.data;
}

/**
 * Registers one contract endpoint: the app's route guard (route-guard.ts: who may call it) runs
 * first, then params, query and body are validated with the contract's zod schemas (unknown
 * fields rejected, 400 naming each field) before the handler runs. Control characters in any
 * text are refused here, for every endpoint (tab and line breaks only in a multi-line field), so
 * no NUL byte ever reaches a query.
 */
export function registerRoute<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  handler: (input: RouteInput<R>, context: HandlerContext) => Promise<RouteOutput<R>>,
): void {
  const guard = app.routeGuard;
  app.route({
    method: route.method,
    url: route.path,
    ...(guard ? { preHandler: async (request: FastifyRequest) => guard(request, route) } : {}),
    handler: async (request, reply) => {
      const input = {
        params: parse(route.params, request.params, 'params'),
        query: parse(route.query, request.query, 'query'),
        body: parse(route.body, request.body, 'body'),
      } as RouteInput<R>;
      return handler(input, { request, reply });
    },
  });
}
