// The payment domain's action handlers, for the route table (server/domains/handlers.ts) alone.
export { adminWalletHandlers } from './admin-wallet-handlers';
export { paymentHandlers } from './payment-handlers';
