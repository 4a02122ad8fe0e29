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
import { store } from './lib/store';
import { applyTheme, themeAtom } from './lib/theme';

applyTheme(store.get(themeAtom));
captureInstallPrompt();

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
