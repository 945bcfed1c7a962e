/**
 * The reports area's front door: daily sales rollups (kept current by triggers that mark
 * changed days and a job that rebuilds them) and the report routes.
 */
export { markAllDaysDirty, refreshDirtyDays, scheduleReportRollup } from './rollup';
export { registerReportRoutes } from './routes';
