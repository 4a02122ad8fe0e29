import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { isDemoAtom, useUser, useUnverifiedEmail, useIsDemo } from '../lib/session';
import { store } from '../lib/store';
import { useRtl } from '../lib/settings';
import { useMaintenanceSaid, useUpdateRequired } from '../lib/site-state';
import { effectiveTheme, useTheme } from '../lib/theme';
import { firstPaintShown, useFirstPaintRemoval } from './first-paint';
import { Footer } from './Footer';
import { FullLoader } from './FullLoader';
import { isStaff, useSessionEndReset } from './guards';
import { Header } from './Header';
import { RouteProgress } from './RouteProgress';
import styles from './Shell.module.css';
import VerifyBanner from './VerifyBanner';
import { MaintenancePage, UpdateRequiredPage } from './StatusPages';
import { useBackgroundBoot, useFeatureStrings, useLoadWebSettings } from './useBoot';
import { whenIdleAfterLoad } from './when-idle';

const Toasts = lazy(() => import('./Toasts'));
const loadDemoBanner = () => import('./DemoBanner');
// The page waits for its banner (one boundary, below): for the demo account the banner's chunk starts
// now, beside the route's, instead of a round trip after the first render. The verify reminder is in the
// first chunk (VerifyBanner, imported above): its paragraph is the largest paint of every page of a new,
// unverified player, and as a chunk of its own it painted a round trip after the shell (issue 18,
// docs/performance.md).
if (store.get(isDemoAtom)) void loadDemoBanner();
const DemoBanner = lazy(loadDemoBanner);
// Operators only, while the site is in maintenance.
const MaintenanceBanner = lazy(() => import('./MaintenanceBanner'));

/**
 * The toasts' container (react-toastify) mounts once the page is idle: a toast sent before waits in the
 * library's queue (lib/toast.ts), and its chunk no longer competes with the first paint. Its own
 * component: the state flip re-renders only it, not the whole shell below Root (a long task on a slow
 * phone while the page starts; issue 18).
 */
function IdleToasts() {
  const rtl = useRtl();
  const theme = useTheme();
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts rtl={rtl} dark={effectiveTheme(theme) === 'dark'} />
    </Suspense>
  );
}

/** Route handle: immersive pages (play) hide the footer. */
export interface RouteHandle {
  immersive?: boolean;
}

/**
 * The shell around every page. The header and the banners paint as soon as the settings are here (inlined
 * with the page) — they are a new player's largest paint (issue 18) — while the page waits for what it
 * needs besides: the features' strings, and its chunk. `pending`: the router is still loading the first
 * page's chunk (it renders Root as its hydrate fallback, router.tsx); the same Root instance then gets
 * the page (a re-render, not a remount). The footer waits for the page: painted first, it would be pushed
 * down when the page arrives (a layout shift).
 */
export function Root({ pending = false }: { pending?: boolean }) {
  const { t } = useTranslation();
  const { settings, failed, retry } = useLoadWebSettings();
  const stringsReady = useFeatureStrings();
  useBackgroundBoot();
  useSessionEndReset();
  // The outbox and the packs' refresh load after the first page (background.ts), once the page has
  // loaded and the main thread is idle: their code (the contract's schemas among it) and their database
  // reads would otherwise compete with the first paint.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    const cancel = whenIdleAfterLoad(() => {
      void import('./background').then((background) => {
        if (live) stop = background.startBackground();
      });
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, []);
  const user = useUser();
  const userId = user?.id;
  const unverifiedEmail = useUnverifiedEmail();
  const demo = useIsDemo();
  useEffect(() => {
    if (!userId) return;
    return whenIdleAfterLoad(() => {
      void import('./background').then((background) => background.refreshDownloadedPacks(userId));
    });
  }, [userId]);
  const immersive = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.immersive);
  const maintenanceSaid = useMaintenanceSaid();
  const updateRequired = useUpdateRequired();
  const maintenance = Boolean(settings?.maintenance) || maintenanceSaid;

  const loading = !settings;
  const pageWaits = pending || !stringsReady;
  let body;
  // While the server's prerendered page is up, the loader would only cover it (first-paint.ts).
  if (loading) body = failed || !firstPaintShown() ? <FullLoader failed={failed} onRetry={retry} /> : null;
  // A prerendered page (home, sign-in) stays up until the app's page can take its place.
  else if (pageWaits && firstPaintShown()) body = null;
  // The status pages' words are feature strings.
  else if (updateRequired) body = stringsReady ? <UpdateRequiredPage /> : null;
  // Operators keep working during maintenance (the server lets them through too).
  else if (maintenance && !isStaff(user)) body = stringsReady ? <MaintenancePage /> : null;
  else
    body = (
      <>
        <a href="#main" className={styles.skip}>
          {t('skip_to_content')}
        </a>
        <Header />
        {/* The banners above the page load on demand; the page waits for them (one boundary), so a
            banner never arrives above a page already shown and pushes it down (layout shift, issue 18).
            Only the verify reminder's words are the shell's own (shell.json); the others wait for theirs. */}
        <Suspense fallback={null}>
          {unverifiedEmail && !immersive ? <VerifyBanner email={unverifiedEmail} /> : null}
          {maintenance && stringsReady ? <MaintenanceBanner /> : null}
          {demo && !immersive && stringsReady ? <DemoBanner /> : null}
          <main id="main" className={styles.main} tabIndex={-1}>
            {pageWaits ? null : <Outlet />}
          </main>
          {immersive || pageWaits ? null : <Footer />}
        </Suspense>
      </>
    );

  useFirstPaintRemoval((!loading && !pageWaits) || failed);

  return (
    <>
      <RouteProgress />
      {body}
      <ScrollRestoration />
      <IdleToasts />
    </>
  );
}
