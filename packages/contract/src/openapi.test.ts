import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiOperationIds, buildApiDocument } from './api-document';
import { defineRoute } from './define';
import { apiRoutes } from './index';
import { buildOpenApiDocument, fallbackOperationId, operationIdsFrom } from './openapi';

type Operation = { operationId?: string; security?: Array<Record<string, string[]>> };
type Document = ReturnType<typeof buildApiDocument>;

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      path,
      method,
      ...(operation as Operation),
    })),
  );

const document = buildApiDocument({ version: '1.0.0', publicUrl: 'http://127.0.0.1:3000/' });

describe('operation ids', () => {
  it('names every route of the contract by its exported constant', () => {
    const ids = apiOperationIds();
    const unnamed = apiRoutes.filter((route) => !ids.has(route));
    expect(unnamed.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('gives every operation a readable id, each used once', () => {
    const operations = operationsOf(document);
    expect(operations).toHaveLength(apiRoutes.length);
    for (const operation of operations) {
      expect(operation.operationId, `${operation.method} ${operation.path}`).toMatch(
        /^[a-z][A-Za-z0-9]*$/,
      );
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('derives the id from the route constant without its Route suffix', () => {
    expect(document.paths['/api/products/']?.get).toMatchObject({ operationId: 'listProducts' });
    expect(document.paths['/api/cart/items']?.post).toMatchObject({ operationId: 'addToCart' });
    expect(document.paths['/api/products/productdetails/{id}']?.get).toMatchObject({
      operationId: 'productDetails',
    });
  });

  it('names a route added later from its export, or from its key in an exported table', () => {
    const response = z.object({ ok: z.boolean() });
    const getTrendyolCategoryTreeRoute = defineRoute({
      method: 'GET',
      path: '/api/admin/marketplaces/trendyol/categories',
      summary: 'A new area',
      tag: 'marketplaces',
      auth: 'admin',
      response,
    });
    const inTable = defineRoute({ ...getTrendyolCategoryTreeRoute, method: 'POST' });
    const routes = [getTrendyolCategoryTreeRoute, inTable];
    const ids = operationIdsFrom(
      { getTrendyolCategoryTreeRoute, marketplaceRoutes: { syncTrendyolCategories: inTable } },
      routes,
    );
    expect([...ids.values()]).toEqual(['getTrendyolCategoryTree', 'syncTrendyolCategories']);
  });

  it('falls back to method and path only for a route nobody named', () => {
    expect(fallbackOperationId({ method: 'PUT', path: '/api/cart/items/:indexId' })).toBe(
      'putApiCartItemsIndexId',
    );
  });
});

describe('security', () => {
  const schemes = Object.keys(document.components.securitySchemes);

  it('is declared on every operation: none for public ones, the caller kind for the rest', () => {
    for (const route of apiRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()] as Operation;
      const where = `${route.method} ${route.path}`;
      expect(operation.security, where).toBeDefined();
      if (route.auth === 'public') expect(operation.security, where).toEqual([]);
      else
        expect(operation.security, where).toEqual([
          { bearer: [] },
          { [`${route.auth}Cookie`]: [] },
        ]);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(schemes, where).toContain(scheme);
      }
    }
  });

  it('names the session cookies as the server sets them: __Host- prefixed over https', () => {
    expect(document.components.securitySchemes.adminCookie.name).toBe('carsi_admin');
    const https = buildApiDocument({ version: '1', publicUrl: 'https://magaza.test' });
    expect(https.components.securitySchemes.customerCookie.name).toBe('__Host-carsi_customer');
  });
});

describe('servers', () => {
  it("is the shop's public address", () => {
    expect(document.servers).toEqual([{ url: 'http://127.0.0.1:3000' }]);
  });

  it('is left out when no address is given', () => {
    const bare = buildOpenApiDocument(apiRoutes, { title: 't', version: '1', description: 'd' });
    expect('servers' in bare).toBe(false);
  });
});

describe('schemas that refer to themselves', () => {
  type Node = { name: string; children: Node[] };
  const node: z.ZodType<Node> = z.lazy(() =>
    z.object({ name: z.string(), children: z.array(node) }),
  );
  const treeRoute = defineRoute({
    method: 'GET',
    path: '/api/tree',
    summary: 'A tree',
    tag: 'tree',
    auth: 'public',
    response: z.object({ roots: z.array(node) }),
  });

  it('moves their definitions to components.schemas, where every reference resolves', () => {
    const tree = buildOpenApiDocument(
      [treeRoute],
      { title: 't', version: '1', description: 'd' },
      { operationIds: new Map([[treeRoute, 'tree']]) },
    );
    const text = JSON.stringify(tree);
    expect(text).not.toContain('$defs');
    expect(Object.keys(tree.components.schemas ?? {})).toEqual(['treeResponse_schema0']);
    expect(text).toContain('"$ref":"#/components/schemas/treeResponse_schema0"');
  });

  it('leaves no reference of the served document unresolved', () => {
    const text = JSON.stringify(document);
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] as string);
    const schemas = Object.keys(document.components.schemas ?? {});
    expect(
      refs.filter((ref) => !schemas.includes(ref.replace('#/components/schemas/', ''))),
    ).toEqual([]);
  });
});
