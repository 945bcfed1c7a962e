/**
 * The returns area's front door: what other areas (and app.ts, http/, jobs/, seed/, tasks/,
 * bench/) may use. Inside the area, files import each other directly; from outside, only from
 * here (scripts/check-module-imports.mjs, run by `npm run lint`, refuses anything else).
 */
export { seedDemoReturns } from './demo-returns';
export { ReturnPhotos, scheduleReturnPhotoCleanup } from './photos';
export {
  alertWithdrawalRefundsDue,
  scheduleWithdrawalRefundAlerts,
  withdrawalRefundAlertQueue,
} from './refund-deadlines';
export { ReturnService } from './return-service';
export { registerReturnRoutes } from './routes';
