import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { customers } from '../../../db/schema';
import { openTestDatabase } from '../../../db/test-database';
import { redactUrl } from '../../../http/redact';
import { createActiveAdmin } from '../admins/service';
import type { Identity } from '../index';
import { testIdentity } from '../test-support';
import { pageKind } from './request-auth';
import { createSession } from './service';

let database: DatabaseHandle;
let identity: Identity;

beforeAll(async () => {
  database = await openTestDatabase();
  identity = await testIdentity(database);
});
afterAll(async () => {
  await identity.close();
  await database.close();
});

const pageRequest = (url: string, cookies: Record<string, string>) =>
  ({ url, cookies, headers: {}, method: 'GET' }) as unknown as FastifyRequest;

describe('the principal a page sees', () => {
  it('reads the cookie of the guard, else of the area', () => {
    expect(pageKind('/profilim')).toBe('customer');
    expect(pageKind('/')).toBe('customer');
    expect(pageKind('/toptan-giris')).toBe('wholesale');
    expect(pageKind('/admin-giris')).toBe('admin');
    expect(pageKind('/admin-panel/anasayfa')).toBe('admin');
    expect(pageKind('/ust-bar')).toBe('admin');
  });

  it('greets a customer by first name and last initial, and ignores other kinds of cookie', async () => {
    const [customer] = await database.db
      .insert(customers)
      .values({ phone: '+905551112233', firstName: 'ayşe', lastName: 'ıŞık' })
      .returning();
    const { token } = await createSession(database.db, {
      kind: 'customer',
      principalId: customer!.id,
      ttlMs: 60_000,
    });
    const principal = await identity.principalForPage(pageRequest('/', { carsi_customer: token }));
    expect(principal).toEqual({ kind: 'customer', id: customer!.id, displayName: 'ayşe I.' });
    // The same token in the admin cookie is not an admin session.
    expect(
      await identity.principalForPage(pageRequest('/admin-panel/anasayfa', { carsi_admin: token })),
    ).toBeNull();
  });

  it('gives an admin their role; an unknown token gives nobody', async () => {
    const { admin } = await createActiveAdmin(database.db, {
      phone: '05557778899',
      name: 'Deniz',
      role: 'marketing',
    });
    const { token } = await createSession(database.db, {
      kind: 'admin',
      principalId: admin._id,
      ttlMs: 60_000,
    });
    expect(
      await identity.principalForPage(
        pageRequest('/admin-panel/anasayfa?x=1', { carsi_admin: token }),
      ),
    ).toEqual({ kind: 'admin', id: admin._id, displayName: 'Deniz', role: 'marketing' });
    expect(
      await identity.principalForPage(
        pageRequest('/admin-panel/anasayfa', { carsi_admin: 'x'.repeat(43) }),
      ),
    ).toBeNull();
  });

  it('binds page services to the principal', async () => {
    const services = identity.pageServices(null);
    expect(await services.customerProfile()).toBeNull();
    expect(await services.adminOverview()).toBeNull();
  });
});

describe('request logs', () => {
  it('never show the phone, the code, the captcha or the token expiry of a sign-in URL', () => {
    const logged = redactUrl(
      '/api/signIn/sendSecurityCodeToSignIn?phone=05321112233&securityCode=123456&userType=admin&collectionName=admins&property=phone&captchaValue=eyJhbGc&tokenExpiry=2h',
    );
    // The compatibility GET of the code check logs no query at all.
    expect(logged).toBe('/api/signIn/sendSecurityCodeToSignIn?[REDACTED]');
    expect(logged).not.toContain('05321112233');
    expect(logged).not.toContain('123456');
  });
});
