import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_LOW_STOCK_THRESHOLD, PACKING_START_HOUR } from '@carsi/domain';
import { z } from 'zod';

/**
 * Which proxies' `X-Forwarded-*` headers the shop believes (Fastify's `trustProxy`): none, the
 * nearest N hops, or the proxies at these addresses. Never "every hop": the leftmost
 * `X-Forwarded-For` entry is whatever the client wrote there.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY's value read, or why it is refused. */
export function trustProxySetting(value: string): TrustProxy | string {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return 'true would take the address a client writes into X-Forwarded-For as its own (and let it past every per-IP limit); give the number of proxies in front of the shop (TRUST_PROXY=1) or their addresses (TRUST_PROXY=127.0.0.1 or 10.0.0.0/8)';
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : 'a number of proxies must be 10 or fewer';
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    return `"${wrong}" is not a proxy address: give a number of proxies (1) or addresses and ranges separated by commas (127.0.0.1, 10.0.0.0/8, loopback)`;
  }
  return entries;
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://');

const redisUrl = z
  .string()
  .trim()
  .refine((v) => /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://');

/** The normalised shipment states a carrier status code may be mapped to. */
export const CARRIER_STATES = [
  'created',
  'picked_up',
  'in_transit',
  'delivered',
  'returned',
  'cancelled',
  'unknown',
] as const;

/**
 * A carrier's status codes → our states, as JSON ({"34":"created","2":"delivered"}); merged over
 * the built-in table, because the carriers' code lists are not confirmed.
 */
const carrierStatusMap = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === '') return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
    const states: readonly string[] = CARRIER_STATES;
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      Array.isArray(parsed) ||
      !Object.values(parsed).every((state) => typeof state === 'string' && states.includes(state))
    ) {
      context.addIssue({
        code: 'custom',
        message: `must be a JSON object of carrier status code → one of ${CARRIER_STATES.join(', ')}`,
      });
      return z.NEVER;
    }
    return parsed as Record<string, (typeof CARRIER_STATES)[number]>;
  });

/** cm³ per desi; Turkish domestic carriers use 3000 (5000 is the international rule). */
const desiDivisor = z.coerce.number().int().min(1000).max(10_000).default(3000);

