// The operator console's public surface (app.ts registers the audit trail before every area, so its
// hook sees their operator endpoints, and the console's routes with the others).
export { auditTrailPlugin } from './audit-trail-plugin.ts';
export { consoleRoutes } from './routes.ts';
export { createFirstAdmin, FirstAdminRefused } from './first-admin.ts';
