// The audit domain's action handlers, for the route table (server/domains/handlers.ts) alone.
export { auditHandlers } from './audit-handlers';