/** Every environment variable the server reads; README's configuration table mirrors it. */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional().or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  CACHE_MEMORY_MB: z.coerce.number().int().min(1).max(16_384).default(16),
  REDIS_URL: redisUrl.optional().or(z.literal('').transform(() => undefined)),
  /** 32 bytes (64 hex characters or base64) sealing the marketplace keys stored in the database. */
  MARKETPLACE_SECRETS_KEY: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
      'MARKETPLACE_SECRETS_KEY must be 32 bytes: 64 hex characters or base64',
    )
    .optional()
    .transform((v) => v || undefined),
  API_WRITES_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(120),
  IP_RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** The hour (Turkey time) the warehouse starts packing each day (default 10). */
  PACKING_OPENS_HOUR: z.coerce.number().int().min(0).max(23).default(PACKING_START_HOUR),
  /** The carrier a withdrawn parcel goes back with (stated on the return page). */
  RETURN_CARRIER: z.string().trim().min(1).max(80).default('Yurtiçi Kargo'),
  /** Who pays a withdrawn parcel's carriage: `shop` (safe default) or `customer`. */
  RETURN_SHIPPING_PAYER: z.enum(['shop', 'customer']).default('shop'),
  LOW_STOCK_THRESHOLD: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(DEFAULT_LOW_STOCK_THRESHOLD),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      const trust = trustProxySetting(value);
      if (typeof trust === 'string') {
        context.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }
      return trust;
    }),
  SANDBOX: z
    .enum(['on', 'off'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  IYZICO_API_KEY: optionalText,
  IYZICO_SECRET_KEY: optionalText,
  IYZICO_BASE_URL: z.url().optional(),
  NETGSM_USERCODE: optionalText,
  NETGSM_PASSWORD: optionalText,
  NETGSM_HEADER: optionalText,
  NETGSM_BASE_URL: z.url().optional(),
  // Carriers (docs/decisions/shipping.md). Credentials all-or-nothing per carrier and per kind.
  UPS_CUSTOMER_NUMBER: optionalText,
  UPS_USERNAME: optionalText,
  UPS_PASSWORD: optionalText,
  UPS_QUERY_USERNAME: optionalText,
  UPS_QUERY_PASSWORD: optionalText,
  UPS_CREATE_URL: z.url().optional(),
  UPS_QUERY_URL: z.url().optional(),
  UPS_STATUS_MAP: carrierStatusMap,
  UPS_COD: z
    .enum(['on', 'off'])
    .default('off')
    .transform((v) => v === 'on'),
  UPS_DESI_DIVISOR: desiDivisor,
  YURTICI_SENDER_USERNAME: optionalText,
  YURTICI_SENDER_PASSWORD: optionalText,
  YURTICI_COD_CASH_USERNAME: optionalText,
  YURTICI_COD_CASH_PASSWORD: optionalText,
  YURTICI_COD_CARD_USERNAME: optionalText,
  YURTICI_COD_CARD_PASSWORD: optionalText,
  YURTICI_URL: z.url().optional(),
  YURTICI_STATUS_MAP: carrierStatusMap,
  YURTICI_DESI_DIVISOR: desiDivisor,
  // Paraşüt: accounting, e-Arşiv and e-Fatura (docs/decisions/invoicing.md). All or nothing.
  PARASUT_COMPANY_ID: optionalText,
  PARASUT_CLIENT_ID: optionalText,
  PARASUT_CLIENT_SECRET: optionalText,
  PARASUT_USERNAME: optionalText,
  PARASUT_PASSWORD: optionalText,
  PARASUT_BASE_URL: z.url().optional(),
  META_PIXEL_ID: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, 'must be the numeric pixel id')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  META_CAPI_ACCESS_TOKEN: optionalText,
  META_GRAPH_URL: z.url().optional(),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v23.0')
    .default('v23.0'),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65_535)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_HOST: z
    .string()
    .trim()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{24,}$/, 'must be at least 24 printable characters without spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Image storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…); all or nothing.
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,32}$/, 'must look like eu-central-1 (or auto for R2)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Environment = z.input<typeof environment>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * Server processes sharing the port (node:cluster), one per core: one Node process renders
   * on one core only. More than one needs PostgreSQL and the real providers.
   */
  serverProcesses: number;
  /** Memory for the catalogue's answers and the shared pages' HTML, together (MB). */
  cacheMemoryMb: number;
  redisUrl: string | undefined;
  /** Seals marketplace keys at rest (AES-GCM); sandbox shops derive one when it is unset. */
  marketplaceSecretsKey?: string | undefined;
  /** Per-IP limit on API writes (POST/PUT/PATCH/DELETE under /api); 0 turns it off. */
  apiWritesPerMinute: number;
  /** Sign-in limits per IP address (SMS codes, code checks, sign-ups); off only for e2e runs. */
  ipRateLimits: boolean;
  /** Seconds between two sign-in codes to one phone (end-to-end runs shorten it). */
  smsResendSeconds: number;
  /** Orders are packed from this hour, Turkey time (end-to-end runs open it at 0). */
  packingOpensHour: number;
  /** The return carrier and who pays it (withdrawal terms on the return page). */
  returnShipping: { carrier: string; payer: 'shop' | 'customer' };
  /** The admin home lists SKUs whose stock is at or below their own threshold, else this. */
  lowStockThreshold: number;
  logLevel: string;
  seedDemoData: boolean;
  /** Whose X-Forwarded-For gives the client's address (request.ip, per-IP limits). */
  trustProxy: TrustProxy;
  version: string;
  /**
   * Sandbox mode: every provider is its stand-in under /__sandbox (SMS codes readable there),
   * and the demo admins are seeded. Only with no provider setting at all (sandboxMode).
   */
  sandbox: boolean;
  /**
   * Prometheus `/metrics`: on its own port when `port` is set, else on the main port when a
   * token is set; the bearer token is required wherever it is served. Null: not served.
   */
  metrics: {
    port: number | undefined;
    /** Where the metrics port listens: 127.0.0.1 without a token, unless METRICS_HOST says. */
    host: string;
    token: string | undefined;
  } | null;
  /**
   * Uploaded product images in an S3-compatible bucket instead of `{uploadsDir}/products`;
   * null keeps them on disk. The server serves them itself under /uploads/products/.
   */
  s3: S3Config | null;
  providers: {
    iyzico: { apiKey: string; secretKey: string; baseUrl: string } | null;
    /** Meta Conversions API; null sends nothing (the sandbox stand-in serves in sandbox mode). */
    meta: { pixelId: string; accessToken: string; baseUrl: string; version: string } | null;
    netgsm: { usercode: string; password: string; header: string; baseUrl: string } | null;
    /** UPS Türkiye; null: the stand-in in sandbox mode, not offered in a real shop. */
    ups: UpsConfig | null;
    /** Yurtiçi Kargo; null: the stand-in in sandbox mode, not offered in a real shop. */
    yurtici: YurticiConfig | null;
    /** Paraşüt (invoices, e-documents); null: the stand-in in sandbox mode, none in a real shop. */
    parasut: ParasutConfig | null;
  };
  /** Shipping settings that hold in both modes. */
  shipping: {
    /** cm³ per desi, per carrier (default 3000). */
    desiDivisor: { ups: number; yurtici: number };
    /** Status-code overrides per carrier (merged over the built-in tables). */
    statusMap: {
      ups: Record<string, (typeof CARRIER_STATES)[number]>;
      yurtici: Record<string, (typeof CARRIER_STATES)[number]>;
    };
    /** Cash on delivery through UPS (its fields are not confirmed; off unless UPS_COD=on). */
    upsCod: boolean;
  };
}

