/**
 * The header bell listens for this to count again: after the notifications page marks everything read,
 * and after Settings mutes or unmutes a kind (a muted kind leaves the count).
 */
export const NOTIFICATIONS_CHANGED_EVENT = 'openquiz:notifications-changed';

export const notificationsChanged = () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
