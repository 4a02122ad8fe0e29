import type { HandlerMap } from '../http/handler';
import { badgeHandlers } from './badge/badge-handlers';
import { battleHandlers } from './battle/battle-handlers';
import { inviteHandlers } from './battle/invite';
import { leaderboardHandlers } from './leaderboard/leaderboard-handlers';
import { notificationHandlers } from './notification/notification-handlers';
import { pushHandlers } from './push/push-handlers';
import { accountHandlers } from './user/account-handlers';
import { demoHandlers } from './user/demo';
import { firebaseHandlers } from './user/firebase-handlers';
import { walletHandlers } from './wallet/wallet-handlers';
import { catalogueHandlers } from './catalogue/catalogue-handlers';
import { premiumHandlers } from './catalogue/premium-handlers';
import { libraryHandlers } from './library/library-handlers';
import { dailyHandlers } from './play/daily-handlers';
import { packHandlers } from './offline/pack-handlers';
import { practiceHandlers } from './play/practice-handlers';
import { practiceResultHandlers } from './play/practice-result';
import { quizZoneHandlers } from './play/quiz-zone-handlers';
import { submitHandlers } from './play/submit-handlers';
import { settingsHandlers } from './settings/settings-handlers';
import { emailChangeHandlers } from './user/email-change';
import { emailHandlers } from './user/email-handlers';
import { phoneHandlers } from './user/phone-handlers';
import { avatarHandlers } from './user/avatar';
import { identityHandlers } from './user/identity-handlers';
import { userHandlers } from './user/user-handlers';

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
  ...badgeHandlers,
  ...notificationHandlers,
  ...pushHandlers,
  ...leaderboardHandlers,
  ...accountHandlers,
  ...demoHandlers,
  ...firebaseHandlers,
  ...battleHandlers,
  ...inviteHandlers,
};