export interface UpsConfig {
  customerNumber: string;
  username: string;
  password: string;
  /** The query service may have its own user; defaults to the create service's. */
  queryUsername: string;
  queryPassword: string;
  createUrl: string;
  queryUrl: string;
}

export interface ParasutConfig {
  companyId: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** Paraşüt's host (https://api.parasut.com); `/oauth/token` and `/v4/{company}` hang off it. */
  baseUrl: string;
}

export interface CarrierCredential {
  username: string;
  password: string;
}

export interface YurticiConfig {
  /** Yurtiçi binds the payment kind to the user: one credential per kind. */
  credentials: {
    sender: CarrierCredential;
    cod_cash: CarrierCredential | null;
    cod_card: CarrierCredential | null;
  };
  url: string;
}

export interface S3Config {
  bucket: string;
  /** Undefined: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** AWS Frankfurt, the region nearest the shop; R2 wants `auto`, MinIO takes any. */
export const DEFAULT_S3_REGION = 'eu-central-1';

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Null when no S3_* variable is set; the bucket and both keys when any is, or a refusal. */
function s3Config(e: z.output<typeof environment>): S3Config | null {
  const given = S3_VARIABLES.filter((name) => e[name] !== undefined);
  if (given.length === 0) return null;
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => e[name] === undefined,
  );
  if (missing.length > 0 || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      missing.map(
        (name) =>
          `${name}: required when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set (S3 image storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together)`,
      ),
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.S3_REGION ?? DEFAULT_S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      e.S3_FORCE_PATH_STYLE === undefined
        ? e.S3_ENDPOINT !== undefined
        : e.S3_FORCE_PATH_STYLE === 'true',
  };
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
  }
}

const UPS_VARIABLES = [
  'UPS_CUSTOMER_NUMBER',
  'UPS_USERNAME',
  'UPS_PASSWORD',
  'UPS_QUERY_USERNAME',
  'UPS_QUERY_PASSWORD',
  'UPS_CREATE_URL',
  'UPS_QUERY_URL',
] as const;

const YURTICI_VARIABLES = [
  'YURTICI_SENDER_USERNAME',
  'YURTICI_SENDER_PASSWORD',
  'YURTICI_COD_CASH_USERNAME',
  'YURTICI_COD_CASH_PASSWORD',
  'YURTICI_COD_CARD_USERNAME',
  'YURTICI_COD_CARD_PASSWORD',
  'YURTICI_URL',
] as const;

const PARASUT_VARIABLES = [
  'PARASUT_COMPANY_ID',
  'PARASUT_CLIENT_ID',
  'PARASUT_CLIENT_SECRET',
  'PARASUT_USERNAME',
  'PARASUT_PASSWORD',
  'PARASUT_BASE_URL',
] as const;

/**
 * Paraşüt is optional in a real shop, but once any of its variables is set the company id,
 * client id and secret, user and password are all required (a refusal names each missing one).
 */
