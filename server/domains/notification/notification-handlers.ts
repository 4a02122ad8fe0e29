import type { HandlerMap } from '../../http/handler';

/** The notifications list (issue 4). */
export const notificationHandlers: HandlerMap = {};
