import { atom } from 'jotai';
import { useAtomValue } from './atom-hooks';
import { store } from './store';

/** Chromium's deferred install prompt (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const isStandalone = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad Safari install through the share sheet: there is no prompt to offer. */
export const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent);

/** The prompt the browser offered, kept for a moment the player chooses (never shown unasked). */
export const installPromptAtom = atom<InstallPromptEvent | null>(null);
export const installedAtom = atom(false);
/** Whether "Install the app" makes sense here: a prompt is waiting, or iOS, and not installed yet. */
export const canInstallAtom = atom(
  (get) => !get(installedAtom) && (get(installPromptAtom) !== null || isIos()),
);

/** How many times this device opened the app: the home page offers installing from the second. */
export const VISITS_KEY = 'openquiz.visits';
export const INSTALL_DISMISSED_KEY = 'openquiz.installDismissed';

/** Listens from the start: the browser fires beforeinstallprompt once, early. */
export function captureInstallPrompt() {
  store.set(installedAtom, isStandalone());
  localStorage.setItem(VISITS_KEY, String((Number(localStorage.getItem(VISITS_KEY)) || 0) + 1));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    store.set(installPromptAtom, null);
    store.set(installedAtom, true);
  });
}

/** Shows the browser's prompt; true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = store.get(installPromptAtom);
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  // A prompt can be used once; the browser offers a new one later if the player declined.
  store.set(installPromptAtom, null);
  return outcome === 'accepted';
}

export const useInstallPrompt = () => useAtomValue(installPromptAtom);
export const useCanInstall = () => useAtomValue(canInstallAtom);
