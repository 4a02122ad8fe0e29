import type { HandlerMap } from '../../http/handler';

/** Coin history and redeem requests (issue 4). */
export const walletHandlers: HandlerMap = {};
