import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { seedTestCatalogue, type TestCatalogue } from '../modules/cart/testing';
import { buildTestApp } from '../test-app';

// What an integrator does with the API reference: generate types from the served
// /api/openapi.json with openapi-typescript, write a small client against them, type-check it
// with tsc and run it over HTTP against the shop. The client names operations by their
// operationId (the generated `operations` interface has only the ones that carry an id) and finds
// each one's method, path and server in the served document.

let database: DatabaseHandle;
let app: FastifyInstance;
let origin: string;
let catalogue: TestCatalogue;
let folder: string;

type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
};
type Document = {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  database = await openTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  app = await buildTestApp(database, { env: { PUBLIC_URL: origin } });
  await app.listen({ port, host: '127.0.0.1' });
  catalogue = await seedTestCatalogue(database.db);
  folder = mkdtempSync(path.join(tmpdir(), 'carsi-openapi-client-'));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const served = async () => {
  const response = await fetch(`${origin}/api/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
};

/** The client an integrator writes: typed by the generated `operations`, run by operationId. */
const CLIENT = `import type { operations } from './api';

type Id = keyof operations;
type Output<K extends Id> = operations[K]['responses'] extends {
  200: { content: { 'application/json': infer T } };
}
  ? T
  : never;
type Input<K extends Id> = {
  path?: operations[K]['parameters']['path'];
  query?: operations[K]['parameters']['query'];
} & (operations[K] extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : { body?: never });

interface Reference {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, { operationId?: string }>>;
}

export async function run(referenceUrl: string) {
  const reference = (await (await fetch(referenceUrl)).json()) as Reference;
  const server = reference.servers?.[0]?.url;
  if (!server) throw new Error('the reference names no server');
  let cartCookie = '';

  async function call<K extends Id>(id: K, input: Input<K>): Promise<Output<K>> {
    const found = Object.entries(reference.paths).flatMap(([template, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, operation]) => operation.operationId === id)
        .map(([method]) => ({ method: method.toUpperCase(), template })),
    )[0];
    if (!found) throw new Error('no operation ' + id);
    const values = (input.path ?? {}) as Record<string, string | number>;
    const address = found.template.replace(/\\{(\\w+)\\}/g, (_, name: string) =>
      encodeURIComponent(String(values[name])),
    );
    const query = new URLSearchParams(
      Object.entries((input.query ?? {}) as Record<string, string | number>).map(
        ([name, value]) => [name, String(value)],
      ),
    ).toString();
    const response = await fetch(server + address + (query ? '?' + query : ''), {
      method: found.method,
      headers: {
        ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cartCookie ? { cookie: cartCookie } : {}),
      },
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    });
    const cart = /(?:^|,\\s*)(carsi_cart=[^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (cart?.[1]) cartCookie = cart[1];
    if (!response.ok) throw new Error(id + ': ' + response.status + ' ' + (await response.text()));
    return (await response.json()) as Output<K>;
  }

  const list = await call('listProducts', { query: { pageNumber: 1 } });
  const product = list.products.find((summary) => summary.inStock);
  if (!product) throw new Error('no product in stock');
  const details = await call('productDetails', { path: { id: product._id } });
  const sku = details.skus.find((candidate) => candidate.inStock && candidate.price > 0);
  if (!sku) throw new Error('no SKU to buy');
  const added = await call('addToCart', { body: { skuId: sku._id, qty: 1 } });
  const cart = await call('getCart', {});
  return {
    listed: list.products.length,
    product: details.name,
    skuId: sku._id,
    price: sku.price,
    added: added.added.qty,
    cartSkus: cart.items.map((line) => line.skuId),
    cartTotal: cart.totals.totalAmountWithVat,
  };
}
`;

/**
 * Type-checks the client files against the generated types with tsc (one program: the types are
 * a megabyte) and emits them as JavaScript; answers each file's problems.
 */
function compile(types: string, clients: Record<string, string>) {
  writeFileSync(path.join(folder, 'api.d.ts'), types);
  for (const [name, text] of Object.entries(clients)) writeFileSync(path.join(folder, name), text);
  const program = ts.createProgram({
    rootNames: Object.keys(clients).map((name) => path.join(folder, name)),
    options: {
      strict: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      outDir: path.join(folder, 'out'),
    },
  });
  program.emit();
  const problemsOf = (name: string) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(path.join(folder, name)))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return {
    problemsOf,
    output: (name: string) => path.join(folder, 'out', name.replace(/\.ts$/, '.js')),
  };
}

describe('a client generated from /api/openapi.json', () => {
  it('finds an operationId and a declared security on every operation, and the shop as server', async () => {
    const document = await served();
    expect(document.servers).toEqual([{ url: origin }]);
    const schemes = Object.keys(document.components.securitySchemes);
    const operations = Object.entries(document.paths).flatMap(([where, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        at: `${method} ${where}`,
        operation,
      })),
    );
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(operations.filter(({ operation }) => !operation.operationId).map((o) => o.at)).toEqual(
      [],
    );
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(
      operations.filter(({ operation }) => !Array.isArray(operation.security)).map((o) => o.at),
    ).toEqual([]);
    const unknown = operations.flatMap(({ operation }) =>
      (operation.security ?? []).flatMap((requirement) =>
        Object.keys(requirement).filter((scheme) => !schemes.includes(scheme)),
      ),
    );
    expect(unknown).toEqual([]);
    expect(document.paths['/api/products/']?.get?.security).toEqual([]);
    expect(document.paths['/api/admin/orders']?.get?.security).toEqual([
      { bearer: [] },
      { adminCookie: [] },
    ]);
  });

  it('type-checks with tsc and lists products, reads one and adds it to a cart', async () => {
    const types = astToString(await openapiTS((await served()) as never));
    expect(types).toContain('listProducts: {');
    const { problemsOf, output } = compile(types, {
      'client.ts': CLIENT,
      // A call by an id the reference does not carry must not compile.
      'unknown.ts': `import type { operations } from './api';\nexport type Missing = operations['noSuchOperation'];\n`,
    });
    expect(problemsOf('client.ts')).toEqual([]);
    expect(problemsOf('unknown.ts').join('\n')).toContain('noSuchOperation');

    const client = (await import(/* @vite-ignore */ pathToFileURL(output('client.ts')).href)) as {
      run: (referenceUrl: string) => Promise<{
        listed: number;
        skuId: number;
        price: number;
        added: number;
        cartSkus: number[];
        cartTotal: number;
      }>;
    };
    expect(readFileSync(output('client.ts'), 'utf8')).toContain('export async function run');
    const result = await client.run(`${origin}/api/openapi.json`);
    expect(result.listed).toBeGreaterThan(0);
    expect(Object.values(catalogue)).toContain(result.skuId);
    expect(result.added).toBe(1);
    expect(result.cartSkus).toContain(result.skuId);
    expect(result.cartTotal).toBeGreaterThanOrEqual(result.price);
    // Generating the types and type-checking a megabyte of them takes a while on a busy machine.
  }, 240_000);
});
