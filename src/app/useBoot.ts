import { createElement, startTransition, useCallback, useEffect, useState } from 'react';
import { call, onUnauthorized, SWR_MESSAGE } from '../api';
import { codes } from '../../contract/codes';
import {
  FALLBACK_LANGUAGE,
  applyLanguagePack,
  browserLanguage,
  featureStringsLoaded,
  setDocumentLanguage,
} from '../lib/i18n';
import { useIsLogin, useSetCoins } from '../lib/session';
import {
  useWebSettingsState,
  useSetSystemConfig,
  useUiLanguagesState,
  useSetContentLanguages,
  useSetRtl,
  useUiLanguageState,
} from '../lib/settings';
import { maintenanceSaidAtom } from '../lib/site-state';
import { store } from '../lib/store';
import { Translated } from '../lib/i18n/translated';
import { notify } from '../lib/toast';
import { useLogout } from '../lib/use-logout';
import { afterFirstPage } from './when-idle';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Web settings: fetched once a session (SPEC §2, §4). The page usually carries them (inlined by the
 * server), so the shell shows at once and this fetch only refreshes them (the inlined copy may come from
 * the service worker's precached index.html); without them the full-screen loader waits for the answer.
 */
export function useLoadWebSettings() {
  const [settings, setSettings] = useWebSettingsState();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // Carried by the page: the fetch only refreshes them, after the first page. Otherwise the loader waits.
  const [carried] = useState(settings !== null);
  useEffect(() => {
    let live = true;
    void (carried ? afterFirstPage() : Promise.resolve()).then(() => {
      if (!live) return;
      call('get_web_settings').then(
        // The same settings as the page carried: keeping the object spares a re-render of their readers.
        (data) => live && setSettings((now) => (now && sameJson(now, data) ? now : data)),
        // With settings already in hand (inlined), a failed refresh changes nothing.
        () => live && setFailed(true),
      );
    });
    return () => {
      live = false;
    };
  }, [setSettings, attempt, carried]);

  // The service worker answers from its cache first: when the fresh answer differs (maintenance began
  // or ended, a colour changed), take it, so a player is not left on a stale maintenance page.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const msg = event.data as { type?: string; action?: string } | null;
      if (msg?.type !== SWR_MESSAGE || msg.action !== 'get_web_settings') return;
      call('get_web_settings').then(
        (fresh) => {
          setSettings(fresh);
          if (!fresh.maintenance) store.set(maintenanceSaidAtom, false);
        },
        () => undefined,
      );
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [setSettings]);

  useEffect(() => {
    const color = settings?.primary_color?.trim();
    if (color && CSS.supports('color', color))
      document.documentElement.style.setProperty('--color-primary', color);
    const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (color && theme && CSS.supports('color', color)) theme.content = color;
  }, [settings?.primary_color]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((a) => a + 1);
  }, []);
  return { settings, failed, retry };
}

/** True once the features' English strings are in (they load beside the shell). */
export function useFeatureStrings() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // The whole shell renders when they arrive: as a transition, in slices, not as one long task.
    void featureStringsLoaded.then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/**
 * System configurations, UI languages and the player's coins. The page carries the first two (settings.ts):
 * they are fetched again only after the first page (afterFirstPage), like the coins and the preferences.
 */
export function useBackgroundBoot() {
  const setConfig = useSetSystemConfig();
  const [languages, setLanguages] = useUiLanguagesState();
  const setContentLanguages = useSetContentLanguages();
  const setRtl = useSetRtl();
  const [chosen, setChosen] = useUiLanguageState();
  const isLogin = useIsLogin();
  const setCoins = useSetCoins();
  const logout = useLogout();
  const [languagesCarried] = useState(languages.length > 0);

  useEffect(() => {
    let live = true;
    // The same answer keeps the object, so nothing re-renders. Transitions: what they change re-renders
    // much of the page, which need not block input.
    void afterFirstPage().then(() => {
      if (!live) return;
      call('get_system_configurations').then(
        (config) => startTransition(() => setConfig((now) => (sameJson(now, config) ? now : config))),
        () => undefined,
      );
      call('get_languages').then(
        (list) => startTransition(() => setContentLanguages((now) => (sameJson(now, list) ? now : list))),
        () => undefined,
      );
      if (!languagesCarried) return;
      call('get_system_language_list', { from: 2 }).then(
        (list) => startTransition(() => setLanguages((now) => (sameJson(now, list) ? now : list))),
        () => undefined,
      );
    });
    return () => {
      live = false;
    };
  }, [setConfig, setContentLanguages, setLanguages, languagesCarried]);

  // Without the page's copy the list comes first (the interface language follows from it); an empty one
  // is not kept, or this would ask again at once.
  useEffect(() => {
    if (languages.length > 0) return;
    let live = true;
    call('get_system_language_list', { from: 2 }).then(
      (list) => {
        if (!live) return;
        if (list.length > 0) startTransition(() => setLanguages(list));
        else setDocumentLanguage(FALLBACK_LANGUAGE, false);
      },
      () => live && setDocumentLanguage(FALLBACK_LANGUAGE, false),
    );
    return () => {
      live = false;
    };
  }, [languages, setLanguages]);

  useEffect(() => {
    if (languages.length === 0) return;
    let live = true;
    const fallback = languages.find((l) => l.web_default)?.name ?? FALLBACK_LANGUAGE;
    if (!chosen) {
      // A first visit: the browser's language when the site has it (the site's default otherwise),
      // kept as the player's choice so the content language and the menu follow; this effect then
      // runs again with it.
      const preferred = browserLanguage(
        languages.map((l) => l.name),
        navigator.languages,
      );
      if (preferred && preferred !== fallback) {
        setChosen(preferred);
        return;
      }
    }
    const wanted = chosen && languages.some((l) => l.name === chosen) ? chosen : fallback;
    const rtlOf = (name: string) => languages.find((l) => l.name === name)?.web_rtl_support ?? false;
    // Resolves to the new direction; null when this effect has been left meanwhile.
    const switched: Promise<boolean | null> =
      wanted === FALLBACK_LANGUAGE
        ? applyLanguagePack({ name: FALLBACK_LANGUAGE, web_rtl_support: rtlOf(wanted), strings: {} }).then(
            () => rtlOf(wanted),
          )
        : call('get_system_language_json', { from: 2, language: wanted }).then(async (pack) => {
            if (!live) return null;
            await applyLanguagePack(pack);
            return pack.web_rtl_support;
          });
    switched
      .then((rtl) => {
        if (live && rtl !== null) setRtl(rtl);
      })
      .catch(() => setDocumentLanguage(FALLBACK_LANGUAGE, false));
    return () => {
      live = false;
    };
  }, [chosen, languages, setChosen, setRtl]);

  useEffect(() => {
    if (!isLogin) return;
    let live = true;
    // Settings chosen on another device arrive; ones chosen here while signed out or offline go up.
    const controller = new AbortController();
    void afterFirstPage().then(() => {
      if (!live) return;
      call('get_user_coin_score').then(setCoins, () => undefined);
      import('../lib/preference-sync')
        .then((m) => m.syncPreferences(controller.signal))
        .catch(() => undefined);
    });
    return () => {
      live = false;
      controller.abort();
    };
  }, [isLogin, setCoins]);

  useEffect(
    () =>
      onUnauthorized((code) => {
        const deactivated = code === codes.deactivated;
        notify.info(createElement(Translated, { k: deactivated ? 'code_126' : 'code_129' }), {
          toastId: 'session-ended',
        });
        void logout();
      }),
    [logout],
  );
}
