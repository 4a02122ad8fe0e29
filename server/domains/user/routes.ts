// The user domain's action handlers, for the route table (server/domains/handlers.ts) alone: kept
// out of index.ts so that a domain calling this one's services does not load its handlers (no cycles).
export { accountHandlers } from './account-handlers';
export { adminUserHandlers } from './admin-user-handlers';
export { avatarHandlers } from './avatar';
export { demoHandlers } from './demo';
export { emailChangeHandlers } from './email-change';
export { emailHandlers } from './email-handlers';
export { firebaseHandlers } from './firebase-handlers';
export { identityHandlers } from './identity-handlers';
export { phoneHandlers } from './phone-handlers';
export { userHandlers } from './user-handlers';
export { preferenceHandlers } from './preference-handlers';
