/**
 * The customer-service area's front door: what other areas (and app.ts, http/, jobs/, seed/, tasks/,
 * bench/) may use. Inside the area, files import each other directly; from outside, only from
 * here (scripts/check-module-imports.mjs, run by `npm run lint`, refuses anything else).
 */
export { registerCustomerServiceRoutes } from './routes';
