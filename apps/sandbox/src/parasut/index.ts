import type { FastifyInstance } from 'fastify';
import type { SandboxProvider } from '../index';
import {
  errors,
  JSONAPI,
  PARASUT_SANDBOX_CREDENTIALS,
  ParasutBook,
  type ParasutSandboxOptions,
  type ParasutStep,
  type Resource,
} from './book';
import { registerEDocuments, registerFiles } from './e-documents';
import { registerOAuth } from './oauth';
import { registerRecords } from './records';

export {
  PARASUT_SANDBOX_CREDENTIALS,
  PARASUT_SANDBOX_EINVOICE_VKN,
  type ParasutSandboxOptions,
  type ParasutStep,
} from './book';

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

/**
 * Paraşüt API v4 stand-in (mounted at /__sandbox/parasut): OAuth password and refresh grants
 * with rotating refresh tokens, the JSON:API resources invoicing uses (contacts, products,
 * sales_invoices, e_invoice_inboxes, e_archives, e_invoices, trackable_jobs, PDFs), a trackable
 * job that runs for a few polls, a PDF that answers 204 until ready and then a short-lived link,
 * 429 past 10 requests per 10 seconds per company, and switches that make one step fail.
 */
export function parasutSandbox(options: ParasutSandboxOptions = {}): ParasutSandbox {
  const book = new ParasutBook(options);

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

    registerOAuth(app, book);
    registerFiles(app, book);
    app.register(
      async (api) => {
        // Every API call: a live bearer token, this company, then the per-company rate limit.
        api.addHook('onRequest', async (request, reply) => {
          book.counts.requests += 1;
          const auth = request.headers.authorization ?? '';
          const bearer = auth.startsWith('Bearer ') ? auth.slice(7) : '';
          const expires = book.access.get(bearer);
          if (expires === undefined || expires <= book.now()) {
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
          if (book.limit.max > 0) {
            // Clock-aligned windows, as Rails' Rack::Attack counts them.
            const start = Math.floor(book.now() / book.limit.windowMs) * book.limit.windowMs;
            let window = book.windows.get(company);
            if (!window || window.endsAt <= book.now()) {
              window = { count: 0, endsAt: start + book.limit.windowMs };
              book.windows.set(company, window);
            }
            window.count += 1;
            if (window.count > book.limit.max) {
              book.counts.limited += 1;
              reply.header('retry-after', String(Math.ceil((window.endsAt - book.now()) / 1000)));
              return errors(reply, 429, 'Too Many Requests', 'Rate limit exceeded');
            }
          }
        });
        registerRecords(api, book);
        registerEDocuments(api, book);
      },
      { prefix: '/v4/:company' },
    );
  }

  return {
    name: 'parasut',
    description: 'Paraşüt API v4 (faturalar, e-Arşiv / e-Fatura)',
    register,
    counts: book.counts,
    resources: book.resources,
    fail(step, status = 500, times = 1) {
      book.faults.set(step, { status, times });
    },
    expireAccessTokens() {
      for (const key of book.access.keys()) book.access.set(key, 0);
    },
    addInbox(vkn, alias = `urn:mail:${vkn}@ornek.com.tr`) {
      book.inboxes.set(vkn, alias);
    },
  };
}
