import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { recordBudget } from './budgets';

const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const LIBRARY_CHUNK = /^assets\/katex-/;

const TOP_MODULES = 15;

/**
 * The largest modules of the chunks index.html loads, by rendered size (before minification) (vite.config.ts moduleReport writes
 * each chunk's modules to .vite/bundle-modules.json): what to move out of the first load.
 */
function printInitialModules(initial: string[]): void {
  const report = path.join(dist, '.vite', 'bundle-modules.json');
  if (!existsSync(report)) {
    console.log(
      'largest initial modules: no .vite/bundle-modules.json (build again with this vite.config.ts)',
    );
    return;
  }
  const chunks = JSON.parse(readFileSync(report, 'utf8')) as {
    file: string;
    modules: { id: string; size: number }[];
  }[];
  const modules = chunks
    .filter((c) => initial.includes(c.file))
    .flatMap((c) => c.modules.map((m) => ({ ...m, file: c.file })))
    .sort((a, b) => b.size - a.size);
  const total = modules.reduce((sum, m) => sum + m.size, 0);
  console.log(
    `largest initial modules (rendered size before minification, of ${kb(total)} in ${initial.length} files)`,
  );
  for (const m of modules.slice(0, TOP_MODULES))
    console.log(
      `  ${kb(m.size).padStart(9)}  ${m.id.replace(/^.*node_modules\//, 'node_modules/')}  (${path.basename(m.file)})`,
    );
}

/** Prints the built PWA's sizes against DESIGN §12: initial JS, the largest route chunk, the precache. */
export function printBundleSizes(): void {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log(`bundle: no ${dist} (run \`npm run build\` first)\n`);
    for (const name of ['initial JS (gzip)', 'largest route chunk (gzip)', 'precache (raw)'])
      recordBudget({ name, figure: null, unit: 'KB', limit: 0, kind: 'max', note: 'no build' });
    return;
  }
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const chunks = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`)
    .filter((f) => !initial.includes(f))
    .map((f) => ({ f, size: gz(f) }))
    .sort((a, b) => b.size - a.size);
  // Libraries loaded on demand inside a screen (KaTeX for a maths question) are not route chunks.
  const onDemand = chunks.filter((c) => LIBRARY_CHUNK.test(c.f));
  const routes = chunks.filter((c) => !LIBRARY_CHUNK.test(c.f));
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
  const precacheBytes = precached.reduce(
    (sum, f) => sum + (existsSync(path.join(dist, f)) ? statSync(path.join(dist, f)).size : 0),
    0,
  );

  const initialGzip = initial.reduce((sum, f) => sum + gz(f), 0);
  console.log('bundle (gzip)');
  console.log(`initial JS       ${kb(initialGzip).padStart(10)}  (${initial.length} files; budget ≤ 150 KB)`);
  console.log(
    `largest route    ${kb(routes[0]?.size ?? 0).padStart(10)}  (${routes[0]?.f ?? '-'}; budget ≤ 60 KB)`,
  );
  for (const c of onDemand)
    console.log(`on demand        ${kb(c.size).padStart(10)}  (${c.f}; not precached)`);
  console.log(`service worker   ${kb(gz('sw.js')).padStart(10)}`);
  console.log(
    `precache (raw)   ${kb(precacheBytes).padStart(10)}  (${precached.length} entries; budget ≤ 1.5 MB)`,
  );
  printInitialModules(initial);
  console.log('');
  recordBudget({
    name: 'initial JS (gzip)',
    figure: initialGzip / 1024,
    unit: 'KB',
    limit: 150,
    kind: 'max',
    note: `${initial.length} files; our target ≤ 120 KB`,
  });
  recordBudget({
    name: 'largest route chunk (gzip)',
    figure: (routes[0]?.size ?? 0) / 1024,
    unit: 'KB',
    limit: 60,
    kind: 'max',
    note: routes[0]?.f,
  });
  recordBudget({
    name: 'precache (raw)',
    figure: precacheBytes / 1024,
    unit: 'KB',
    limit: 1536,
    kind: 'max',
    note: `${precached.length} entries`,
  });
}
