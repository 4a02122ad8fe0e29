// The payment domain's public interface: the console's player page and dashboard read here.
export { pendingPayouts, recentPayments } from './payment-stats';
