// First: configures zod before any module builds a schema.
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import './styles/first-paint.css';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa';
import { captureInstallPrompt } from './lib/install';
import { installAudioPriming } from './lib/sound';
import { store } from './lib/store';
import { applyDocumentPreferences, preferencesAtom, reducedMotion } from './lib/preferences';
import { applyTheme } from './lib/theme';

// The player's settings apply before the first paint, and again the moment they change (here, from
// Settings, or from another device through the server).
const applyPreferences = () => {
  const prefs = store.get(preferencesAtom);
  applyTheme(prefs.theme ?? 'system');
  applyDocumentPreferences(prefs);
};
applyPreferences();
store.sub(preferencesAtom, applyPreferences);
captureInstallPrompt();
// Audio may only start in a user gesture: the first tap or key anywhere readies it (lib/sound).
installAudioPriming(reducedMotion);

// The first render as a transition: React renders it in slices, yielding to the browser between them,
// rather than in one long task that a slow phone's user cannot interrupt (issue 18, total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
