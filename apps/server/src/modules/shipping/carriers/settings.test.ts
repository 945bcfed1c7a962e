import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { createCarriers } from './settings';
import { seedAreaResolver } from './testing';

const realShop = {
  IYZICO_API_KEY: 'k',
  IYZICO_SECRET_KEY: 's',
  NETGSM_USERCODE: 'u',
  NETGSM_PASSWORD: 'p',
  NETGSM_HEADER: 'CARSI',
};

function issues(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
}

describe('carrier settings', () => {
  it('points both carriers at the stand-ins in sandbox mode, desi divisor 3000 each', async () => {
    const config = loadConfig({});
    expect(config.sandbox).toBe(true);
    expect(config.providers.ups).toBeNull();
    expect(config.shipping.desiDivisor).toEqual({ ups: 3000, yurtici: 3000 });
    const carriers = await createCarriers(config, {
      upsAreas: seedAreaResolver(),
      origin: () => 'http://127.0.0.1:9',
    });
    expect(carriers.sandbox).toBe(true);
    expect(carriers.ups?.code).toBe('ups');
    expect(carriers.yurtici?.capabilities.cod).toEqual(['cash', 'card']);
  });

  it('makes the shop a real one with any carrier setting, and asks for the complete set', () => {
    expect(issues({ UPS_USERNAME: 'x' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^IYZICO_API_KEY: required/)]),
    );
    expect(issues({ ...realShop, UPS_USERNAME: 'x' })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^UPS_CUSTOMER_NUMBER: required when UPS_USERNAME is set/),
        expect.stringMatching(/^UPS_PASSWORD: required/),
      ]),
    );
    expect(issues({ ...realShop, YURTICI_COD_CASH_USERNAME: 'c' })).toEqual([
      expect.stringMatching(/^YURTICI_SENDER_USERNAME: required/),
      expect.stringMatching(/^YURTICI_SENDER_PASSWORD: required/),
      expect.stringMatching(/^YURTICI_COD_CASH_PASSWORD: required.*password/),
    ]);
    expect(issues({ ...realShop, UPS_QUERY_USERNAME: 'q' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^UPS_QUERY_PASSWORD: required/)]),
    );
  });

  it('reads complete carrier settings; a real shop without a carrier has none', async () => {
    const config = loadConfig({
      ...realShop,
      UPS_CUSTOMER_NUMBER: 'C1',
      UPS_USERNAME: 'u',
      UPS_PASSWORD: 'p',
      YURTICI_SENDER_USERNAME: 'ys',
      YURTICI_SENDER_PASSWORD: 'yp',
      YURTICI_COD_CARD_USERNAME: 'yc',
      YURTICI_COD_CARD_PASSWORD: 'ycp',
      YURTICI_URL:
        'https://testws.yurticikargo.com/KOPSWebServices/ShippingOrderDispatcherServices',
      UPS_DESI_DIVISOR: '5000',
      UPS_STATUS_MAP: '{"7":"in_transit"}',
    });
    expect(config.providers.ups).toMatchObject({
      customerNumber: 'C1',
      queryUsername: 'u',
      createUrl: 'https://ws.ups.com.tr/wsCreateShipment/wsCreateShipment.asmx',
    });
    expect(config.providers.yurtici?.credentials).toEqual({
      sender: { username: 'ys', password: 'yp' },
      cod_cash: null,
      cod_card: { username: 'yc', password: 'ycp' },
    });
    expect(config.shipping).toMatchObject({
      desiDivisor: { ups: 5000, yurtici: 3000 },
      statusMap: { ups: { '7': 'in_transit' }, yurtici: {} },
      upsCod: false,
    });
    const carriers = await createCarriers(config, { upsAreas: seedAreaResolver() });
    expect(carriers.sandbox).toBe(false);
    expect(carriers.yurtici?.capabilities.cod).toEqual(['card']);

    const none = await createCarriers(loadConfig(realShop), { upsAreas: seedAreaResolver() });
    expect(none).toMatchObject({ ups: null, yurtici: null });
    expect(issues({ UPS_STATUS_MAP: '{"7":"lost"}' })).toEqual([
      expect.stringMatching(/^UPS_STATUS_MAP: must be a JSON object/),
    ]);
  });
});