function parasutConfig(e: z.output<typeof environment>): ParasutConfig | null {
  const given = PARASUT_VARIABLES.filter((name) => e[name] !== undefined);
  if (given.length === 0) return null;
  const missing = PARASUT_VARIABLES.filter(
    (name) => name !== 'PARASUT_BASE_URL' && e[name] === undefined,
  );
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map(
        (name) =>
          `${name}: required when ${listed(given)} ${given.length === 1 ? 'is' : 'are'} set (Paraşüt needs its company id, client id and secret, user and password together)`,
      ),
    );
  }
  return {
    companyId: e.PARASUT_COMPANY_ID!,
    clientId: e.PARASUT_CLIENT_ID!,
    clientSecret: e.PARASUT_CLIENT_SECRET!,
    username: e.PARASUT_USERNAME!,
    password: e.PARASUT_PASSWORD!,
    baseUrl: (e.PARASUT_BASE_URL ?? PARASUT_URL).replace(/\/$/, ''),
  };
}

export const PARASUT_URL = 'https://api.parasut.com';

export const UPS_CREATE_URL = 'https://ws.ups.com.tr/wsCreateShipment/wsCreateShipment.asmx';
export const UPS_QUERY_URL = 'https://ws.ups.com.tr/QueryPackageInfo/wsQueryPackagesInfo.asmx';
export const YURTICI_URL =
  'https://ws.yurticikargo.com/KOPSWebServices/ShippingOrderDispatcherServices';

/**
 * A carrier is optional in a real shop, but once any of its variables is set its set must be
 * complete: UPS's customer number, user and password (the query user in pairs), Yurtiçi's
 * sender-pays user and password, and each cash-on-delivery user with its password.
 */
function carrierConfigs(e: z.output<typeof environment>): {
  ups: UpsConfig | null;
  yurtici: YurticiConfig | null;
} {
  const issues: string[] = [];
  const need = (names: readonly (keyof typeof e)[], given: readonly string[], why: string) => {
    for (const name of names) {
      if (e[name] === undefined) {
        issues.push(
          `${name}: required when ${listed(given)} ${given.length === 1 ? 'is' : 'are'} set (${why})`,
        );
      }
    }
  };
  const upsGiven = UPS_VARIABLES.filter((name) => e[name] !== undefined);
  if (upsGiven.length > 0) {
    need(
      ['UPS_CUSTOMER_NUMBER', 'UPS_USERNAME', 'UPS_PASSWORD'],
      upsGiven,
      'UPS needs its customer number, user name and password together',
    );
    if ((e.UPS_QUERY_USERNAME === undefined) !== (e.UPS_QUERY_PASSWORD === undefined)) {
      need(
        ['UPS_QUERY_USERNAME', 'UPS_QUERY_PASSWORD'],
        upsGiven,
        "UPS's query service user and password go together",
      );
    }
  }
  const ykGiven = YURTICI_VARIABLES.filter((name) => e[name] !== undefined);
  if (ykGiven.length > 0) {
    need(
      ['YURTICI_SENDER_USERNAME', 'YURTICI_SENDER_PASSWORD'],
      ykGiven,
      'Yurtiçi needs its sender-pays user and password',
    );
    for (const kind of ['CASH', 'CARD'] as const) {
      const user = `YURTICI_COD_${kind}_USERNAME` as const;
      const password = `YURTICI_COD_${kind}_PASSWORD` as const;
      if ((e[user] === undefined) !== (e[password] === undefined)) {
        need([user, password], ykGiven, `a cash-on-delivery user goes with its password`);
      }
    }
  }
  if (issues.length > 0) throw new ConfigError(issues);
  const pair = (username?: string, password?: string) =>
    username && password ? { username, password } : null;
  const ups =
    e.UPS_CUSTOMER_NUMBER && e.UPS_USERNAME && e.UPS_PASSWORD
      ? {
          customerNumber: e.UPS_CUSTOMER_NUMBER,
          username: e.UPS_USERNAME,
          password: e.UPS_PASSWORD,
          queryUsername: e.UPS_QUERY_USERNAME ?? e.UPS_USERNAME,
          queryPassword: e.UPS_QUERY_PASSWORD ?? e.UPS_PASSWORD,
          createUrl: e.UPS_CREATE_URL ?? UPS_CREATE_URL,
          queryUrl: e.UPS_QUERY_URL ?? UPS_QUERY_URL,
        }
      : null;
  const sender = pair(e.YURTICI_SENDER_USERNAME, e.YURTICI_SENDER_PASSWORD);
  const yurtici = sender
    ? {
        credentials: {
          sender,
          cod_cash: pair(e.YURTICI_COD_CASH_USERNAME, e.YURTICI_COD_CASH_PASSWORD),
          cod_card: pair(e.YURTICI_COD_CARD_USERNAME, e.YURTICI_COD_CARD_PASSWORD),
        },
        url: e.YURTICI_URL ?? YURTICI_URL,
      }
    : null;
  return { ups, yurtici };
}

