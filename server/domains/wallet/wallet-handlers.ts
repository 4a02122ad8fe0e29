import type { HandlerMap } from '../../http/handler';
import { trackerHandlers } from './tracker-handlers';

/** Coin history (issue 4). Redeem requests and the operator's decisions are the payment domain's. */
export const walletHandlers: HandlerMap = {
  ...trackerHandlers,
};
