import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxProvider } from '../index';

/**
 * Paraşüt API v4 stand-in (mounted at /__sandbox/parasut): OAuth password and refresh grants
 * with rotating refresh tokens, the JSON:API resources invoicing uses (contacts, products,
 * sales_invoices, e_invoice_inboxes, e_archives, e_invoices, trackable_jobs, PDFs), a trackable
 * job that runs for a few polls, a PDF that answers 204 until ready and then a short-lived link,
 * 429 past 10 requests per 10 seconds per company, and switches that make one step fail.
 */

/** What the shop uses against this stand-in when PARASUT_* is not set. */
export const PARASUT_SANDBOX_CREDENTIALS = {
  companyId: '100',
  clientId: 'carsi-sandbox-client',
  clientSecret: 'carsi-sandbox-secret',
  username: 'muhasebe@carsi.test',
  password: 'parasut-sandbox',
} as const;

/** A VKN registered for e-Fatura in the stand-in's inbox list (others get e-Arşiv). */
export const PARASUT_SANDBOX_EINVOICE_VKN = '1234567803';

/** The steps a switch can make fail. */
export type ParasutStep =
  | 'token'
  | 'contacts'
  | 'products'
  | 'sales_invoices'
  | 'e_invoice_inboxes'
  | 'e_archives'
  | 'e_invoices'
  | 'trackable_jobs'
  | 'pdf'
  /** The trackable job itself ends in `error` (GİB refused the document). */
  | 'job';

export interface ParasutSandboxOptions {
  now?: () => number;
  /** Access token lifetime (Paraşüt: 7200 s). */
  accessTokenSeconds?: number;
  /** Polls a trackable job stays pending/running before it is done (default 3). */
  jobPolls?: number;
  /** PDF requests answered 204 before the link (default 2). */
  pdfPolls?: number;
  /** Requests per window per company (default 10 per 10 s; 0 turns the limit off). */
  limit?: { max: number; windowMs: number };
}

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | null }>;
}

interface Job {
  id: string;
  polls: number;
  fail: boolean;
  document: Resource;
  invoiceId: string;
}

export interface ParasutSandbox extends SandboxProvider {
  /** Makes the next `times` calls of a step fail with `status` (default 1 × 500). */
  fail(step: ParasutStep, status?: number, times?: number): void;
  /** Counts of what the stand-in answered (tests check grants, refreshes and limits). */
  counts: { passwordGrants: number; refreshGrants: number; limited: number; requests: number };
  /** Makes every access token issued so far expire (the next call answers 401). */
  expireAccessTokens(): void;
  /** Registers a VKN for e-Fatura (an inbox). */
  addInbox(vkn: string, alias?: string): void;
  resources: Map<string, Resource>;
}

const JSONAPI = 'application/vnd.api+json';
const token = () => randomBytes(24).toString('base64url');

