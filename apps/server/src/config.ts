import path from 'node:path';
import { z } from 'zod';

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
  API_WRITES_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(120),
  IP_RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  IYZICO_API_KEY: optionalText,
  IYZICO_SECRET_KEY: optionalText,
  IYZICO_BASE_URL: z.url().optional(),
  NETGSM_USERCODE: optionalText,
  NETGSM_PASSWORD: optionalText,
  NETGSM_HEADER: optionalText,
  NETGSM_BASE_URL: z.url().optional(),
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
  /** Per-IP limit on API writes (POST/PUT/PATCH/DELETE under /api); 0 turns it off. */
  apiWritesPerMinute: number;
  /** Sign-in limits per IP address (SMS codes, code checks, sign-ups); off only for e2e runs. */
  ipRateLimits: boolean;
  logLevel: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  version: string;
  /** True when any provider has no credentials: its sandbox stand-in serves instead. */
  sandbox: boolean;
  /**
   * Prometheus `/metrics`: on its own port when `port` is set, else on the main port when a
   * token is set; the bearer token is required wherever it is served. Null: not served.
   */
  metrics: { port: number | undefined; token: string | undefined } | null;
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
  };
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
  const sandbox = !iyzico || !netgsm;
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
    apiWritesPerMinute: e.API_WRITES_PER_MINUTE,
    ipRateLimits: e.IP_RATE_LIMITS,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    version,
    sandbox,
    metrics:
      e.METRICS_PORT !== undefined || e.METRICS_TOKEN !== undefined
        ? {
            port: e.METRICS_PORT === undefined ? undefined : e.METRICS_PORT + processNumber - 1,
            token: e.METRICS_TOKEN,
          }
        : null,
    s3,
    providers: { iyzico, netgsm, meta },
  };
}
