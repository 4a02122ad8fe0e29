import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { modes } from '../components/modes';
import { FullLoader } from './FullLoader';
import { GuestOnly, RequireAuth } from './guards';
import { Root, type RouteHandle } from './Root';
import { NotFoundPage } from './StatusPages';

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
      {
        element: <GuestOnly />,
        children: [
          { path: 'auth/login/*', lazy: page(() => import('../features/auth/LoginPage')) },
          { path: 'auth/sign-up/*', lazy: page(() => import('../features/auth/SignUpPage')) },
          { path: 'auth/reset-password/*', lazy: comingSoon('reset_password') },
          { path: 'auth/otp-verify/*', lazy: comingSoon('otp_verify') },
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
          { path: 'profile/play-bookmark-questions/*', lazy: comingSoon('bookmarks') },
          { path: 'profile/*', element: <NotFoundPage /> },
          ...upcoming,
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
