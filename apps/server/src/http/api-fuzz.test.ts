import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { seedTestCatalogue } from '../modules/cart/testing';
import { buildTestApp } from '../test-app';

// Every operation of the OpenAPI document gets malformed input — wrong types, huge strings,
// control characters, __proto__/constructor keys, bad path parameters, broken JSON — and must
// answer without a 5xx. Seeded and bounded: the same few thousand requests on every run.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};
type Parameter = { name: string; in: 'query' | 'path'; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};

const SEED = 20_261_123;
const RUNS_PER_OPERATION = 45;

let database: DatabaseHandle;
let app: FastifyInstance;
let operations: Array<{ method: string; path: string; operation: Operation }>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await seedTestCatalogue(database.db);
  const doc = (await app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Text an attacker tries: control characters, huge, odd Unicode, injections, numbers as text. */
/** NUL most of all: PostgreSQL refuses it in text, so it is the one that reached a 500. */
const controlCharacter = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
);
const nastyString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
  },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: controlCharacter }),
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '💥'.repeat(50),
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '-1',
    '1e400',
    'NaN',
    '9'.repeat(40),
    '0532 123 45 67',
    'AAAAAAAAAAAAAAAAAAAAAA',
  ),
  fc.constantFrom(10_000, 200_000).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** An object with an own "__proto__" or "constructor" key, as JSON.parse makes it. */
const poisonedKeys = fc.constantFrom(
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":[1]}',
);

/** Lone surrogates cannot be percent-encoded; a browser would send U+FFFD instead. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\ufffd'));
/** Header values are printable ASCII on the wire (HTTP refuses anything else before us). */
const headerText = (text: string) => text.replace(/[^\x20-\x7e]/g, '');

/** Values shaped like the schema but each part may be wrong, huge or hostile. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const options: fc.Arbitrary<unknown>[] = [anyJson];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) options.push(...variants.map((v) => valueFor(v, depth + 1)));
  if (schema.const !== undefined) options.push(fc.constant(schema.const));
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) options.push(nastyString, nastyString);
  if (types.includes('integer') || types.includes('number')) {
    const min = schema.minimum ?? -1_000;
    const max = Math.max(min, Math.min(schema.maximum ?? 1_000_000, min + 1_000_000));
    options.push(nastyNumber, fc.integer({ min, max }));
  }
  if (types.includes('array'))
    options.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }));
  if (types.includes('object') || schema.properties) {
    const properties = Object.entries(schema.properties ?? {});
    const shaped = fc.record(
      Object.fromEntries(properties.map(([key, child]) => [key, valueFor(child, depth + 1)])),
      { requiredKeys: [] },
    );
    options.push(
      shaped,
      fc
        .tuple(shaped, nastyString, anyJson)
        .map(([value, key, extra]) => ({ ...value, [key]: extra })),
    );
  }
  return fc.oneof(...options);
}

function requestFor(method: string, path: string, operation: Operation) {
  const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queries = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...params.map((p) => fc.oneof(valueFor(p.schema), nastyString)));
  const queryValues = fc
    .tuple(
      fc.record(Object.fromEntries(queries.map((q) => [q.name, valueFor(q.schema)])), {
        requiredKeys: [],
      }),
      fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'x'), nastyString), {
        freq: 4,
      }),
    )
    .map(([known, extra]) => (extra ? [...Object.entries(known), extra] : Object.entries(known)));
  const schema = operation.requestBody?.content['application/json'].schema;
  const body = fc.oneof(
    valueFor(schema).map((value) => JSON.stringify(value) ?? 'null'),
    poisonedKeys,
    fc.constantFrom('{', '{"a":', '[]', 'null', '"text"', '{"a":1}}', '\u0000'),
    fc.string({ maxLength: 50 }),
  );
  const headers = fc.record(
    {
      'content-type': fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
      ),
      authorization: fc.oneof(
        nastyString.map((s) => `Bearer ${headerText(s).slice(0, 500)}`),
        fc.constant('Bearer'),
      ),
      cookie: fc.oneof(
        nastyString.map((s) => `carsi_cart=${encode(s.slice(0, 500))}`),
        fc.constant('carsi_cart=%00; carsi_visitor=%E0%A4%A'),
      ),
      'idempotency-key': nastyString.map((s) => headerText(s).slice(0, 500)),
    },
    { requiredKeys: ['content-type'] },
  );
  return fc
    .record({ pathValues, queryValues, body, headers, ip: fc.ipV4() })
    .map(({ pathValues, queryValues, body, headers, ip }) => {
      let url = path;
      params.forEach((p, i) => {
        const raw = pathValues[i];
        const text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? '');
        url = url.replace(`{${p.name}}`, encode(text.slice(0, 2_000)));
      });
      const query = new URLSearchParams();
      for (const [key, value] of queryValues) {
        const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        query.append(key, text.slice(0, 5_000));
      }
      const search = query.toString();
      const options: InjectOptions & { url: string } = {
        method: method as InjectOptions['method'],
        url: search ? `${url}?${search}` : url,
        headers,
        remoteAddress: ip,
      };
      if (method !== 'GET' && method !== 'HEAD') options.payload = body;
      return options;
    });
}

describe('fuzzing every operation of /api/openapi.json', () => {
  it('finds at least every route of the contract', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('never answers 5xx and never pollutes a prototype', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [index, { method, path, operation }] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(requestFor(method, path, operation), async (request) => {
          const response = await app.inject(request);
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${response.statusCode} ${request.method} ${request.url.slice(0, 200)} ${response.body.slice(0, 200)}`,
            );
          }
        }),
        { seed: SEED + index, numRuns: RUNS_PER_OPERATION },
      );
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(2_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });
});
