import { sellerIdentityRoute, updateSellerIdentityRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import { readSellerIdentity, saveSellerIdentity } from './service';

/** The shop's legal identity: read by every page that shows it, changed by the owner alone. */
export function registerSellerIdentityRoutes(
  api: FastifyInstance,
  deps: { db: Database; identity: IdentityDeps },
) {
  registerRoute(api, sellerIdentityRoute, async () => ({
    sellerIdentity: await readSellerIdentity(deps.db),
  }));
  registerRoute(api, updateSellerIdentityRoute, async ({ body }, { request }) => {
    const { principal } = await requirePrincipal(deps.identity, request, 'admin', {
      area: 'admins',
    });
    const saved = await saveSellerIdentity(
      deps.db,
      body,
      `admin:${principal.id}:${principal.displayName}`,
    );
    return { sellerIdentity: saved, message: 'Mağaza kimlik bilgileri kaydedildi.' };
  });
}
