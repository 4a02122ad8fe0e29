import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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
/**
 * A module of the operators' console (src/features/admin, its strings, and the settings registry its
 * forms are built from; players' code needs only contract/versions.ts): its chunks are named admin-*.
 */
const adminChunks = new Set<string>();
const playerChunks = new Set<string>();
const adminModule = (id: string) =>
  /(^|[\\/])(src[\\/]features[\\/]admin|contract[\\/]strings[\\/]admin)[\\/]/.test(id) ||
  /(^|[\\/])contract[\\/]setting-registry\.ts$/.test(id);

/**
 * Writes .br and .gz beside every text asset of the build, once, so the server sends them compressed
 * without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const full = path.join(dir, f);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'openquiz-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of walk(outDir).filter((f) => /\.(js|mjs|css|html|svg|json|webmanifest)$/.test(f))) {
          const data = readFileSync(file);
          if (data.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Puts the first page's stylesheets into index.html as <style> elements: the page can paint as soon as
 * the HTML has arrived, without one more round trip for CSS (on a slow phone network the largest part
 * of the time to first paint; issue 18, docs/performance.md). Each keeps a *disabled* <link> to its file
 * in its place: a disabled stylesheet is not fetched, but Vite's loader of lazy chunks finds it and does
 * not add the same sheet again later, which would repeat its rules after the lazy chunks' own and change
 * which rule wins. The CSS files stay in the build (and the precache) for that lookup.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'openquiz-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source);
            // Nothing in a stylesheet may close the element it is inlined in.
            if (/<\/style/i.test(css)) return tag;
            return `<style data-href="/${file}">${css}</style>${tag.replace('>', ' disabled>')}`;
          },
        );
      },
    },
  };
}

/**
 * Writes <outDir>/.vite/bundle-modules.json: each JS chunk's modules and their minified (rendered) size,
 * for bench/bundle.ts to list what the initial chunks are made of. A dot directory: the server does not
 * serve it and the precache glob skips it.
 */
function moduleReport(): Plugin {
  return {
    name: 'openquiz-module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd() + path.sep;
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          file: c.fileName,
          modules: Object.entries(c.modules)
            .map(([id, m]) => ({ id: id.replace(root, '').replace(/^\0/, ''), size: m.renderedLength }))
            .filter((m) => m.size > 0),
        }));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-modules.json',
        source: JSON.stringify(chunks),
      });
    },
  };
}

export default defineConfig({
  define: {
    __SWR_ACTIONS__: JSON.stringify(swrActions),
    // The app's own version, sent with every action and compared with the operator's minimum.
    __APP_VERSION__: JSON.stringify(
      (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version,
    ),
  },
  plugins: [
    react(),
    inlineEntryCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: null,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // KaTeX loads only with a maths question, and the worker keeps it once fetched (a maths pack
        // fetches it for offline play: sw/lazy-assets.ts); Firebase only where the operator configured
        // it. The large icons are for installing (the browser fetches them then, online); the shell
        // needs the small one. The preset pictures load when the picture dialog opens. The charts load
        // only on the statistics page and the console's dashboard, which need the network anyway, as
        // do signing in by phone (an SMS; libphonenumber's metadata is most of that page: 127 KB) and
        // cropping a new profile picture (an upload).
        globIgnores: [
          'assets/PhoneSignInPage-*',
          'assets/AvatarCropDialog-*',
          'share.png',
          'assets/StatsCharts-*',
          'assets/admin-*',
          'assets/DashboardCharts-*',
          'assets/charts-*',
          'avatars/**',
          'assets/katex-*',
          'assets/firebase-*',
          'icons/icon-512.png',
          'icons/maskable-512.png',
        ],
      },
      // The glob above already lists the icons it keeps; the manifest's would be listed twice.
      includeManifestIcons: false,
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
    precompress(),
    moduleReport(),
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
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The console's chunks carry an admin- prefix, so the service worker leaves them out of the
        // precache (globIgnores): players never download the operators' code, and admins need a
        // network for the console anyway.
        // A chunk is the console's when every module in it is (a chunk shared with players' pages is
        // not); its CSS is named after it, so the names seen here tell the CSS apart below.
        chunkFileNames: (chunk) => {
          if (chunk.moduleIds.length === 0 || !chunk.moduleIds.every(adminModule)) {
            playerChunks.add(chunk.name);
            return 'assets/[name]-[hash].js';
          }
          adminChunks.add(chunk.name);
          return 'assets/admin-[name]-[hash].js';
        },
        // A CSS file is the console's when its sources are, or when it is named after a console chunk
        // whose name no player chunk shares (a battle's "players" and the console's "players" may both
        // exist): when in doubt it stays a player asset, precached, which costs a little and breaks nothing.
        assetFileNames: (asset) =>
          asset.originalFileNames.length > 0
            ? asset.originalFileNames.every(adminModule)
              ? 'assets/admin-[name]-[hash][extname]'
              : 'assets/[name]-[hash][extname]'
            : asset.names.some((n) => {
                  const chunk = n.replace(/\.css$/, '');
                  return adminChunks.has(chunk) && !playerChunks.has(chunk);
                })
              ? 'assets/admin-[name]-[hash][extname]'
              : 'assets/[name]-[hash][extname]',
        // Every module the first page needs (what main.tsx imports statically: React, the router,
        // i18next, the shell) goes into the entry's one file: left to itself the bundler cut them into
        // six to ten initial files, each a request of its own and compressed apart (149.5 KB gzip in
        // six files, 147.0 KB in one). The pages' shared code goes into two chunks instead of some
        // fifteen files of 1–2 KB a page: `ui` (src/components and what they import: the page frame,
        // cards and their art, dialogs, the pack button) and `play` (the play, result and review screens,
        // which a category list must not need: keep card parts in src/components); the answer
        // widgets loaded on demand (play/answers: drag and drop) stay apart. On a phone network each
        // round of requests costs a round trip: Lighthouse quiz zone LCP 2.91 → 2.58 s (issue 18,
        // docs/performance.md). The bundler's choice moves with the import graph: when the initial
        // files grow in number, look here first.
        codeSplitting: {
          groups: [
            // Firebase is loaded only when configured: its own chunks, never precached. Sign-in (auth)
            // apart from push (messaging), so a player who only signs in does not fetch both.
            { name: 'firebase-auth', test: /node_modules[\\/](@firebase[\\/]auth|firebase[\\/]auth)[\\/]/ },
            { name: 'firebase', test: /node_modules[\\/](@firebase|firebase)[\\/]/ },
            { name: 'initial', tags: ['$initial'] },
            // With play/level-paths, a mode's URL helpers, which its category page imports: in `play` (as
            // a dependency of the levels view) they brought that whole chunk, 13.5 KB gzip, to a page
            // that plays nothing. A module goes to the first group that takes it.
            {
              name: 'ui',
              test: /src[\\/]components[\\/]|src[\\/]lib[\\/]catalogue-target\.ts$|src[\\/]play[\\/]level-paths\.ts$/,
            },
            { name: 'play', test: /src[\\/]play[\\/](?!answers[\\/])/ },
            // chart.js (the statistics page and the console's dashboard share it): one chunk, not
            // precached. After the initial group, and without react-chartjs-2: a group takes its modules'
            // dependencies along, so listing a React wrapper first would pull React itself in here.
            { name: 'charts', test: /node_modules[\\/](chart\.js|@kurkle)[\\/]/ },
          ],
        },
      },
    },
  },
});
