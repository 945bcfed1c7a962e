import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The refusal's lines (none when the settings are accepted). */
function issues(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.issues;
  }
}

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sandbox).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.cacheMemoryMb).toBe(16);
    expect(loadConfig({ CACHE_MEMORY_MB: '96' }).cacheMemoryMb).toBe(96);
  });

  it('names the variable that has a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ CACHE_MEMORY_MB: '0' })).toThrow(/CACHE_MEMORY_MB/);
  });

  describe('sandbox mode or a real shop', () => {
    const real = {
      IYZICO_API_KEY: 'k',
      IYZICO_SECRET_KEY: 's',
      NETGSM_USERCODE: 'u',
      NETGSM_PASSWORD: 'p',
      NETGSM_HEADER: 'CARSI',
    };

    it('is sandbox mode with no provider setting and a local PUBLIC_URL (the fresh clone)', () => {
      expect(loadConfig({}).sandbox).toBe(true);
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).sandbox).toBe(true);
      expect(loadConfig({ NODE_ENV: 'production' }).sandbox).toBe(true);
    });

    it('is a real shop when every provider is complete', () => {
      const all = loadConfig({ ...real, NODE_ENV: 'production' });
      expect(all.sandbox).toBe(false);
      expect(all.providers.iyzico?.baseUrl).toBe('https://api.iyzipay.com');
      expect(all.providers.netgsm?.header).toBe('CARSI');
      expect(all.providers.meta).toBeNull();
      const withMeta = loadConfig({
        ...real,
        META_PIXEL_ID: '1234567890',
        META_CAPI_ACCESS_TOKEN: 't',
      });
      expect(withMeta.providers.meta?.pixelId).toBe('1234567890');
    });

    it('refuses some but not all provider settings, naming each missing variable', () => {
      const onlyIyzico = issues({ IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's' });
      expect(onlyIyzico).toEqual([
        expect.stringMatching(
          /^NETGSM_USERCODE: required when IYZICO_API_KEY, IYZICO_SECRET_KEY are set/,
        ),
        expect.stringMatching(/^NETGSM_PASSWORD: required/),
        expect.stringMatching(/^NETGSM_HEADER: required/),
      ]);
      const { NETGSM_HEADER: _header, ...noHeader } = real;
      expect(issues(noHeader)).toEqual([expect.stringMatching(/^NETGSM_HEADER: required/)]);
      // A base URL alone is a provider setting too.
      expect(issues({ IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com' })).toHaveLength(5);
      expect(issues({ ...real, META_PIXEL_ID: '1234567890' })).toEqual([
        expect.stringMatching(/^META_CAPI_ACCESS_TOKEN: required/),
      ]);
      expect(issues({ META_CAPI_ACCESS_TOKEN: 't' })).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^IYZICO_API_KEY: required when META_CAPI_ACCESS_TOKEN is set/),
          expect.stringMatching(/^META_PIXEL_ID: required/),
        ]),
      );
    });

    it('starts a public (https://) shop without providers only with SANDBOX=on', () => {
      const publicShop = { PUBLIC_URL: 'https://magaza.example' };
      expect(issues(publicShop)).toEqual([
        expect.stringMatching(/^SANDBOX: PUBLIC_URL https:\/\/magaza\.example is a public shop/),
      ]);
      expect(loadConfig({ ...publicShop, SANDBOX: 'on' }).sandbox).toBe(true);
      expect(loadConfig({ ...publicShop, ...real }).sandbox).toBe(false);
      expect(issues({ SANDBOX: 'off' })).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^IYZICO_API_KEY: required when SANDBOX=off/),
        ]),
      );
      expect(issues({ ...real, SANDBOX: 'on' })).toEqual([
        expect.stringMatching(/^SANDBOX: on, but real provider settings are set/),
      ]);
      expect(issues({ SANDBOX: 'yes' })).toEqual([expect.stringMatching(/^SANDBOX:/)]);
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default, a number of hops, or proxy addresses and ranges', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
        '10.0.0.0/8',
        '::1',
        'loopback',
      ]);
    });

    it('refuses true (every hop: the client writes its own address) and what is no address', () => {
      expect(issues({ TRUST_PROXY: 'true' })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: true would take the address a client writes/),
      ]);
      expect(issues({ TRUST_PROXY: 'nginx' })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: "nginx" is not a proxy address/),
      ]);
      expect(issues({ TRUST_PROXY: '10.0.0.0/33' })).toHaveLength(1);
      expect(issues({ TRUST_PROXY: '11' })).toHaveLength(1);
    });
  });

  it('serves metrics only when a port or a token is set, and checks both', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
    const token = 'a'.repeat(24);
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({
      port: undefined,
      host: '0.0.0.0',
      token,
    });
    expect(loadConfig({ METRICS_PORT: '', METRICS_TOKEN: '' }).metrics).toBeNull();
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('keeps a metrics port without a token on this machine unless METRICS_HOST says', () => {
    expect(loadConfig({ METRICS_PORT: '9464', HOST: '0.0.0.0' }).metrics?.host).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics?.host).toBe(
      '10.0.0.5',
    );
    const guarded = { METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(24), HOST: '0.0.0.0' };
    expect(loadConfig(guarded).metrics?.host).toBe('0.0.0.0');
  });

  it('keeps images on disk without S3_*, and takes the bucket only with both keys', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: '', S3_ACCESS_KEY_ID: '' }).s3).toBeNull();
    const keys = { S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ S3_BUCKET: 'carsi-images', ...keys }).s3).toEqual({
      bucket: 'carsi-images',
      endpoint: undefined,
      region: 'eu-central-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      S3_BUCKET: 'carsi-images',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'auto',
      ...keys,
    }).s3;
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'carsi-images',
        S3_ENDPOINT: 'https://x.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: 'false',
        ...keys,
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses half an S3 configuration and bad S3 values, naming the variable', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    const noKeys = refusal({ S3_BUCKET: 'carsi-images' });
    expect(noKeys).toContain('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
    expect(noKeys).toContain('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
    expect(refusal({ S3_BUCKET: 'carsi-images', S3_ACCESS_KEY_ID: 'AKIA' })).toMatch(
      /S3_SECRET_ACCESS_KEY: required/,
    );
    const noBucket = refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(noBucket).toMatch(/S3_BUCKET: required when S3_ENDPOINT is set/);
    expect(refusal({ S3_BUCKET: 'Carsi_Images' })).toMatch(/S3_BUCKET: must be a bucket name/);
    expect(refusal({ S3_ENDPOINT: 'ftp://x' })).toMatch(/S3_ENDPOINT/);
    expect(refusal({ S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/S3_FORCE_PATH_STYLE/);
    expect(refusal({ S3_REGION: 'EU Central' })).toMatch(/S3_REGION/);
  });

  describe('several server processes (SERVER_PROCESSES)', () => {
    const production = {
      DATABASE_URL: 'postgres://shop@db/carsi',
      IYZICO_API_KEY: 'k',
      IYZICO_SECRET_KEY: 's',
      NETGSM_USERCODE: 'u',
      NETGSM_PASSWORD: 'p',
      NETGSM_HEADER: 'CARSI',
      SERVER_PROCESSES: '4',
    };

    it('runs one process unless told, and takes more on PostgreSQL with the real providers', () => {
      expect(loadConfig({}).serverProcesses).toBe(1);
      expect(loadConfig(production).serverProcesses).toBe(4);
      expect(issues({ SERVER_PROCESSES: '0' })).toEqual([
        expect.stringMatching(/^SERVER_PROCESSES:/),
      ]);
      expect(issues({ ...production, SERVER_PROCESSES: 'two' })).toEqual([
        expect.stringMatching(/^SERVER_PROCESSES:/),
      ]);
    });

    it('refuses what one process keeps to itself: the embedded database, the sandbox', () => {
      const { DATABASE_URL: _url, ...embedded } = production;
      expect(issues(embedded)).toEqual([
        expect.stringMatching(/^SERVER_PROCESSES: .*DATABASE_URL/),
      ]);
      const sandbox = { DATABASE_URL: production.DATABASE_URL, SERVER_PROCESSES: '4' };
      expect(issues(sandbox)).toEqual([
        expect.stringMatching(/^SERVER_PROCESSES: .*sandbox stand-ins/),
      ]);
      expect(issues({ SERVER_PROCESSES: '2' })).toHaveLength(2);
    });

    it('gives each process its own metrics port, and refuses metrics it cannot split', () => {
      const metricsToken = 'a-token-of-twenty-four-chars';
      expect(issues({ ...production, METRICS_TOKEN: metricsToken })).toEqual([
        expect.stringMatching(/^SERVER_PROCESSES: .*METRICS_PORT to METRICS_PORT\+3/),
      ]);
      const withPort = { ...production, METRICS_PORT: '9464', METRICS_TOKEN: metricsToken };
      expect(loadConfig(withPort).metrics).toMatchObject({ port: 9464, token: metricsToken });
      expect(loadConfig(withPort, '1.0.0', 3).metrics).toMatchObject({
        port: 9466,
        token: metricsToken,
      });
      expect(issues({ ...withPort, PORT: '9466' })).toEqual([
        expect.stringMatching(/^METRICS_PORT: .*9464–9467/),
      ]);
      expect(issues({ ...withPort, METRICS_PORT: '65534' })).toEqual([
        expect.stringMatching(/^METRICS_PORT:/),
      ]);
      // One process: METRICS_PORT is the port itself, whatever the number says.
      expect(loadConfig({ METRICS_PORT: '9464', PORT: '9465' }).metrics?.port).toBe(9464);
    });
  });
});
