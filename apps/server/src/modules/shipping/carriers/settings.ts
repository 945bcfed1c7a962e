import type { Config } from '../../../config';
import { loopbackOrigin } from '../../../integrations/iyzico/index';
import type { CarrierCode, CarrierState } from './carrier';
import type { CarrierLogger } from './soap';
import { UpsCarrier, type UpsCarrierOptions } from './ups/ups-carrier';
import { YurticiCarrier, type YurticiCarrierOptions } from './yurtici/yurtici-carrier';

/** Where the stand-ins live inside this server (the sandbox plugin's prefix + provider name). */
export const UPS_SANDBOX_PATH = '/__sandbox/ups';
export const YURTICI_SANDBOX_PATH = '/__sandbox/yurtici';

export interface Carriers {
  ups: UpsCarrier | null;
  yurtici: YurticiCarrier | null;
  /** cm³ per desi, per carrier. */
  desiDivisor: Record<CarrierCode, number>;
  /** True when the stand-ins answer instead of the carriers. */
  sandbox: boolean;
}

export interface CarrierFactoryOptions {
  /** UPS's city/district codes for an address (the UPS code table); see ./ups/area-codes.ts. */
  upsAreas: UpsCarrierOptions['areas'];
  upsShipper?: UpsCarrierOptions['shipper'];
  logger?: CarrierLogger;
  /** How this server reaches itself (tests on an ephemeral port). */
  origin?: () => string;
  timeoutMs?: number;
}

type CarrierConfig = Pick<Config, 'providers' | 'host' | 'port' | 'sandbox' | 'shipping'>;

/**
 * The shop's carriers for this configuration: the real services when their settings are set,
 * the stand-ins under /__sandbox in sandbox mode, null for a carrier a real shop has not set up.
 * The stand-ins' users come from @carsi/sandbox, loaded only in sandbox mode.
 */
export async function createCarriers(
  config: CarrierConfig,
  options: CarrierFactoryOptions,
): Promise<Carriers> {
  const origin = options.origin ?? (() => loopbackOrigin(config));
  const common = {
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
  const upsStatus: Record<string, CarrierState> = config.shipping.statusMap.ups;
  const ykStatus: Record<string, CarrierState> = config.shipping.statusMap.yurtici;
  let ups: UpsCarrier | null = null;
  let yurtici: YurticiCarrier | null = null;
  const realUps = config.providers.ups;
  const realYk = config.providers.yurtici;
  if (realUps) {
    ups = new UpsCarrier({
      ...realUps,
      areas: options.upsAreas,
      cod: config.shipping.upsCod,
      statusMap: upsStatus,
      ...(options.upsShipper ? { shipper: options.upsShipper } : {}),
      ...common,
    });
  }
  if (realYk) {
    yurtici = new YurticiCarrier({ ...realYk, statusMap: ykStatus, ...common });
  }
  if (config.sandbox) {
    const sandbox = await import('@carsi/sandbox');
    ups ??= new UpsCarrier({
      ...sandbox.UPS_SANDBOX_CREDENTIALS,
      createUrl: () => `${origin()}${UPS_SANDBOX_PATH}${sandbox.UPS_CREATE_PATH}`,
      queryUrl: () => `${origin()}${UPS_SANDBOX_PATH}${sandbox.UPS_QUERY_PATH}`,
      areas: options.upsAreas,
      cod: config.shipping.upsCod,
      statusMap: upsStatus,
      ...(options.upsShipper ? { shipper: options.upsShipper } : {}),
      ...common,
    });
    const users = sandbox.YURTICI_SANDBOX_CREDENTIALS;
    yurtici ??= new YurticiCarrier({
      url: () => `${origin()}${YURTICI_SANDBOX_PATH}${sandbox.YURTICI_PATH}`,
      credentials: {
        sender: { ...users.sender },
        cod_cash: { ...users.cod_cash },
        cod_card: { ...users.cod_card },
      },
      statusMap: ykStatus,
      ...common,
    } satisfies YurticiCarrierOptions);
  }
  return {
    ups,
    yurtici,
    desiDivisor: config.shipping.desiDivisor,
    sandbox: config.sandbox,
  };
}
