import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// What every route of the Paraşüt stand-in shares: the company it knows, its memory (tokens,
// records, jobs, files, switches) and the JSON:API answers.

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

export interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | null }>;
}

export interface Job {
  id: string;
  polls: number;
  fail: boolean;
  document: Resource;
  invoiceId: string;
}

export const JSONAPI = 'application/vnd.api+json';
export const token = () => randomBytes(24).toString('base64url');

/** The stand-in's memory: issued tokens, the records invoicing made, jobs, PDFs, switches. */
export class ParasutBook {
  readonly now: () => number;
  readonly accessSeconds: number;
  readonly jobPolls: number;
  readonly pdfPolls: number;
  readonly limit: { max: number; windowMs: number };
  /** Access token → when it expires. */
  readonly access = new Map<string, number>();
  /** Refresh tokens not yet used (each is good once). */
  readonly refresh = new Set<string>();
  readonly faults = new Map<ParasutStep, { status: number; times: number }>();
  /** The rate limit's window per company. */
  readonly windows = new Map<string, { count: number; endsAt: number }>();
  readonly resources = new Map<string, Resource>();
  readonly jobs = new Map<string, Job>();
  /** PDF requests per e-document so far. */
  readonly pdfAsked = new Map<string, number>();
  /** Downloadable PDF name → when its link expires. */
  readonly files = new Map<string, number>();
  /** VKN → e-Fatura address. */
  readonly inboxes = new Map<string, string>([
    [PARASUT_SANDBOX_EINVOICE_VKN, 'urn:mail:defaultpk@ornekfirma.com.tr'],
  ]);
  readonly counts = { passwordGrants: 0, refreshGrants: 0, limited: 0, requests: 0 };
  private nextId = 1000;

  constructor(options: ParasutSandboxOptions) {
    this.now = options.now ?? Date.now;
    this.accessSeconds = options.accessTokenSeconds ?? 7200;
    this.jobPolls = options.jobPolls ?? 3;
    this.pdfPolls = options.pdfPolls ?? 2;
    this.limit = options.limit ?? { max: 10, windowMs: 10_000 };
  }

  newId(): string {
    return String(this.nextId++);
  }

  /** The status a switched step fails with this time, or null (and the switch counts down). */
  failing(step: ParasutStep): number | null {
    const fault = this.faults.get(step);
    if (!fault) return null;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.delete(step);
    return fault.status;
  }

  /** Keeps a new record and returns it. */
  store(type: string, attributes: Record<string, unknown>, relationships = {}): Resource {
    const resource: Resource = { id: this.newId(), type, attributes, relationships };
    this.resources.set(`${type}:${resource.id}`, resource);
    return resource;
  }

  /** A new access and refresh token pair, as Paraşüt's token answer. */
  issueTokens() {
    const accessToken = token();
    const refreshToken = token();
    this.access.set(accessToken, this.now() + this.accessSeconds * 1000);
    this.refresh.add(refreshToken);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: this.accessSeconds,
      refresh_token: refreshToken,
      scope: 'public',
      created_at: Math.floor(this.now() / 1000),
    };
  }
}

/** A JSON:API error answer. */
export const errors = (reply: FastifyReply, status: number, title: string, detail: string) =>
  reply
    .code(status)
    .type(JSONAPI)
    .send({ errors: [{ status: String(status), title, detail }] });

/** A 422 naming each problem, as Paraşüt's validation answers. */
export const unprocessable = (reply: FastifyReply, problems: string[]) =>
  reply
    .code(422)
    .type(JSONAPI)
    .send({
      errors: problems.map((detail) => ({ status: '422', title: 'Unprocessable Entity', detail })),
    });

/** True (and the failure answered) when a switch makes this step fail now. */
export const stepFails = (book: ParasutBook, step: ParasutStep, reply: FastifyReply) => {
  const status = book.failing(step);
  if (status === null) return false;
  errors(
    reply,
    status,
    status === 422 ? 'Unprocessable Entity' : 'Error',
    `Stand-in: ${step} failed on purpose`,
  );
  return true;
};

/** One record (and what it includes). */
export const one = (resource: Resource, included?: Resource[]) => ({
  data: resource,
  ...(included ? { included } : {}),
});

/** The records of a type that match, as one page. */
export const listOf = (book: ParasutBook, type: string, match: (r: Resource) => boolean) => {
  const data = [...book.resources.values()].filter((r) => r.type === type && match(r));
  return {
    data,
    meta: { current_page: 1, total_pages: 1, total_count: data.length, per_page: 25 },
  };
};

/** The value of `filter[name]` in the query. */
export const filterOf = (request: FastifyRequest, name: string) =>
  (request.query as Record<string, string | undefined>)[`filter[${name}]`];

/** The request's body as an object (JSON, or a form). */
export const bodyOf = (request: FastifyRequest): Record<string, unknown> => {
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

/** The JSON:API `data` of the request: its type, attributes and relationships. */
export const dataOf = (request: FastifyRequest) => {
  const data = (bodyOf(request).data ?? {}) as {
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
