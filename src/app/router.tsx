import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { modes } from '../components/modes';
import { enteringOnly, leaderboardEarly, trueFalseEarly } from './early-data';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { catalogueModeRoutes, immersive, page } from './mode-routes';
import { Root } from './Root';
import { NeedsNetwork, NotFoundPage } from './StatusPages';

const comingSoon = (id: string) => async () => {
  const { default: ComingSoonPage } = await import('../features/coming-soon/ComingSoonPage');
  return { element: <ComingSoonPage id={id} /> };
};

const staticPage =
  (type: 'about_us' | 'contact_us' | 'privacy_policy' | 'terms_conditions' | 'faq') => async () => {
    const { default: StaticPage } = await import('../features/pages/StaticPage');
    return { element: <StaticPage type={type} /> };
  };

/** A battle page told which area (1 v 1 or group) it is in; lobby, play and result are shared. */
const battlePage =
  (area: 'one' | 'group', load: () => Promise<{ default: ComponentType<{ area: 'one' | 'group' }> }>) =>
  async () => {
    const { default: Component } = await load();
    return { element: <Component area={area} /> };
  };

const battleRoomRoutes = (base: string, area: 'one' | 'group'): RouteObject[] => [
  {
    path: `${base}/room/:roomId`,
    lazy: battlePage(area, () => import('../features/battle/rooms/LobbyPage')),
  },
  {
    path: `${base}/play/:roomId`,
    handle: immersive,
    lazy: battlePage(area, () => import('../features/battle/play/BattlePlayPage')),
  },
  {
    path: `${base}/result/:roomId`,
    lazy: battlePage(area, () => import('../features/battle/result/BattleResultPage')),
  },
];

/** The exam module (issue 16): the list, an exam in progress, a completed exam's result. */
const examRoutes: RouteObject[] = [
  { path: 'exam-module', lazy: page(() => import('../features/exam-module/ListPage')) },
  {
    path: 'exam-module/:examId/play',
    handle: immersive,
    lazy: page(() => import('../features/exam-module/PlayPage')),
  },
  { path: 'exam-module/:examId/result', lazy: page(() => import('../features/exam-module/ResultPage')) },
  { path: 'exam-module/*', element: <NotFoundPage /> },
];

const battleRoutes: RouteObject[] = [
  { path: 'random-battle', lazy: page(() => import('../features/battle/HubPage')) },
  { path: 'random-battle/search', lazy: page(() => import('../features/battle/search/SearchPage')) },
  {
    path: 'random-battle/friend',
    lazy: battlePage('one', () => import('../features/battle/rooms/RoomSetupPage')),
  },
  ...battleRoomRoutes('random-battle', 'one'),
  { path: 'random-battle/*', element: <NotFoundPage /> },
  { path: 'group-battle', lazy: battlePage('group', () => import('../features/battle/rooms/RoomSetupPage')) },
  ...battleRoomRoutes('group-battle', 'group'),
  { path: 'group-battle/*', element: <NotFoundPage /> },
];

/** Contests (issue 16): the tabs, then one contest's play, result, board and (once ended) answers. */
const contestRoutes: RouteObject[] = [
  { path: 'contest-play', lazy: page(() => import('../features/contest-play/ContestsPage')) },
  {
    path: 'contest-play/:contest/play',
    handle: immersive,
    lazy: page(() => import('../features/contest-play/PlayPage')),
  },
  { path: 'contest-play/:contest/result', lazy: page(() => import('../features/contest-play/ResultPage')) },
  {
    path: 'contest-play/:contest/leaderboard',
    lazy: page(() => import('../features/contest-play/BoardPage')),
  },
  { path: 'contest-play/:contest/answers', lazy: page(() => import('../features/contest-play/ReviewPage')) },
  { path: 'contest-play/*', element: <NotFoundPage /> },
];

/** Modes not built yet: routed and guarded like the real thing, prefix-matched (SPEC §2). */
const upcoming: RouteObject[] = modes
  .filter((m) => !m.live)
  .map((m) => ({ path: `${m.path.replace(/^\/|\/$/g, '')}/*`, lazy: comingSoon(m.id) }));

