import {
  type AdminRole,
  adminEndpointAccess,
  adminEndpointAccessFor,
  adminRoles,
  apiRoutes,
  mixedEndpointAccess,
  roleMayCall,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { customers } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { createSession } from '../modules/identity/index';
import { adminBearer, testPhone } from '../modules/identity/testing';
import { testReseller } from '../modules/wholesale/testing';
import { buildTestApp } from '../test-app';

// The role × endpoint matrix: every operation of /api/openapi.json is called as every
// kind of caller — anonymous, a customer, a wholesale account and each admin role — with a
// minimal input, and the guard's decision must be what the contract says: the operation's
// security (its kind of session) and, for admin endpoints, contract adminEndpointAccess with
// access.ts's areas and actions. Refused means 401/403; allowed means anything else (a 400 for
// the minimal input, a 404 for a made-up id). A new endpoint without a guard, or an admin
// endpoint missing from the table, fails here.

type Caller = 'anonymous' | 'customer' | 'wholesale' | AdminRole;
type Kind = 'public' | 'customer' | 'wholesale' | 'admin';
interface Operation {
  method: string;
  /** OpenAPI form, `{id}` */
  path: string;
  kind: Kind;
  stream: boolean;
  body: boolean;
  /** Path parameters with a fixed set of values (each value is its own call). */
  enums: Record<string, string[]>;
}

let database: DatabaseHandle;
let app: FastifyInstance;
let operations: Operation[];
const headers = {} as Record<Caller, Record<string, string>>;
/** The id a caller's own records are under: a path's id is the caller's own, as a client sends. */
const ownId: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  headers.anonymous = {};
  const [customer] = await database.db
    .insert(customers)
    .values({ phone: testPhone() })
    .returning({ id: customers.id });
  const { token } = await createSession(database.db, {
    kind: 'customer',
    principalId: customer!.id,
    ttlMs: 3_600_000,
  });
  headers.customer = { authorization: `Bearer ${token}` };
  ownId.customer = customer!.id;
  const reseller = await testReseller(database);
  headers.wholesale = reseller.headers;
  ownId.wholesale = reseller.id;
  for (const role of adminRoles) headers[role] = await adminBearer(database, role);

  type Document = {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: Array<Record<string, unknown>>;
          requestBody?: unknown;
          parameters?: Array<{ name: string; in: string; schema: { enum?: string[] } }>;
          responses: { 200: { content: { 'application/json': { schema: object } } } };
        }
      >
    >;
  };
  const doc = (await app.inject('/api/openapi.json')).json() as Document;
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const cookie = Object.keys(operation.security?.[1] ?? {})[0];
      const response = operation.responses[200].content['application/json'].schema;
      return {
        method: method.toUpperCase(),
        path,
        kind: (cookie?.replace(/Cookie$/, '') ?? 'public') as Kind,
        stream: JSON.stringify(response).includes('text/event-stream'),
        body: operation.requestBody !== undefined,
        enums: Object.fromEntries(
          (operation.parameters ?? [])
            .filter((p) => p.in === 'path' && p.schema.enum)
            .map((p) => [p.name, p.schema.enum!]),
        ),
      };
    }),
  );
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const callers: readonly Caller[] = ['anonymous', 'customer', 'wholesale', ...adminRoles];
const contractPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Every concrete call of an operation for a caller: each value of an enum parameter, the caller's
 * own id (or `0`) for the rest; a public endpoint with a back-office mode both ways.
 */
function concreteCalls(operation: Operation, caller: Caller) {
  let calls = [{ url: operation.path, params: {} as Record<string, string>, mode: 'default' }];
  for (const name of operation.path.match(/\{(\w+)\}/g) ?? []) {
    const key = name.slice(1, -1);
    const values = operation.enums[key] ?? [ownId[caller] ?? '0'];
    calls = calls.flatMap((call) =>
      values.map((value) => ({
        ...call,
        url: call.url.replace(name, encodeURIComponent(value)),
        params: { ...call.params, [key]: value },
      })),
    );
  }
  const mixed = mixedEndpointAccess[`${operation.method} ${contractPath(operation.path)}`];
  if (!mixed) return calls;
  return calls.flatMap((call) => [
    { ...call, url: `${call.url}?${mixed.publicQuery}`, mode: 'public' },
    { ...call, mode: 'admin' },
  ]);
}

/** What the contract says of one caller on one call: may it pass the guard? null: unknown. */
function expected(
  operation: Operation,
  call: { params: Record<string, string>; mode: string },
  caller: Caller,
): boolean | null {
  const path = contractPath(operation.path);
  const kind = call.mode === 'admin' ? 'admin' : operation.kind;
  if (kind === 'public') return true;
  if (caller === 'anonymous') return false;
  const callerKind = caller === 'customer' || caller === 'wholesale' ? caller : 'admin';
  if (callerKind !== kind) return false;
  if (callerKind !== 'admin') return true;
  const access =
    call.mode === 'admin'
      ? mixedEndpointAccess[`${operation.method} ${path}`]?.admin
      : adminEndpointAccessFor(operation.method, path, call.params);
  // No rule: the test above names the endpoint; here only the kind of session is checked.
  if (!access) return caller === 'owner' ? true : null;
  return roleMayCall(caller as AdminRole, access);
}

describe('the role × endpoint matrix', () => {
  it('covers every operation of the OpenAPI document, which lists every contract route', () => {
    expect(operations.length).toBe(apiRoutes.length);
  });

  it('names the area of every admin endpoint, and nothing that is not one', () => {
    const admin = operations.filter((o) => o.kind === 'admin');
    const missing = admin.filter((o) =>
      concreteCalls(o, 'owner').some(
        (call) => adminEndpointAccessFor(o.method, contractPath(o.path), call.params) === undefined,
      ),
    );
    expect(missing.map((o) => `${o.method} ${contractPath(o.path)}`)).toEqual([]);
    const known = new Set(admin.map((o) => `${o.method} ${contractPath(o.path)}`));
    const mixed = operations.map((o) => `${o.method} ${contractPath(o.path)}`);
    expect(Object.keys(adminEndpointAccess).filter((key) => !known.has(key))).toEqual([]);
    expect(Object.keys(mixedEndpointAccess).filter((key) => !mixed.includes(key))).toEqual([]);
  });

  it('lets exactly the callers the contract names past each guard', async () => {
    const wrong: string[] = [];
    let calls = 0;
    // Signing out ends the session the matrix uses: those calls come last.
    const ordered = [...operations].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    for (const operation of ordered) {
      for (const caller of callers) {
        for (const call of concreteCalls(operation, caller)) {
          const { url } = call;
          const allowed = expected(operation, call, caller);
          // An allowed stream never ends; its own test reads it (admin-notifications).
          if (allowed === null || (operation.stream && allowed)) continue;
          const response = await app.inject({
            method: operation.method as 'GET',
            url,
            headers: headers[caller],
            ...(operation.body ? { payload: {} } : {}),
          });
          calls += 1;
          const refused = response.statusCode === 401 || response.statusCode === 403;
          if (refused === allowed) {
            wrong.push(
              `${operation.method} ${url} as ${caller}: ${response.statusCode}, expected ${allowed ? 'allowed' : 'refused'}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(operations.length * callers.length * 0.9);
  }, 120_000);
});
