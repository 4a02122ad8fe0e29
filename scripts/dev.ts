/** `npm run dev`: the API server with restart-on-change and Vite with hot reload, side by side. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (pkg: string, file: string) => path.join(root, 'node_modules', pkg, file);
const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Development answers are checked against the contract (server/http/contract-check.ts).
    env: { CONTRACT_CHECK: 'on', ...process.env },
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
