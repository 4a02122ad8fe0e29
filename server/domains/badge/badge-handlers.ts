import type { HandlerMap } from '../../http/handler';

/** Badges: list and claim (issue 4). */
export const badgeHandlers: HandlerMap = {};
