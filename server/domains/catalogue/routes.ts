// The catalogue domain's action handlers, for the route table (server/domains/handlers.ts) alone: kept
// out of index.ts so that a domain calling this one's services does not load its handlers (no cycles).
export { catalogueHandlers } from './catalogue-handlers';
export { premiumHandlers } from './premium-handlers';
export { adminCategoryHandlers } from './admin-category-handlers';
export { adminContentHandlers } from './admin-content-handlers';
