import type { HandlerMap } from '../../http/handler';
import { adminWalletHandlers } from './admin-wallet-handlers';
import { paymentHandlers } from './payment-handlers';
import { trackerHandlers } from './tracker-handlers';

/** Coin history, redeem requests and the operator's wallet actions (issue 4). */
export const walletHandlers: HandlerMap = {
  ...trackerHandlers,
  ...paymentHandlers,
  ...adminWalletHandlers,
};