const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    // The same component while the first page's chunk loads: the shell paints before the page (Root).
    hydrateFallbackElement: <Root pending />,
    children: [
      { index: true, lazy: page(() => import('../features/home/HomePage')) },
      // Links from mails: they work whether or not this browser is signed in (and to which account).
      { path: 'auth/reset-password/*', lazy: page(() => import('../features/auth/ResetPasswordPage')) },
      { path: 'auth/verify-email/*', lazy: page(() => import('../features/auth/VerifyEmailPage')) },
      { path: 'auth/confirm-email/*', lazy: page(() => import('../features/auth/VerifyEmailPage')) },
      // Open to visitors too: their choices stay on this device until they sign in.
      { path: 'settings', lazy: page(() => import('../features/settings/SettingsPage')) },
      // A shared result card (issue 19): public, so whoever gets the link sees it.
      { path: 'share/:id', lazy: page(() => import('../features/share/SharePage')) },
      {
        id: 'guest',
        element: <GuestOnly />,
        children: [
          { path: 'auth/login/*', lazy: page(() => import('../features/auth/LoginPage')) },
          { path: 'auth/sign-up/*', lazy: page(() => import('../features/auth/SignUpPage')) },
          { path: 'auth/otp-verify/*', lazy: page(() => import('../features/auth/PhoneSignInPage')) },
        ],
      },
      {
        id: 'signed-in',
        element: <RequireAuth />,
        children: [
          ...catalogueModeRoutes,
          { path: 'profile', lazy: page(() => import('../features/profile/ProfilePage')) },
          {
            path: 'profile/play-bookmark-questions',
            lazy: page(() => import('../features/bookmarks/BookmarksPage')),
          },
          {
            path: 'profile/statistics',
            lazy: page(() => import('../features/statistics/StatisticsPage')),
          },
          { path: 'profile/badges', lazy: page(() => import('../features/badges/BadgesPage')) },
          {
            path: 'profile/coin-history',
            lazy: page(() => import('../features/wallet/CoinHistoryPage')),
          },
          { path: 'profile/wallet', lazy: page(() => import('../features/wallet/WalletPage')) },
          { path: 'profile/invite', lazy: page(() => import('../features/referral/InvitePage')) },
          { path: 'profile/*', element: <NotFoundPage /> },
          {
            path: 'notifications',
            lazy: page(() => import('../features/notifications/NotificationsPage')),
          },
          {
            path: 'leaderboard',
            loader: leaderboardEarly,
            lazy: page(() => import('../features/leaderboard/LeaderboardPage')),
          },
          {
            id: 'admin',
            element: <RequireAdmin />,
            children: [
              // The console (issue 17): one chunk with its own routes for its sections.
              { path: 'admin/*', lazy: page(() => import('../features/admin/AdminApp')) },
            ],
          },
          {
            id: 'online',
            element: <NeedsNetwork />,
            children: [
              {
                path: 'quiz-play/daily-quiz-dashboard',
                lazy: page(() => import('../features/daily-quiz/DashboardPage')),
              },
              {
                path: 'quiz-play/daily-quiz-dashboard/play',
                handle: immersive,
                lazy: page(() => import('../features/daily-quiz/PlayPage')),
              },
              ...battleRoutes,
              ...contestRoutes,
              ...examRoutes,
              ...upcoming,
            ],
          },
          {
            path: 'quiz-play/daily-quiz-dashboard/play/result',
            lazy: page(() => import('../features/daily-quiz/ResultPage')),
          },
          {
            path: 'quiz-play/daily-quiz-dashboard/play/review',
            lazy: page(() => import('../features/daily-quiz/ReviewPage')),
          },
          {
            path: 'quiz-play/true-and-false-play',
            lazy: page(() => import('../features/true-false/IntroPage')),
          },
          {
            path: 'quiz-play/true-and-false-play/play',
            handle: immersive,
            loader: trueFalseEarly,
            shouldRevalidate: enteringOnly,
            lazy: page(() => import('../features/true-false/PlayPage')),
          },
          {
            path: 'quiz-play/true-and-false-play/play/result',
            lazy: page(() => import('../features/true-false/ResultPage')),
          },
          {
            path: 'quiz-play/true-and-false-play/play/review',
            lazy: page(() => import('../features/true-false/ReviewPage')),
          },
          { path: 'quiz-play/*', element: <NotFoundPage /> },
          { path: 'offline', lazy: page(() => import('../features/offline/OfflinePage')) },
          {
            path: 'offline/play',
            handle: immersive,
            lazy: page(() => import('../features/offline/PlayPage')),
          },
          { path: 'offline/passage', lazy: page(() => import('../features/offline/PassagePage')) },
          { path: 'offline/result', lazy: page(() => import('../features/offline/ResultPage')) },
          { path: 'offline/review', lazy: page(() => import('../features/offline/ReviewPage')) },
          { path: 'offline/*', element: <NotFoundPage /> },
          { path: 'self-learning', lazy: page(() => import('../features/self-challenge/SetupPage')) },
          {
            path: 'self-learning/play',
            handle: immersive,
            lazy: page(() => import('../features/self-challenge/PlayPage')),
          },
          { path: 'self-learning/result', lazy: page(() => import('../features/self-challenge/ResultPage')) },
          { path: 'self-learning/review', lazy: page(() => import('../features/self-challenge/ReviewPage')) },
          { path: 'self-learning/*', element: <NotFoundPage /> },
          {
            path: 'play-bookmark-questions',
            handle: immersive,
            lazy: page(() => import('../features/bookmarks/PlayPage')),
          },
          {
            path: 'play-bookmark-questions/result',
            lazy: page(() => import('../features/bookmarks/ResultPage')),
          },
          {
            path: 'play-bookmark-questions/review',
            lazy: page(() => import('../features/bookmarks/ReviewPage')),
          },
          { path: 'play-bookmark-questions/*', element: <NotFoundPage /> },
        ],
      },
      { path: 'about-us', lazy: staticPage('about_us') },
      { path: 'contact-us', lazy: staticPage('contact_us') },
      { path: 'privacy-policy', lazy: staticPage('privacy_policy') },
      { path: 'terms-conditions', lazy: staticPage('terms_conditions') },
      { path: 'faq', lazy: staticPage('faq') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The routes under a layout route, each with the id of the layout it goes under. */
type Deferred = { parent: string; route: RouteObject }[];

/**
 * Splits the tree: the routes with a path of their own wait, keyed by their first segment, until a
 * navigation goes there (React Router's lazy route discovery, patchRoutesOnNavigation below). Matching
 * a location walks every branch of the tree, compiling each route's pattern as it goes: with all ~150
 * routes, creating the router and matching the first page took ~80 ms of a slow phone's first task on
 * every page (a CPU profile at 4× slowdown; issue 18). The home page, the layouts and the not-found
 * page stay; the rest joins the tree a segment at a time, as it is visited.
 */
function deferRoutes(tree: RouteObject[], parent: string | undefined, later: Map<string, Deferred>) {
  return tree.flatMap((route): RouteObject[] => {
    const segment = route.path?.split('/')[0]?.toLowerCase();
    if (parent && segment && segment !== '*') {
      later.set(segment, [...(later.get(segment) ?? []), { parent, route }]);
      return [];
    }
    if (!route.children) return [route];
    if (!route.id) throw new Error(`a layout route needs an id to take routes later (${route.path ?? ''})`);
    return [{ ...route, children: deferRoutes(route.children, route.id, later) } as RouteObject];
  });
}

const later = new Map<string, Deferred>();

export const router = createBrowserRouter(deferRoutes(routes, undefined, later), {
  // Called for a location the tree does not match, or matches only with parameters (the not-found
  // page's splat): adds that first segment's routes once, after which the router matches again.
  patchRoutesOnNavigation({ path, patch }) {
    const segment = (path.split('/')[1] ?? '').toLowerCase();
    const found = later.get(segment);
    if (!found) return;
    later.delete(segment);
    for (const { parent, route } of found) patch(parent, [route]);
  },
});
