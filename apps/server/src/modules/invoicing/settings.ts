import type { Config } from '../../config';
import { loopbackOrigin } from '../../integrations/iyzico/index';
import type { ParasutSettings } from './parasut/client';

/** Where the stand-in lives inside this server (the sandbox plugin's prefix + provider name). */
export const PARASUT_SANDBOX_PATH = '/__sandbox/parasut';

/**
 * Paraşüt's settings: PARASUT_* when set; in sandbox mode the stand-in this server mounts under
 * /__sandbox/parasut, called over HTTP like the real thing (its credentials come from
 * @carsi/sandbox, loaded only then); null in a real shop without Paraşüt (no invoicing).
 */
export async function parasutSettings(
  config: Pick<Config, 'providers' | 'host' | 'port' | 'sandbox'>,
  origin: () => string = () => loopbackOrigin(config),
): Promise<(ParasutSettings & { sandbox: boolean }) | null> {
  const real = config.providers.parasut;
  if (real) return { ...real, sandbox: false };
  if (!config.sandbox) return null;
  const { PARASUT_SANDBOX_CREDENTIALS } = await import('@carsi/sandbox');
  return {
    ...PARASUT_SANDBOX_CREDENTIALS,
    baseUrl: `${origin()}${PARASUT_SANDBOX_PATH}`,
    sandbox: true,
  };
}
