import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { modes } from '../components/modes';
import type { PracticeModeId } from '../features/practice/config';
import { FullLoader } from './FullLoader';
import { GuestOnly, RequireAuth } from './guards';
import { Root, type RouteHandle } from './Root';
import { NeedsNetwork, NotFoundPage } from './StatusPages';

type PageModule = { default: ComponentType };

/** Each page is its own chunk (DESIGN §12); the router shows the progress bar while it loads. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const comingSoon = (id: string) => async () => {
  const { default: ComingSoonPage } = await import('../features/coming-soon/ComingSoonPage');
  return { element: <ComingSoonPage id={id} /> };
};

const staticPage = (type: 'about_us' | 'contact_us' | 'privacy_policy' | 'terms_conditions') => async () => {
  const { default: StaticPage } = await import('../features/pages/StaticPage');
  return { element: <StaticPage type={type} /> };
};

const immersive: RouteHandle = { immersive: true };

/** Quiz Zone screens for a category with or without a subcategory. */
const quizZoneLevelRoutes = (base: string): RouteObject[] => [
  {
    path: `${base}/level/:level`,
    handle: immersive,
    lazy: page(() => import('../features/quiz-zone/PlayPage')),
  },
  { path: `${base}/level/:level/result`, lazy: page(() => import('../features/quiz-zone/ResultPage')) },
  { path: `${base}/level/:level/review`, lazy: page(() => import('../features/quiz-zone/ReviewPage')) },
];

/** A page of a practice mode (guess the word, audio, maths): one set of pages, told which mode. */
const practicePage =
  (mode: PracticeModeId, load: () => Promise<{ default: ComponentType<{ mode: PracticeModeId }> }>) =>
  async () => {
    const { default: Component } = await load();
    return { element: <Component mode={mode} /> };
  };

/** Practice modes: categories → subcategories → intro → play → result → review (a category without
 * subcategories is played whole, its intro at /<mode>/<category>/). */
const practiceRoutes = (mode: PracticeModeId): RouteObject[] => {
  const base = (modes.find((m) => m.id === mode)?.path ?? '').replace(/^\/|\/$/g, '');
  const session = (at: string): RouteObject[] => [
    {
      path: `${at}/play`,
      handle: immersive,
      lazy: practicePage(mode, () => import('../features/practice/PlayPage')),
    },
    { path: `${at}/result`, lazy: practicePage(mode, () => import('../features/practice/ResultPage')) },
    { path: `${at}/review`, lazy: practicePage(mode, () => import('../features/practice/ReviewPage')) },
  ];
  return [
    { path: base, lazy: practicePage(mode, () => import('../features/practice/CategoriesPage')) },
    {
      path: `${base}/:category`,
      lazy: practicePage(mode, () => import('../features/practice/SubcategoriesPage')),
    },
    ...session(`${base}/:category`),
    {
      path: `${base}/:category/:subcategory`,
      lazy: practicePage(mode, () => import('../features/practice/IntroPage')),
    },
    ...session(`${base}/:category/:subcategory`),
    { path: `${base}/*`, element: <NotFoundPage /> },
  ];
};

/** Fun & Learn: a passage of a category or subcategory list, its quiz, result and review. */
const funAndLearnPassageRoutes = (at: string): RouteObject[] => [
  { path: `${at}/passage/:passage`, lazy: page(() => import('../features/fun-and-learn/PassagePage')) },
  {
    path: `${at}/passage/:passage/play`,
    handle: immersive,
    lazy: page(() => import('../features/fun-and-learn/PlayPage')),
  },
  {
    path: `${at}/passage/:passage/result`,
    lazy: page(() => import('../features/fun-and-learn/ResultPage')),
  },
  {
    path: `${at}/passage/:passage/review`,
    lazy: page(() => import('../features/fun-and-learn/ReviewPage')),
  },
];

