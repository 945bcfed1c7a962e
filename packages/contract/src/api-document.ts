/**
 * The API's OpenAPI document as the server serves it at /api/openapi.json, built from the whole
 * contract. It lives outside index.ts (a subpath, `@carsi/contract/openapi-document`) because it
 * reads the contract's own exports: every exported route constant names its operation, so a
 * route added to an area file and to `apiRoutes` is covered without a change here.
 */
import * as contract from './index';
import { apiRoutes } from './index';
import { buildOpenApiDocument, operationIdsFrom } from './openapi';

export const API_TITLE = 'Çarşı API';
export const API_DESCRIPTION =
  'JSON API of the Çarşı shop. Money is integer kuruş (1 TL = 100 kuruş). Errors share one shape: { message, code, errors? }.';

/** Each route of `apiRoutes` and its operation id (a route missing here has no exported name). */
export const apiOperationIds = () => operationIdsFrom(contract, apiRoutes);

/** The served document: `version` is the server's, `publicUrl` the shop's PUBLIC_URL. */
export function buildApiDocument({ version, publicUrl }: { version: string; publicUrl: string }) {
  return buildOpenApiDocument(
    apiRoutes,
    { title: API_TITLE, version, description: API_DESCRIPTION },
    { operationIds: apiOperationIds(), publicUrl },
  );
}
