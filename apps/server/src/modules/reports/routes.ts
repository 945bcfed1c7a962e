import {
  campaignReportRoute,
  SALES_REPORT_EXPORT_PATH,
  STANDING_REPORT_EXPORT_PATH,
  salesReportQuery,
  salesReportRoute,
  standingReportQuery,
  standingReportRoute,
} from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import { validationError } from '../../http/errors';
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import { salesReportWorkbook, standingReportWorkbook } from './export';
import { campaignReport, salesReport } from './sales-report';
import { standingReport } from './standing-reports';

/**
 * The sales reports: money, cost and margin for the owner and accounting (area accounting);
 * revenue per campaign for marketing (area marketing). The route guard checks the area from
 * endpoint-access.ts; the export, a plain download route, checks it here.
 */
export function registerReportRoutes(
  api: FastifyInstance,
  db: Database,
  identity: IdentityDeps,
  clock: () => Date = () => new Date(),
) {
  registerRoute(api, salesReportRoute, async ({ query }) => salesReport(db, query));
  registerRoute(api, campaignReportRoute, async ({ query }) => campaignReport(db, query));
  registerRoute(api, standingReportRoute, async ({ query }) => standingReport(db, query, clock()));
  api.get(STANDING_REPORT_EXPORT_PATH, async (request, reply) => {
    await requirePrincipal(identity, request, 'admin', { area: 'accounting' });
    const parsed = standingReportQuery.safeParse(request.query);
    if (!parsed.success) throw validationError('query', parsed.error);
    const report = await standingReport(db, parsed.data, clock(), true);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="rapor-${report.report}.xlsx"`)
      .send(await standingReportWorkbook(report));
  });
  api.get(SALES_REPORT_EXPORT_PATH, async (request, reply) => {
    await requirePrincipal(identity, request, 'admin', { area: 'accounting' });
    const parsed = salesReportQuery.safeParse(request.query);
    if (!parsed.success) throw validationError('query', parsed.error);
    const bytes = await salesReportWorkbook(await salesReport(db, parsed.data));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'content-disposition',
        `attachment; filename="satis-raporu-${parsed.data.from}-${parsed.data.to}.xlsx"`,
      )
      .send(bytes);
  });
}
