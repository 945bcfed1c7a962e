import { z } from 'zod';
import type { ApiRoute } from './define';
import { errorBody } from './errors';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

/** Query and path parameters as OpenAPI parameter objects. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toSchema(errorBody, 'output') } },
});

/** Builds the OpenAPI 3.1 document of the API from the contract's route list. */
export function buildOpenApiDocument(
  routes: readonly ApiRoute[],
  info: { title: string; version: string; description: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: toSchema(route.response, 'output') } },
        },
        400: errorResponse('Invalid input; `errors` names each field'),
        ...(route.auth === 'public' ? {} : { 401: errorResponse('Not signed in') }),
        500: errorResponse('Unexpected error'),
      },
    };
    // Bearer for API clients; the web app's session travels in one httpOnly cookie per kind
    // (`__Host-` prefixed over https).
    if (route.auth !== 'public') {
      operation.security = [{ bearer: [] }, { [`${route.auth}Cookie`]: [] }];
    }
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input') } },
      };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        customerCookie: { type: 'apiKey', in: 'cookie', name: 'carsi_customer' },
        wholesaleCookie: { type: 'apiKey', in: 'cookie', name: 'carsi_wholesale' },
        adminCookie: { type: 'apiKey', in: 'cookie', name: 'carsi_admin' },
      },
    },
  };
}