/** The real providers' settings: any one of them makes the shop a real one. */
const PROVIDER_VARIABLES = [
  'IYZICO_API_KEY',
  'IYZICO_SECRET_KEY',
  'IYZICO_BASE_URL',
  'NETGSM_USERCODE',
  'NETGSM_PASSWORD',
  'NETGSM_HEADER',
  'NETGSM_BASE_URL',
  'META_PIXEL_ID',
  'META_CAPI_ACCESS_TOKEN',
  'META_GRAPH_URL',
  ...UPS_VARIABLES,
  ...YURTICI_VARIABLES,
  ...PARASUT_VARIABLES,
] as const;

/** What a real shop cannot run without: card payments (iyzico) and sign-in codes (Netgsm). */
const REQUIRED_PROVIDER_VARIABLES = [
  'IYZICO_API_KEY',
  'IYZICO_SECRET_KEY',
  'NETGSM_USERCODE',
  'NETGSM_PASSWORD',
  'NETGSM_HEADER',
] as const;

const listed = (names: readonly string[]) => names.join(', ');

/**
 * Sandbox mode or a real shop, from the provider settings: the stand-ins publish
 * every SMS code and order link under /__sandbox, so a shop never falls into it by accident.
 * - No provider setting: sandbox mode, unless PUBLIC_URL is https:// (a public shop), which
 *   also needs SANDBOX=on; SANDBOX=off asks for the providers.
 * - Any provider setting: every provider complete (Meta's pixel and token together, if either),
 *   else a refusal naming each missing variable; SANDBOX=on with them is a contradiction.
 */
function sandboxMode(e: z.output<typeof environment>): boolean {
  const given = PROVIDER_VARIABLES.filter((name) => e[name] !== undefined);
  if (given.length === 0) {
    if (e.SANDBOX === 'on') return true;
    if (e.SANDBOX === 'off') {
      throw new ConfigError(
        REQUIRED_PROVIDER_VARIABLES.map(
          (name) => `${name}: required when SANDBOX=off (a real shop needs iyzico and Netgsm)`,
        ),
      );
    }
    if (e.PUBLIC_URL?.startsWith('https:')) {
      throw new ConfigError([
        `SANDBOX: PUBLIC_URL ${e.PUBLIC_URL} is a public shop and no provider is set. Set ${listed(REQUIRED_PROVIDER_VARIABLES)} for a real shop, or SANDBOX=on for a public test shop (every SMS code is then readable at /__sandbox/sms)`,
      ]);
    }
    return true;
  }
  if (e.SANDBOX === 'on') {
    throw new ConfigError([
      `SANDBOX: on, but real provider settings are set (${listed(given)}); remove them for a test shop, or SANDBOX for a real one`,
    ]);
  }
  const because = `required when ${listed(given)} ${given.length === 1 ? 'is' : 'are'} set (a real shop needs every provider: ${listed(REQUIRED_PROVIDER_VARIABLES)})`;
  const missing: string[] = REQUIRED_PROVIDER_VARIABLES.filter((name) => e[name] === undefined);
  if ((e.META_PIXEL_ID === undefined) !== (e.META_CAPI_ACCESS_TOKEN === undefined)) {
    missing.push(e.META_PIXEL_ID === undefined ? 'META_PIXEL_ID' : 'META_CAPI_ACCESS_TOKEN');
  }
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map((name) =>
        name.startsWith('META_')
          ? `${name}: required with the other of META_PIXEL_ID and META_CAPI_ACCESS_TOKEN (Meta's Conversions API needs both)`
          : `${name}: ${because}`,
      ),
    );
  }
  return false;
}

/**
 * What several server processes cannot share: the embedded database and the sandbox stand-ins
 * live inside one process, and `/metrics` on the main port would answer for whichever process
 * took the scrape. Each process serves its own metrics on a port of its own instead.
 */