export function parasutSandbox(options: ParasutSandboxOptions = {}): ParasutSandbox {
  const now = options.now ?? Date.now;
  const accessSeconds = options.accessTokenSeconds ?? 7200;
  const jobPolls = options.jobPolls ?? 3;
  const pdfPolls = options.pdfPolls ?? 2;
  const limit = options.limit ?? { max: 10, windowMs: 10_000 };
  const access = new Map<string, number>();
  const refresh = new Set<string>();
  const faults = new Map<ParasutStep, { status: number; times: number }>();
  const windows = new Map<string, { count: number; endsAt: number }>();
  const resources = new Map<string, Resource>();
  const jobs = new Map<string, Job>();
  const pdfAsked = new Map<string, number>();
  const files = new Map<string, number>();
  const inboxes = new Map<string, string>([
    [PARASUT_SANDBOX_EINVOICE_VKN, 'urn:mail:defaultpk@ornekfirma.com.tr'],
  ]);
  const counts = { passwordGrants: 0, refreshGrants: 0, limited: 0, requests: 0 };
  let nextId = 1000;

  const failing = (step: ParasutStep): number | null => {
    const fault = faults.get(step);
    if (!fault) return null;
    fault.times -= 1;
    if (fault.times <= 0) faults.delete(step);
    return fault.status;
  };
  const errors = (reply: FastifyReply, status: number, title: string, detail: string) =>
    reply
      .code(status)
      .type(JSONAPI)
      .send({ errors: [{ status: String(status), title, detail }] });
  const store = (type: string, attributes: Record<string, unknown>, relationships = {}) => {
    const resource: Resource = { id: String(nextId++), type, attributes, relationships };
    resources.set(`${type}:${resource.id}`, resource);
    return resource;
  };
  const issueTokens = () => {
    const accessToken = token();
    const refreshToken = token();
    access.set(accessToken, now() + accessSeconds * 1000);
    refresh.add(refreshToken);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: accessSeconds,
      refresh_token: refreshToken,
      scope: 'public',
      created_at: Math.floor(now() / 1000),
    };
  };
  const body = (request: FastifyRequest): Record<string, unknown> => {
    const raw = request.body;
    if (typeof raw === 'string') {
      try {
        return JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return Object.fromEntries(new URLSearchParams(raw));
      }
    }
    return (raw ?? {}) as Record<string, unknown>;
  };
  const dataOf = (request: FastifyRequest) => {
    const data = (body(request).data ?? {}) as {
      type?: string;
      attributes?: Record<string, unknown>;
      relationships?: Record<string, { data: { id: string; type: string } | null }>;
    };
    return {
      type: data.type,
      attributes: data.attributes ?? {},
      relationships: data.relationships ?? {},
    };
  };

  async function register(app: FastifyInstance) {
    if (!app.hasContentTypeParser(JSONAPI)) {
      app.addContentTypeParser(JSONAPI, { parseAs: 'string' }, (_r, text, done) => {
        try {
          done(null, text === '' ? {} : JSON.parse(text as string));
        } catch (error) {
          done(error as Error, undefined);
        }
      });
    }
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_r, text, done) => done(null, Object.fromEntries(new URLSearchParams(text as string))),
      );
    }

    app.post('/oauth/token', async (request, reply) => {
      const form = body(request);
      const fault = failing('token');
      if (fault) return reply.code(fault).send({ error: 'server_error' });
      if (
        form.client_id !== PARASUT_SANDBOX_CREDENTIALS.clientId ||
        form.client_secret !== PARASUT_SANDBOX_CREDENTIALS.clientSecret
      ) {
        return reply.code(401).send({
          error: 'invalid_client',
          error_description: 'Client authentication failed.',
        });
      }
      if (form.grant_type === 'password') {
        if (
          form.username !== PARASUT_SANDBOX_CREDENTIALS.username ||
          form.password !== PARASUT_SANDBOX_CREDENTIALS.password
        ) {
          return reply.code(400).send({
            error: 'invalid_grant',
            error_description: 'The provided authorization grant is invalid.',
          });
        }
        counts.passwordGrants += 1;
        return issueTokens();
      }
      if (form.grant_type === 'refresh_token') {
        const old = String(form.refresh_token ?? '');
        if (!refresh.delete(old)) {
          return reply.code(400).send({
            error: 'invalid_grant',
            error_description: 'The refresh token is invalid, expired or already used.',
          });
        }
        counts.refreshGrants += 1;
        return issueTokens();
      }
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    });

    // A downloadable PDF (what the short-lived link points at).
    app.get('/files/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const expires = files.get(name);
      if (expires === undefined || expires < now()) return reply.code(404).send('expired');
      return reply
        .type('application/pdf')
        .send(Buffer.from(`%PDF-1.4\n% Paraşüt stand-in e-document ${name}\n%%EOF\n`));
    });

    app.register(
      async (api) => {
        api.addHook('onRequest', async (request, reply) => {
          counts.requests += 1;
          const auth = request.headers.authorization ?? '';
          const bearer = auth.startsWith('Bearer ') ? auth.slice(7) : '';
          const expires = access.get(bearer);
          if (expires === undefined || expires <= now()) {
            return reply
              .code(401)
              .type(JSONAPI)
              .send({
                errors: [{ status: '401', title: 'Unauthorized', detail: 'invalid_token' }],
              });
          }
          const { company } = request.params as { company: string };
          if (company !== PARASUT_SANDBOX_CREDENTIALS.companyId) {
            return errors(reply, 403, 'Forbidden', 'Bu firmaya erişim yetkiniz yok.');
          }
          if (limit.max > 0) {
            // Clock-aligned windows, as Rails' Rack::Attack counts them.
            const start = Math.floor(now() / limit.windowMs) * limit.windowMs;
            let window = windows.get(company);
            if (!window || window.endsAt <= now()) {
              window = { count: 0, endsAt: start + limit.windowMs };
              windows.set(company, window);
            }
            window.count += 1;
            if (window.count > limit.max) {
              counts.limited += 1;
              reply.header('retry-after', String(Math.ceil((window.endsAt - now()) / 1000)));
              return errors(reply, 429, 'Too Many Requests', 'Rate limit exceeded');
            }
          }
        });
        const guard = (step: ParasutStep, reply: FastifyReply) => {
          const status = failing(step);
          if (status === null) return false;
          errors(
            reply,
            status,
            status === 422 ? 'Unprocessable Entity' : 'Error',
            `Stand-in: ${step} failed on purpose`,
          );
          return true;
        };
        const one = (resource: Resource, included?: Resource[]) => ({
          data: resource,
          ...(included ? { included } : {}),
        });
        const list = (type: string, match: (r: Resource) => boolean) => {
          const data = [...resources.values()].filter((r) => r.type === type && match(r));
          return {
            data,
            meta: { current_page: 1, total_pages: 1, total_count: data.length, per_page: 25 },
          };
        };
        const filterOf = (request: FastifyRequest, name: string) =>
          (request.query as Record<string, string | undefined>)[`filter[${name}]`];

        api.get('/me', async () => ({
          data: {
            id: '1',
            type: 'users',
            attributes: { email: PARASUT_SANDBOX_CREDENTIALS.username },
          },
        }));

        api.get('/contacts', async (request, reply) => {
          if (guard('contacts', reply)) return reply;
          const tax = filterOf(request, 'tax_number');
          return list('contacts', (r) => tax === undefined || r.attributes.tax_number === tax);
        });
        api.post('/contacts', async (request, reply) => {
          if (guard('contacts', reply)) return reply;
          const { type, attributes } = dataOf(request);
          if (type !== 'contacts' || !attributes.name || !attributes.account_type) {
            return errors(reply, 422, 'Unprocessable Entity', 'name ve account_type zorunlu');
          }
          return reply
            .code(201)
            .type(JSONAPI)
            .send(one(store('contacts', attributes)));
        });

        api.get('/products', async (request, reply) => {
          if (guard('products', reply)) return reply;
          const code = filterOf(request, 'code');
          return list('products', (r) => code === undefined || r.attributes.code === code);
        });
        api.post('/products', async (request, reply) => {
          if (guard('products', reply)) return reply;
          const { type, attributes } = dataOf(request);
          if (type !== 'products' || !attributes.name) {
            return errors(reply, 422, 'Unprocessable Entity', 'name zorunlu');
          }
          return reply
            .code(201)
            .type(JSONAPI)
            .send(one(store('products', attributes)));
        });

        api.post('/sales_invoices', async (request, reply) => {
          if (guard('sales_invoices', reply)) return reply;
          const { type, attributes, relationships } = dataOf(request);
          const contact = relationships.contact?.data;
          const details = (
            body(request).data as { relationships?: { details?: { data?: unknown[] } } }
          )?.relationships?.details?.data;
          const problems: string[] = [];
          if (type !== 'sales_invoices') problems.push('type sales_invoices olmalı');
          if (!attributes.item_type) problems.push('item_type zorunlu');
          if (!attributes.issue_date) problems.push('issue_date zorunlu');
          if (!contact || !resources.has(`contacts:${contact.id}`))
            problems.push('contact bulunamadı');
          if (!Array.isArray(details) || details.length === 0) problems.push('details boş olamaz');
          if ((attributes.order_no === undefined) !== (attributes.order_date === undefined))
            problems.push('order_no ve order_date birlikte gönderilmeli');
          if (problems.length > 0) {
            return reply
              .code(422)
              .type(JSONAPI)
              .send({
                errors: problems.map((detail) => ({
                  status: '422',
                  title: 'Unprocessable Entity',
                  detail,
                })),
              });
          }
          let net = 0;
          let vat = 0;
          for (const detail of details as { attributes?: Record<string, unknown> }[]) {
            const a = detail.attributes ?? {};
            const line = Number(a.quantity) * Number(a.unit_price);
            const discount =
              a.discount_type === 'percentage'
                ? (line * Number(a.discount_value ?? 0)) / 100
                : Number(a.discount_value ?? 0);
            const lineNet = Math.round((line - discount) * 100) / 100;
            net += lineNet;
            vat += Math.round(lineNet * Number(a.vat_rate ?? 0)) / 100;
          }
          const invoice = store(
            'sales_invoices',
            {
              ...attributes,
              net_total: (Math.round(net * 100) / 100).toFixed(2),
              total_vat: (Math.round(vat * 100) / 100).toFixed(2),
              gross_total: (Math.round((net + vat) * 100) / 100).toFixed(2),
              details_count: (details as unknown[]).length,
            },
            { contact: { data: contact! }, active_e_document: { data: null } },
          );
          return reply.code(201).type(JSONAPI).send(one(invoice));
        });
        api.get('/sales_invoices/:id', async (request, reply) => {
          if (guard('sales_invoices', reply)) return reply;
          const { id } = request.params as { id: string };
          const invoice = resources.get(`sales_invoices:${id}`);
          if (!invoice) return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
          const active = invoice.relationships?.active_e_document?.data;
          const include = String((request.query as { include?: string }).include ?? '');
          const included =
            include.includes('active_e_document') && active
              ? [resources.get(`${active.type}:${active.id}`)!].filter(Boolean)
              : undefined;
          return one(invoice, included);
        });
        api.delete('/sales_invoices/:id', async (request, reply) => {
          if (guard('sales_invoices', reply)) return reply;
          const { id } = request.params as { id: string };
          if (!resources.delete(`sales_invoices:${id}`))
            return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
          return reply.code(204).send();
        });
        api.patch('/sales_invoices/:id/cancel', async (request, reply) => {
          if (guard('sales_invoices', reply)) return reply;
          const { id } = request.params as { id: string };
          const invoice = resources.get(`sales_invoices:${id}`);
          if (!invoice) return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
          invoice.attributes.archived = true;
          invoice.attributes.cancelled = true;
          return one(invoice);
        });

        api.get('/e_invoice_inboxes', async (request, reply) => {
          if (guard('e_invoice_inboxes', reply)) return reply;
          const vkn = filterOf(request, 'vkn') ?? '';
          const alias = inboxes.get(vkn);
          return {
            data: alias
              ? [
                  {
                    id: `inbox-${vkn}`,
                    type: 'e_invoice_inboxes',
                    attributes: {
                      vkn,
                      e_invoice_address: alias,
                      name: 'Örnek Firma A.Ş.',
                      inbox_type: 'PK',
                      address_registered_at: '2020-01-01T00:00:00.000+03:00',
                      registered_at: '2020-01-01T00:00:00.000+03:00',
                    },
                  },
                ]
              : [],
          };
        });

        const issue = (kind: 'e_archives' | 'e_invoices') =>
          api.post(`/${kind}`, async (request, reply) => {
            if (guard(kind, reply)) return reply;
            const { type, attributes, relationships } = dataOf(request);
            const invoiceRef = (relationships.sales_invoice ?? relationships.invoice)?.data;
            const invoice = invoiceRef && resources.get(`sales_invoices:${invoiceRef.id}`);
            const problems: string[] = [];
            if (type !== kind) problems.push(`type ${kind} olmalı`);
            if (!invoice) problems.push('fatura bulunamadı');
            if (kind === 'e_invoices' && !attributes.to)
              problems.push('to (alıcı etiketi) zorunlu');
            if (kind === 'e_archives' && attributes.internet_sale) {
              const sale = attributes.internet_sale as Record<string, unknown>;
              if (!sale.payment_type || !sale.payment_date) problems.push('internet_sale eksik');
              const shipment = attributes.shipment as Record<string, unknown> | undefined;
              if (!shipment?.title || !shipment.date) problems.push('shipment eksik');
            }
            if (invoice?.relationships?.active_e_document?.data)
              problems.push('Bu fatura için e-belge zaten oluşturulmuş');
            if (problems.length > 0) {
              return reply
                .code(422)
                .type(JSONAPI)
                .send({
                  errors: problems.map((detail) => ({
                    status: '422',
                    title: 'Unprocessable Entity',
                    detail,
                  })),
                });
            }
            const document: Resource = {
              id: String(nextId++),
              type: kind,
              attributes: { ...attributes, status: 'pending' },
            };
            const job: Job = {
              id: token(),
              polls: 0,
              fail: failing('job') !== null,
              document,
              invoiceId: invoice!.id,
            };
            jobs.set(job.id, job);
            return reply
              .code(202)
              .type(JSONAPI)
              .send({
                data: {
                  id: job.id,
                  type: 'trackable_jobs',
                  attributes: { status: 'pending', errors: [] },
                },
              });
          });
        issue('e_archives');
        issue('e_invoices');

        api.get('/trackable_jobs/:id', async (request, reply) => {
          if (guard('trackable_jobs', reply)) return reply;
          const { id } = request.params as { id: string };
          const job = jobs.get(id);
          if (!job) return errors(reply, 404, 'Not Found', 'İş bulunamadı');
          job.polls += 1;
          let status = job.polls >= jobPolls ? 'done' : job.polls === 1 ? 'pending' : 'running';
          let jobErrors: string[] = [];
          if (status === 'done' && job.fail) {
            status = 'error';
            jobErrors = ['GİB belgeyi reddetti (stand-in)'];
          }
          if (status === 'done' && !resources.has(`${job.document.type}:${job.document.id}`)) {
            job.document.attributes = {
              ...job.document.attributes,
              status: 'done',
              uuid: randomBytes(16).toString('hex'),
              invoice_number: `${job.document.type === 'e_archives' ? 'EAR' : 'EFT'}${new Date(now()).getUTCFullYear()}${String(job.document.id).padStart(9, '0')}`,
            };
            resources.set(`${job.document.type}:${job.document.id}`, job.document);
            const invoice = resources.get(`sales_invoices:${job.invoiceId}`);
            if (invoice?.relationships) {
              invoice.relationships.active_e_document = {
                data: { id: job.document.id, type: job.document.type },
              };
            }
          }
          return {
            data: { id, type: 'trackable_jobs', attributes: { status, errors: jobErrors } },
          };
        });

        for (const kind of ['e_archives', 'e_invoices'] as const) {
          api.get(`/${kind}/:id`, async (request, reply) => {
            const { id } = request.params as { id: string };
            const document = resources.get(`${kind}:${id}`);
            if (!document) return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
            return one(document);
          });
          api.get(`/${kind}/:id/pdf`, async (request, reply) => {
            if (guard('pdf', reply)) return reply;
            const { id } = request.params as { id: string };
            if (!resources.has(`${kind}:${id}`))
              return errors(reply, 404, 'Not Found', 'Kayıt bulunamadı');
            const asked = (pdfAsked.get(`${kind}:${id}`) ?? 0) + 1;
            pdfAsked.set(`${kind}:${id}`, asked);
            if (asked <= pdfPolls) return reply.code(204).send();
            const name = `${kind}-${id}-${token().slice(0, 8)}.pdf`;
            const expiresAt = now() + 3_600_000;
            files.set(name, expiresAt);
            const base = request.url.slice(0, request.url.indexOf('/v4/'));
            const origin = `${request.protocol}://${request.host}`;
            return {
              data: {
                id,
                type: 'e_document_pdfs',
                attributes: {
                  url: `${origin}${base}/files/${name}`,
                  expires_at: new Date(expiresAt).toISOString(),
                },
              },
            };
          });
        }
      },
      { prefix: '/v4/:company' },
    );
  }

  return {
    name: 'parasut',
    description: 'Paraşüt API v4 (faturalar, e-Arşiv / e-Fatura)',
    register,
    counts,
    resources,
    fail(step, status = 500, times = 1) {
      faults.set(step, { status, times });
    },
    expireAccessTokens() {
      for (const key of access.keys()) access.set(key, 0);
    },
    addInbox(vkn, alias = `urn:mail:${vkn}@ornek.com.tr`) {
      inboxes.set(vkn, alias);
    },
  };
}