const funAndLearnRoutes: RouteObject[] = [
  { path: 'fun-and-learn', lazy: page(() => import('../features/fun-and-learn/CategoriesPage')) },
  {
    path: 'fun-and-learn/:category',
    lazy: page(() => import('../features/fun-and-learn/SubcategoriesPage')),
  },
  ...funAndLearnPassageRoutes('fun-and-learn/:category'),
  {
    path: 'fun-and-learn/:category/:subcategory',
    lazy: page(() => import('../features/fun-and-learn/PassageListPage')),
  },
  ...funAndLearnPassageRoutes('fun-and-learn/:category/:subcategory'),
  { path: 'fun-and-learn/*', element: <NotFoundPage /> },
];

/** Multi Match levels of a category with or without a subcategory. */
const multiMatchLevelRoutes = (base: string): RouteObject[] => [
  {
    path: `${base}/level/:level`,
    handle: immersive,
    lazy: page(() => import('../features/multi-match/PlayPage')),
  },
  { path: `${base}/level/:level/result`, lazy: page(() => import('../features/multi-match/ResultPage')) },
  { path: `${base}/level/:level/review`, lazy: page(() => import('../features/multi-match/ReviewPage')) },
];

const multiMatchRoutes: RouteObject[] = [
  { path: 'multi-match-questions', lazy: page(() => import('../features/multi-match/CategoriesPage')) },
  {
    path: 'multi-match-questions/:category',
    lazy: page(() => import('../features/multi-match/SubcategoriesPage')),
  },
  ...multiMatchLevelRoutes('multi-match-questions/:category'),
  {
    path: 'multi-match-questions/:category/:subcategory',
    lazy: page(() => import('../features/multi-match/LevelsPage')),
  },
  ...multiMatchLevelRoutes('multi-match-questions/:category/:subcategory'),
  { path: 'multi-match-questions/*', element: <NotFoundPage /> },
];

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

/** Modes not built yet: routed and guarded like the real thing, prefix-matched (SPEC §2). */
const upcoming: RouteObject[] = modes
  .filter((m) => !m.live)
  .map((m) => ({ path: `${m.path.replace(/^\/|\/$/g, '')}/*`, lazy: comingSoon(m.id) }));

export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <FullLoader />,
    children: [
      { index: true, lazy: page(() => import('../features/home/HomePage')) },
      // Links from mails: they work whether or not this browser is signed in (and to which account).
      { path: 'auth/reset-password/*', lazy: page(() => import('../features/auth/ResetPasswordPage')) },
      { path: 'auth/verify-email/*', lazy: page(() => import('../features/auth/VerifyEmailPage')) },
      { path: 'auth/confirm-email/*', lazy: page(() => import('../features/auth/VerifyEmailPage')) },
      {
        element: <GuestOnly />,
        children: [
          { path: 'auth/login/*', lazy: page(() => import('../features/auth/LoginPage')) },
          { path: 'auth/sign-up/*', lazy: page(() => import('../features/auth/SignUpPage')) },
          { path: 'auth/otp-verify/*', lazy: page(() => import('../features/auth/PhoneSignInPage')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'quiz-zone', lazy: page(() => import('../features/quiz-zone/CategoriesPage')) },
          {
            path: 'quiz-zone/:category',
            lazy: page(() => import('../features/quiz-zone/SubcategoriesPage')),
          },
          ...quizZoneLevelRoutes('quiz-zone/:category'),
          {
            path: 'quiz-zone/:category/:subcategory',
            lazy: page(() => import('../features/quiz-zone/LevelsPage')),
          },
          ...quizZoneLevelRoutes('quiz-zone/:category/:subcategory'),
          { path: 'quiz-zone/*', element: <NotFoundPage /> },
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
          { path: 'leaderboard', lazy: page(() => import('../features/leaderboard/LeaderboardPage')) },
          {
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
          ...practiceRoutes('guess_word'),
          ...practiceRoutes('audio_questions'),
          ...practiceRoutes('math_mania'),
          ...funAndLearnRoutes,
          ...multiMatchRoutes,
        ],
      },
      { path: 'about-us', lazy: staticPage('about_us') },
      { path: 'contact-us', lazy: staticPage('contact_us') },
      { path: 'privacy-policy', lazy: staticPage('privacy_policy') },
      { path: 'terms-conditions', lazy: staticPage('terms_conditions') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
