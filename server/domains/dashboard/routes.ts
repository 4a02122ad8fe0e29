// The dashboard domain's action handlers, for the route table (server/domains/handlers.ts) alone. It
// owns no tables: it reads every other domain's counts through their index.ts.
export { dashboardHandlers } from './dashboard-handlers';
