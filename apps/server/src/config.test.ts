import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sandbox).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names the variable that has a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('leaves sandbox mode only when every provider has credentials', () => {
    const onlyIyzico = loadConfig({ IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's' });
    expect(onlyIyzico.providers.iyzico?.baseUrl).toBe('https://api.iyzipay.com');
    expect(onlyIyzico.sandbox).toBe(true);
    const all = loadConfig({
      IYZICO_API_KEY: 'k',
      IYZICO_SECRET_KEY: 's',
      NETGSM_USERCODE: 'u',
      NETGSM_PASSWORD: 'p',
      NETGSM_HEADER: 'CARSI',
    });
    expect(all.sandbox).toBe(false);
  });

  it('serves metrics only when a port or a token is set, and checks both', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, token: undefined });
    const token = 'a'.repeat(24);
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ port: undefined, token });
    expect(loadConfig({ METRICS_PORT: '', METRICS_TOKEN: '' }).metrics).toBeNull();
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
