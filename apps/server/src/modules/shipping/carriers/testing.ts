import type { AddressInfo } from 'node:net';
import { PlaceMatcher } from '@carsi/domain';
import {
  sandboxPlugin,
  UPS_CREATE_PATH,
  UPS_QUERY_PATH,
  UPS_SANDBOX_CREDENTIALS,
  type UpsSandbox,
  upsSandbox,
  YURTICI_PATH,
  YURTICI_SANDBOX_CREDENTIALS,
  type YurticiSandbox,
  yurticiSandbox,
} from '@carsi/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { CarrierAddressRefusedError, type CreateShipmentInput } from './carrier';
import type { CarrierLogger } from './soap';
import { UPS_AREA_CODE_DATA } from './ups/area-codes-data';
import { UpsCarrier, type UpsCarrierOptions } from './ups/ups-carrier';
import { YurticiCarrier, type YurticiCarrierOptions } from './yurtici/yurtici-carrier';

/**
 * Test support: both carrier stand-ins on a real ephemeral port, and the real clients pointed
 * at them over HTTP. Used only by tests.
 */

export interface CarrierStandIns {
  app: FastifyInstance;
  origin: string;
  ups: UpsSandbox;
  yurtici: YurticiSandbox;
  close(): Promise<void>;
}

export async function startCarrierStandIns(
  options: { hangMs?: number; queryCooldownMs?: number } = {},
): Promise<CarrierStandIns> {
  const ups = upsSandbox({ stepMs: null, hangMs: options.hangMs ?? 10_000 });
  const yurtici = yurticiSandbox({
    stepMs: null,
    hangMs: options.hangMs ?? 10_000,
    queryCooldownMs: options.queryCooldownMs ?? 0,
  });
  const app = Fastify();
  await app.register(sandboxPlugin, { prefix: '/__sandbox', providers: [ups, yurtici] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, origin, ups, yurtici, close: () => app.close() };
}

/** UPS codes from the shop's seed data, matched like the database resolver does. */
export function seedAreaResolver(): UpsCarrierOptions['areas'] {
  const matcher = new PlaceMatcher(
    UPS_AREA_CODE_DATA.flatMap(([plate, province, districts]) =>
      districts.split(',').map((entry) => {
        const [district = '', areaCode = ''] = entry.split('=');
        return { province, district, value: { cityCode: String(Number(plate)), areaCode } };
      }),
    ),
  );
  return async (province, district) => {
    const found = matcher.match(province, district);
    if (!found.ok) {
      throw new CarrierAddressRefusedError(
        'ups',
        'createShipment',
        found.province,
        district,
        'ilçe UPS kod tablosunda bulunamadı',
      );
    }
    return found.value;
  };
}

export function upsClient(
  standIns: CarrierStandIns,
  options: Partial<UpsCarrierOptions> = {},
): UpsCarrier {
  return new UpsCarrier({
    ...UPS_SANDBOX_CREDENTIALS,
    createUrl: `${standIns.origin}/__sandbox/ups${UPS_CREATE_PATH}`,
    queryUrl: `${standIns.origin}/__sandbox/ups${UPS_QUERY_PATH}`,
    areas: seedAreaResolver(),
    timeoutMs: 5_000,
    ...options,
  });
}

export function yurticiClient(
  standIns: CarrierStandIns,
  options: Partial<YurticiCarrierOptions> = {},
): YurticiCarrier {
  const users = YURTICI_SANDBOX_CREDENTIALS;
  return new YurticiCarrier({
    url: `${standIns.origin}/__sandbox/yurtici${YURTICI_PATH}`,
    credentials: {
      sender: { ...users.sender },
      cod_cash: { ...users.cod_cash },
      cod_card: { ...users.cod_card },
    },
    queryCacheMs: 0,
    timeoutMs: 5_000,
    ...options,
  });
}

let serial = 0;
/** A fresh shipment key (letters and digits, ≤ 20). */
export function shipmentKey(prefix = 'T'): string {
  serial++;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${serial}`.slice(0, 20);
}

export function shipmentInput(overrides: Partial<CreateShipmentInput> = {}): CreateShipmentInput {
  return {
    key: shipmentKey(),
    orderNumber: 'CR-100245',
    payment: 'sender',
    recipient: {
      name: 'Ayşe Yılmaz',
      addressLine: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
      province: 'İstanbul',
      district: 'Kadıköy',
      phone: '+90 532 123 45 67',
      email: 'ayse@example.com',
    },
    pieces: [
      { lengthCm: 40, widthCm: 30, heightCm: 10, weightGrams: 900, desi: 4 },
      { lengthCm: 20, widthCm: 20, heightCm: 20, weightGrams: 1_500, desi: 3 },
    ],
    contents: 'Ev tekstili',
    ...overrides,
  };
}

export function recordingLogger(): CarrierLogger & {
  lines: { level: string; fields: Record<string, unknown>; message: string }[];
} {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => {
    lines.push({ level, fields, message });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}
