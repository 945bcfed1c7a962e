import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { parasutSettings } from './settings';

const realShop = {
  IYZICO_API_KEY: 'k',
  IYZICO_SECRET_KEY: 's',
  NETGSM_USERCODE: 'u',
  NETGSM_PASSWORD: 'p',
  NETGSM_HEADER: 'CARSI',
};

const parasut = {
  PARASUT_COMPANY_ID: '12345',
  PARASUT_CLIENT_ID: 'client-id',
  PARASUT_CLIENT_SECRET: 'client-secret-xyz',
  PARASUT_USERNAME: 'muhasebe@magaza.com.tr',
  PARASUT_PASSWORD: 'sifre-xyz',
};

describe('Paraşüt settings', () => {
  it('complete: the real Paraşüt, at its default host unless PARASUT_BASE_URL says', async () => {
    const config = loadConfig({ ...realShop, ...parasut });
    expect(config.sandbox).toBe(false);
    expect(config.providers.parasut).toEqual({
      companyId: '12345',
      clientId: 'client-id',
      clientSecret: 'client-secret-xyz',
      username: 'muhasebe@magaza.com.tr',
      password: 'sifre-xyz',
      baseUrl: 'https://api.parasut.com',
    });
    expect(await parasutSettings(config)).toMatchObject({ sandbox: false, companyId: '12345' });
    const other = loadConfig({ ...realShop, ...parasut, PARASUT_BASE_URL: 'https://x.test/' });
    expect(other.providers.parasut?.baseUrl).toBe('https://x.test');
  });

  it('incomplete: refused, naming each missing variable and never a secret', () => {
    let error: unknown;
    try {
      loadConfig({ ...realShop, PARASUT_COMPANY_ID: '1', PARASUT_CLIENT_SECRET: 'gizli-deger' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    for (const name of ['PARASUT_CLIENT_ID', 'PARASUT_USERNAME', 'PARASUT_PASSWORD'])
      expect(issues).toContain(`${name}: required`);
    expect(issues).not.toContain('gizli-deger');
  });

  it('any Paraşüt variable makes a real shop (iyzico and Netgsm then required)', () => {
    expect(() => loadConfig({ ...parasut })).toThrow(ConfigError);
  });

  it('a real shop without Paraşüt has no invoicing; sandbox mode uses the stand-in', async () => {
    expect(await parasutSettings(loadConfig({ ...realShop }))).toBeNull();
    const sandbox = loadConfig({ PORT: '4567' });
    expect(sandbox.sandbox).toBe(true);
    const settings = await parasutSettings(sandbox);
    expect(settings).toMatchObject({
      sandbox: true,
      baseUrl: 'http://127.0.0.1:4567/__sandbox/parasut',
    });
  });
});
