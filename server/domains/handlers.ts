import type { HandlerMap } from '../http/handler';
import { auditHandlers } from './audit/routes';
import { badgeHandlers } from './badge/routes';
import { battleHandlers, inviteHandlers } from './battle/routes';
import { catalogueHandlers, premiumHandlers } from './catalogue/routes';
import { contestAdminHandlers, contestHandlers } from './contest/routes';
import { examAdminHandlers, examHandlers } from './exam/routes';
import { leaderboardHandlers } from './leaderboard/routes';
import { libraryHandlers } from './library/routes';
import { broadcastHandlers, notificationHandlers } from './notification/routes';
import { packHandlers, practiceResultHandlers } from './offline/routes';
import { adminWalletHandlers, paymentHandlers } from './payment/routes';
import { dailyHandlers, practiceHandlers, quizZoneHandlers, submitHandlers } from './play/routes';
import { pushHandlers } from './push/routes';
import { settingsHandlers } from './settings/routes';
import {
  accountHandlers,
  avatarHandlers,
  demoHandlers,
  emailChangeHandlers,
  emailHandlers,
  firebaseHandlers,
  identityHandlers,
  phoneHandlers,
  userHandlers,
} from './user/routes';
import { walletHandlers } from './wallet/routes';

/** Every implemented action's handler, by name; the route answers 208 for contract actions not here. */
export const handlers: HandlerMap = {
  ...identityHandlers,
  ...emailHandlers,
  ...emailChangeHandlers,
  ...phoneHandlers,
  ...avatarHandlers,
  ...userHandlers,
  ...settingsHandlers,
  ...catalogueHandlers,
  ...premiumHandlers,
  ...quizZoneHandlers,
  ...practiceHandlers,
  ...practiceResultHandlers,
  ...packHandlers,
  ...dailyHandlers,
  ...submitHandlers,
  ...libraryHandlers,
  ...walletHandlers,
  ...paymentHandlers,
  ...adminWalletHandlers,
  ...badgeHandlers,
  ...notificationHandlers,
  ...broadcastHandlers,
  ...auditHandlers,
  ...pushHandlers,
  ...leaderboardHandlers,
  ...accountHandlers,
  ...demoHandlers,
  ...firebaseHandlers,
  ...battleHandlers,
  ...inviteHandlers,
  ...contestHandlers,
  ...contestAdminHandlers,
  ...examHandlers,
  ...examAdminHandlers,
};
