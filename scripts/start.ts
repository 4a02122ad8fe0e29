/**
 * `npm start`: builds the PWA when there is no build yet, then runs the server (which migrates the
 * database, seeds demo content on the first start and serves app, API and sockets on one port).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.log('Building the web app (first start)…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}
await import('../server/main');
