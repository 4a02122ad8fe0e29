// The contest domain's action handlers, for the route table (server/domains/handlers.ts) alone.
export { contestAdminHandlers } from './admin-handlers';
export { contestHandlers } from './contest-handlers';
