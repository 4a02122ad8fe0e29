import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { modesOfFlow, type ModeIdOfFlow } from '../../contract/modes';
import type { PracticeModeId } from '../features/practice/config';
import type { RouteHandle } from './Root';
import { categoriesEarly } from './early-data';
import { NotFoundPage } from './StatusPages';

/**
 * Routes of the catalogue modes, built from the mode registry (contract/modes.ts) by flow: a new mode of
 * an existing flow gets its pages here without a route of its own.
 */

type PageModule = { default: ComponentType };
type Load = () => Promise<PageModule>;

/** Each page is its own chunk (DESIGN §12); the router shows the progress bar while it loads. */
export const page = (load: Load) => async () => ({ Component: (await load()).default });

export const immersive: RouteHandle = { immersive: true };

const root = (path: string) => path.replace(/^\/|\/$/g, '');

/** The pages of a levelled mode; each mode fetches its own questions, so each has its own pages. */
interface LevelPages {
  categories: Load;
  subcategories: Load;
  levels: Load;
  play: Load;
  result: Load;
  review: Load;
}

const levelPages: Record<ModeIdOfFlow<'levels'>, LevelPages> = {
  quiz_zone: {
    categories: () => import('../features/quiz-zone/CategoriesPage'),
    subcategories: () => import('../features/quiz-zone/SubcategoriesPage'),
    levels: () => import('../features/quiz-zone/LevelsPage'),
    play: () => import('../features/quiz-zone/PlayPage'),
    result: () => import('../features/quiz-zone/ResultPage'),
    review: () => import('../features/quiz-zone/ReviewPage'),
  },
  multi_match: {
    categories: () => import('../features/multi-match/CategoriesPage'),
    subcategories: () => import('../features/multi-match/SubcategoriesPage'),
    levels: () => import('../features/multi-match/LevelsPage'),
    play: () => import('../features/multi-match/PlayPage'),
    result: () => import('../features/multi-match/ResultPage'),
    review: () => import('../features/multi-match/ReviewPage'),
  },
};

/** categories → subcategories → levels → play → result → review (a category without subcategories
 * has its levels at /<mode>/<category>/). */
function levelRoutes(mode: ModeIdOfFlow<'levels'>, base: string, pages: LevelPages): RouteObject[] {
  const level = (at: string): RouteObject[] => [
    { path: `${at}/level/:level`, handle: immersive, lazy: page(pages.play) },
    { path: `${at}/level/:level/result`, lazy: page(pages.result) },
    { path: `${at}/level/:level/review`, lazy: page(pages.review) },
  ];
  return [
    { path: base, loader: categoriesEarly(mode), lazy: page(pages.categories) },
    { path: `${base}/:category`, lazy: page(pages.subcategories) },
    ...level(`${base}/:category`),
    { path: `${base}/:category/:subcategory`, lazy: page(pages.levels) },
    ...level(`${base}/:category/:subcategory`),
    { path: `${base}/*`, element: <NotFoundPage /> },
  ];
}

/** A page of a practice mode (guess the word, audio, maths): one set of pages, told which mode. */
const practicePage =
  (mode: PracticeModeId, load: () => Promise<{ default: ComponentType<{ mode: PracticeModeId }> }>) =>
  async () => {
    const { default: Component } = await load();
    return { element: <Component mode={mode} /> };
  };

/** categories → subcategories → intro → play → result → review (a category without subcategories is
 * played whole, its intro at /<mode>/<category>/). */
function practiceRoutes(mode: PracticeModeId, base: string): RouteObject[] {
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
    {
      path: base,
      loader: categoriesEarly(mode),
      lazy: practicePage(mode, () => import('../features/practice/CategoriesPage')),
    },
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
}

/** categories → subcategories → passages → passage → play → result → review (Fun & Learn). */
function passageRoutes(mode: ModeIdOfFlow<'passages'>, base: string): RouteObject[] {
  const passage = (at: string): RouteObject[] => [
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
  return [
    {
      path: base,
      loader: categoriesEarly(mode),
      lazy: page(() => import('../features/fun-and-learn/CategoriesPage')),
    },
    {
      path: `${base}/:category`,
      lazy: page(() => import('../features/fun-and-learn/SubcategoriesPage')),
    },
    ...passage(`${base}/:category`),
    {
      path: `${base}/:category/:subcategory`,
      lazy: page(() => import('../features/fun-and-learn/PassageListPage')),
    },
    ...passage(`${base}/:category/:subcategory`),
    { path: `${base}/*`, element: <NotFoundPage /> },
  ];
}

/** Every catalogue mode's routes, from the registry. */
export const catalogueModeRoutes: RouteObject[] = [
  ...modesOfFlow('levels').flatMap((m) => levelRoutes(m.id, root(m.path), levelPages[m.id])),
  ...modesOfFlow('practice').flatMap((m) => practiceRoutes(m.id, root(m.path))),
  ...modesOfFlow('passages').flatMap((m) => passageRoutes(m.id, root(m.path))),
];
