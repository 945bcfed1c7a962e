import {
  adminSellerIdentityRoute,
  sellerIdentityRoute,
  updateSellerIdentityRoute,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import { readSellerIdentity, readSellerIdentityForAdmin, saveSellerIdentity } from './service';

/** The shop's legal identity: read by every page that shows it, changed by the owner alone. */
export function registerSellerIdentityRoutes(
  api: FastifyInstance,
  deps: {
    db: Database;
    identity: IdentityDeps;
    /**
     * Drops this process's cached pages (every footer shows the identity); the table's trigger
     * tells the other processes.
     */
    invalidatePages?: () => void;
  },
) {
  registerRoute(api, sellerIdentityRoute, async () => ({
    sellerIdentity: await readSellerIdentity(deps.db),
  }));
  registerRoute(api, adminSellerIdentityRoute, async (_input, { request }) => {
    await requirePrincipal(deps.identity, request, 'admin', { area: 'settings' });
    return readSellerIdentityForAdmin(deps.db);
  });
  registerRoute(api, updateSellerIdentityRoute, async ({ body }, { request }) => {
    const { principal } = await requirePrincipal(deps.identity, request, 'admin', {
      area: 'settings',
    });
    const saved = await saveSellerIdentity(
      deps.db,
      body,
      `admin:${principal.id}:${principal.displayName}`,
    );
    deps.invalidatePages?.();
    return { sellerIdentity: saved, message: 'Satıcı bilgileri kaydedildi.' };
  });
}
