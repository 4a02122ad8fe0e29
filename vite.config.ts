import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { actions } from './contract/actions';

// The service worker only needs the actions it may stale-while-revalidate (and whether their answer
// depends on who asks); deriving the table here keeps zod (and the whole contract) out of sw.js.
const swrActions = Object.fromEntries(
  Object.entries(actions)
    .filter(([, def]) => def.cache === 'swr')
    .map(([name, def]) => [name, def.auth !== 'none']),
);

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  define: { __SWR_ACTIONS__: JSON.stringify(swrActions) },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: null,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: ['share.png'],
      },
      manifest: {
        name: 'OpenQuiz',
        short_name: 'OpenQuiz',
        description: 'Free quizzes on any topic: play, learn and win coins.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#6c3ce0',
        background_color: '#f6f4ff',
        categories: ['games', 'education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  build: { outDir: 'dist', target: 'es2022' },
});
