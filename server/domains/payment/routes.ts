// The payment domain's action handlers, for the route table (server/domains/handlers.ts) alone.
export { adminPaymentListHandlers } from './admin-payment-list';
export { adminWalletHandlers } from './admin-wallet-handlers';
export { paymentHandlers } from './payment-handlers';
