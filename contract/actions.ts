import type { z } from 'zod';
import { authActions } from './actions/auth';
import { accountActions } from './actions/account';
import { pushActions } from './actions/push';
import { preferenceActions } from './actions/preferences';
import { settingsActions } from './actions/settings';
import { catalogueActions } from './actions/catalogue';
import { contestActions } from './actions/contests';
import { battleActions } from './actions/battle';
import { examActions } from './actions/exams';
import { walletActions } from './actions/wallet';
import { leaderboardActions } from './actions/leaderboards';
import { bookmarkActions } from './actions/bookmarks';
import { notificationActions } from './actions/notifications';
import { adminActions } from './actions/admin';
import { adminCategoryActions } from './actions/admin-categories';
import { adminContentActions } from './actions/admin-content';
import { adminPlayerActions } from './actions/admin-players';
import { adminSiteActions } from './actions/admin-site';
import { adminEventActions } from './actions/admin-events';
import { shareActions } from './actions/share';

/**
 * Every action of SPEC §7 plus our own (embedded auth, per-question verdicts, lifelines).
 * The client API, the service worker cache and the server router are all derived from this table.
 * Each area's actions live in contract/actions/<area>.ts; their order here is the order of docs/api.md.
 */
export const actions = {
  ...authActions,
  ...accountActions,
  ...pushActions,
  ...preferenceActions,
  ...settingsActions,
  ...catalogueActions,
  ...contestActions,
  ...battleActions,
  ...examActions,
  ...walletActions,
  ...leaderboardActions,
  ...bookmarkActions,
  ...notificationActions,
  ...shareActions,
  ...adminActions,
  ...adminCategoryActions,
  ...adminContentActions,
  ...adminPlayerActions,
  ...adminSiteActions,
  ...adminEventActions,
} as const;

export type Actions = typeof actions;
export type ActionName = keyof Actions;
export type ActionData<A extends ActionName> = z.output<Actions[A]['data']>;
export type ActionInput<A extends ActionName> = z.output<Actions[A]['payload']>;
/** What a caller passes: the payload's field names, values as they go into a form field (or a file). */
export type ActionPayload<A extends ActionName> = Partial<
  Record<keyof ActionInput<A>, string | number | Blob>
>;

export const actionNames = Object.keys(actions) as ActionName[];
export const isActionName = (name: string): name is ActionName => Object.hasOwn(actions, name);
