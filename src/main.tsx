// First: configures zod before any module builds a schema.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/App';
import { registerServiceWorker } from './app/pwa';
import { captureInstallPrompt } from './lib/install';
import { store } from './lib/store';
import { applyTheme, themeAtom } from './lib/theme';

applyTheme(store.get(themeAtom));
captureInstallPrompt();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
