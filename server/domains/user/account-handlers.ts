import type { HandlerMap } from '../../http/handler';

/** Referrals, statistics and account deletion (issue 4). */
export const accountHandlers: HandlerMap = {};