function serverProcessesIssues(e: z.output<typeof environment>, sandbox: boolean): string[] {
  const count = e.SERVER_PROCESSES;
  if (count === 1) return [];
  const issues: string[] = [];
  if (!e.DATABASE_URL) {
    issues.push(
      'SERVER_PROCESSES: more than one process needs DATABASE_URL (PostgreSQL); the embedded database belongs to one process',
    );
  }
  if (sandbox) {
    issues.push(
      'SERVER_PROCESSES: more than one process needs the real providers (IYZICO_* and NETGSM_*); the sandbox stand-ins keep their state inside one process',
    );
  }
  if (e.METRICS_TOKEN !== undefined && e.METRICS_PORT === undefined) {
    issues.push(
      `SERVER_PROCESSES: with more than one process, metrics need METRICS_PORT (the processes serve theirs on METRICS_PORT to METRICS_PORT+${count - 1})`,
    );
  }
  if (e.METRICS_PORT !== undefined) {
    const last = e.METRICS_PORT + count - 1;
    if (last > 65_535 || (e.PORT >= e.METRICS_PORT && e.PORT <= last)) {
      issues.push(
        `METRICS_PORT: the ${count} processes take ports ${e.METRICS_PORT}–${last}, which must stay below 65536 and leave out PORT`,
      );
    }
  }
  return issues;
}

/**
 * Parses the environment; a bad value throws a ConfigError naming the variable. `processNumber`
 * is this process's number (1…SERVER_PROCESSES) when the shop runs as several: it serves its
 * metrics on METRICS_PORT + processNumber − 1.
 */
export function loadConfig(
  source: Record<string, string | undefined>,
  version = '0.0.0',
  processNumber = 1,
): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(['METRICS_PORT: must differ from PORT']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const s3 = s3Config(e);
  const iyzico =
    e.IYZICO_API_KEY && e.IYZICO_SECRET_KEY
      ? {
          apiKey: e.IYZICO_API_KEY,
          secretKey: e.IYZICO_SECRET_KEY,
          baseUrl: e.IYZICO_BASE_URL ?? 'https://api.iyzipay.com',
        }
      : null;
  const netgsm =
    e.NETGSM_USERCODE && e.NETGSM_PASSWORD && e.NETGSM_HEADER
      ? {
          usercode: e.NETGSM_USERCODE,
          password: e.NETGSM_PASSWORD,
          header: e.NETGSM_HEADER,
          baseUrl: e.NETGSM_BASE_URL ?? 'https://api.netgsm.com.tr',
        }
      : null;
  const meta =
    e.META_PIXEL_ID && e.META_CAPI_ACCESS_TOKEN
      ? {
          pixelId: e.META_PIXEL_ID,
          accessToken: e.META_CAPI_ACCESS_TOKEN,
          baseUrl: (e.META_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/$/, ''),
          version: e.META_GRAPH_VERSION,
        }
      : null;
  const sandbox = sandboxMode(e);
  const carriers = carrierConfigs(e);
  const parasut = parasutConfig(e);
  const processIssues = serverProcessesIssues(e, sandbox);
  if (processIssues.length > 0) throw new ConfigError(processIssues);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    serverProcesses: e.SERVER_PROCESSES,
    cacheMemoryMb: e.CACHE_MEMORY_MB,
    redisUrl: e.REDIS_URL,
    marketplaceSecretsKey: e.MARKETPLACE_SECRETS_KEY,
    apiWritesPerMinute: e.API_WRITES_PER_MINUTE,
    ipRateLimits: e.IP_RATE_LIMITS,
    smsResendSeconds: e.SMS_RESEND_SECONDS,
    packingOpensHour: e.PACKING_OPENS_HOUR,
    returnShipping: { carrier: e.RETURN_CARRIER, payer: e.RETURN_SHIPPING_PAYER },
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    version,
    sandbox,
    metrics:
      e.METRICS_PORT !== undefined || e.METRICS_TOKEN !== undefined
        ? {
            port: e.METRICS_PORT === undefined ? undefined : e.METRICS_PORT + processNumber - 1,
            // Unguarded metrics stay on this machine unless METRICS_HOST says otherwise.
            host: e.METRICS_HOST ?? (e.METRICS_TOKEN === undefined ? '127.0.0.1' : e.HOST),
            token: e.METRICS_TOKEN,
          }
        : null,
    s3,
    providers: { iyzico, netgsm, meta, ...carriers, parasut },
    shipping: {
      desiDivisor: { ups: e.UPS_DESI_DIVISOR, yurtici: e.YURTICI_DESI_DIVISOR },
      statusMap: { ups: e.UPS_STATUS_MAP ?? {}, yurtici: e.YURTICI_STATUS_MAP ?? {} },
      upsCod: e.UPS_COD,
    },
  };
}
