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

/** Replaces every `$ref` found in `refs` (deeply), leaving everything else as it is. */
const rewriteRefs = (value: unknown, refs: ReadonlyMap<string, string>): unknown => {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, refs));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string'
        ? (refs.get(item) ?? item)
        : rewriteRefs(item, refs),
    ]),
  );
};

/**
 * Collects the `$defs` zod writes for a recursive (or `.meta({ id })`) schema into
 * `components.schemas`: a `#/$defs/…` reference inside a schema embedded in the document would
 * point at the document's root, where no `$defs` is. A named definition keeps its id (one
 * component however many operations use it); an unnamed one is named after its operation.
 */
class SharedSchemas {
  readonly schemas: Record<string, JsonSchema> = {};

  hoist(json: JsonSchema, owner: string): JsonSchema {
    const { $defs, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    if (!$defs) return json;
    const targets = new Map(
      Object.keys($defs).map((name) => [
        name,
        name.startsWith('__') ? `${owner}_${name.replace(/^_+/, '')}` : name,
      ]),
    );
    const refsOf = () =>
      new Map(
        [...targets].map(([name, target]) => [`#/$defs/${name}`, `#/components/schemas/${target}`]),
      );
    const rewrite = () =>
      new Map(
        Object.entries($defs).map(([name, def]) => [
          name,
          rewriteRefs(def, refsOf()) as JsonSchema,
        ]),
      );
    let rewritten = rewrite();
    // A name already taken by a different schema gets a number; an equal one is shared.
    const same = (target: string, schema: JsonSchema) =>
      JSON.stringify(this.schemas[target]) === JSON.stringify(schema);
    let renamed = false;
    for (const [name, target] of targets) {
      if (!(target in this.schemas) || same(target, rewritten.get(name) as JsonSchema)) continue;
      let n = 2;
      while (`${target}${n}` in this.schemas) n += 1;
      targets.set(name, `${target}${n}`);
      renamed = true;
    }
    if (renamed) rewritten = rewrite();
    for (const [name, target] of targets) this.schemas[target] = rewritten.get(name) as JsonSchema;
    return rewriteRefs(rest, refsOf()) as JsonSchema;
  }
}

/** Query and path parameters as OpenAPI parameter objects. */
function parameters(
  schema: z.ZodType | undefined,
  where: 'query' | 'path',
  shared: SharedSchemas,
  owner: string,
) {
  if (!schema) return [];
  const json = shared.hoist(toSchema(schema, 'input'), owner) as {
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

const isRoute = (value: unknown): value is ApiRoute =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiRoute).method === 'string' &&
  typeof (value as ApiRoute).path === 'string' &&
  'response' in value;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** `adminCancelOrderRoute` → `adminCancelOrder`: the operation id a client generator names. */
export const operationIdOf = (exportName: string) => exportName.replace(/Route$/, '');

/**
 * Each route's operation id, from the name the contract gives it: the exported route constant
 * (`listProductsRoute` → `listProducts`) or, for a route kept in an exported table object, its
 * key there. Passing the contract's whole module namespace makes a new route exported from an
 * area file named without a change here. A route with no name is left out (the contract's test
 * fails on it; the document then falls back to {@link fallbackOperationId}).
 */
export function operationIdsFrom(
  exports: Record<string, unknown>,
  routes: readonly ApiRoute[],
): Map<ApiRoute, string> {
  const wanted = new Set(routes);
  const ids = new Map<ApiRoute, string>();
  const entries = Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) {
    if (isRoute(value) && wanted.has(value) && !ids.has(value)) ids.set(value, operationIdOf(name));
  }
  for (const [, table] of entries) {
    if (!isPlainObject(table) || isRoute(table)) continue;
    for (const [key, value] of Object.entries(table)) {
      if (isRoute(value) && wanted.has(value) && !ids.has(value))
        ids.set(value, operationIdOf(key));
    }
  }
  return ids;
}

/** `GET /api/cart/items/:indexId` → `getApiCartItemsIndexId`: only for a route the contract left unnamed. */
export const fallbackOperationId = (route: Pick<ApiRoute, 'method' | 'path'>) =>
  [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/).filter(Boolean)]
    .map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1)))
    .join('');

/** The security scheme names of a signed-in kind: a Bearer token or that kind's session cookie. */
export const securityOf = (auth: ApiRoute['auth']): Array<Record<string, string[]>> =>
  auth === 'public' ? [] : [{ bearer: [] }, { [`${auth}Cookie`]: [] }];

export interface OpenApiOptions {
  /** Operation ids per route (see {@link operationIdsFrom}). */
  operationIds?: ReadonlyMap<ApiRoute, string>;
  /** The shop's public address (PUBLIC_URL): the document's one server. */
  publicUrl?: string;
}

/** Builds the OpenAPI 3.1 document of the API from the contract's route list. */
export function buildOpenApiDocument(
  routes: readonly ApiRoute[],
  info: { title: string; version: string; description: string },
  { operationIds, publicUrl }: OpenApiOptions = {},
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared = new SharedSchemas();
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const operationId = operationIds?.get(route) ?? fallbackOperationId(route);
    const operation: Record<string, unknown> = {
      operationId,
      summary: route.summary,
      tags: [route.tag],
      // Public endpoints say so (`[]`); the others take a Bearer token (API clients) or the web
      // app's session cookie of their kind.
      security: securityOf(route.auth),
      parameters: [
        ...parameters(route.params, 'path', shared, `${operationId}Path`),
        ...parameters(route.query, 'query', shared, `${operationId}Query`),
      ],
      responses: {
        200: {
          description: 'OK',
          content: {
            'application/json': {
              schema: shared.hoist(toSchema(route.response, 'output'), `${operationId}Response`),
            },
          },
        },
        400: errorResponse('Invalid input; `errors` names each field'),
        ...(route.auth === 'public' ? {} : { 401: errorResponse('Not signed in') }),
        500: errorResponse('Unexpected error'),
      },
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: shared.hoist(toSchema(route.body, 'input'), `${operationId}Body`),
          },
        },
      };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  // The session cookies carry the `__Host-` prefix when the shop is served over https.
  const cookiePrefix = publicUrl?.startsWith('https:') ? '__Host-' : '';
  const cookie = (kind: string) => ({
    type: 'apiKey',
    in: 'cookie',
    name: `${cookiePrefix}carsi_${kind}`,
    description: `The web app's ${kind} session (httpOnly; writes also need the shop's Origin)`,
  });
  return {
    openapi: '3.1.0',
    info,
    ...(publicUrl ? { servers: [{ url: publicUrl.replace(/\/+$/, '') }] } : {}),
    paths,
    components: {
      ...(Object.keys(shared.schemas).length > 0 ? { schemas: shared.schemas } : {}),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token a sign-in answers with, for API clients',
        },
        customerCookie: cookie('customer'),
        wholesaleCookie: cookie('wholesale'),
        adminCookie: cookie('admin'),
      },
    },
  };
}
