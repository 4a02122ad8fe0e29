import type { HandlerMap } from '../http/handler';
import { auditHandlers } from './audit/routes';
import { badgeHandlers } from './badge/routes';
import { battleHandlers, inviteHandlers } from './battle/routes';
import {
  adminCategoryHandlers,
  adminContentHandlers,
  catalogueHandlers,
  premiumHandlers,
} from './catalogue/routes';
import { dashboardHandlers } from './dashboard/routes';
import { contestAdminHandlers, contestHandlers } from './contest/routes';
import { examAdminHandlers, examHandlers } from './exam/routes';
import { leaderboardHandlers } from './leaderboard/routes';
import { adminReportHandlers, libraryHandlers } from './library/routes';
import { adminMailHandlers } from './mail/routes';
import { broadcastHandlers, notificationHandlers } from './notification/routes';
import { packHandlers, practiceResultHandlers } from './offline/routes';
import { adminPaymentListHandlers, adminWalletHandlers, paymentHandlers } from './payment/routes';
import { dailyHandlers, practiceHandlers, quizZoneHandlers, submitHandlers } from './play/routes';
import { pushHandlers } from './push/routes';
import { adminSettingsHandlers, settingsHandlers } from './settings/routes';
import { shareHandlers } from './share/routes';
import {
  accountHandlers,
  adminUserHandlers,
  avatarHandlers,
  demoHandlers,
  emailChangeHandlers,
  emailHandlers,
  firebaseHandlers,
  identityHandlers,
  phoneHandlers,
  preferenceHandlers,
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
  ...preferenceHandlers,
  ...settingsHandlers,
  ...catalogueHandlers,
  ...premiumHandlers,
  ...adminContentHandlers,
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
  ...adminPaymentListHandlers,
  ...adminUserHandlers,
  ...dashboardHandlers,
  ...badgeHandlers,
  ...notificationHandlers,
  ...broadcastHandlers,
  ...auditHandlers,
  ...adminCategoryHandlers,
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
  ...adminReportHandlers,
  ...adminSettingsHandlers,
  ...adminMailHandlers,
  ...shareHandlers,
};
