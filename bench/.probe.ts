import { chromium } from '@playwright/test';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess, stopProcess } from './processes';
const ORIGIN = 'http://127.0.0.1:4521';
const dataDir = await mkdtemp(path.join(tmpdir(), 'oq-prof-'));
const server = await startProcess('server/main.ts', { PORT: '4521', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: process.env.D ?? 'dist-front-dbg', LOG_LEVEL: 'warn', RATE_LIMIT: 'off' }, `${ORIGIN}/healthz`);
async function api(action: string, p: Record<string, string>) { const f = new FormData(); for (const [k, v] of Object.entries(p)) f.append(k, v); const r = await fetch(`${ORIGIN}/api/${action}`, { method: 'POST', body: f }); return ((await r.json()) as any).data; }
const email = `prof-${Date.now()}@example.com`;
const id = await api('auth_email_signup', { email, password: 'correct horse battery' });
const user = await api('user_signup', { firebase_id: id.firebase_id, id_token: id.id_token, type: 'email', email, name: 'X' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = process.argv[2] ?? '/quiz-zone/';
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
const page = await ctx.newPage();
await page.goto(`${ORIGIN}/healthz`);
if (process.argv[3] === 'in') await page.evaluate((s) => localStorage.setItem('openquiz.user', s), JSON.stringify({ data: user, token: user.api_token, isLogin: true }));
await page.addInitScript(() => {
  const w = window as any; w.__commits = [];
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
    onCommitFiberRoot(_id: number, root: any) { const names: string[] = []; let f = root.current.child; let n = 0; const walk = (x: any, d: number) => { while (x && n < 4000) { n++; if (x.alternate && x.memoizedProps !== x.alternate.memoizedProps && typeof x.type === 'function' && d < 40) names.push(x.type.displayName || x.type.name); walk(x.child, d + 1); x = x.sibling; } }; walk(f, 0); w.__commits.push({ t: Math.round(performance.now()), fibers: n, rerendered: names.slice(0, 25).join(',') }); } };
});
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
await page.goto(`${ORIGIN}${p}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop') as any;
for (const c of await page.evaluate(() => (window as any).__commits)) console.log(JSON.stringify(c));
const self = new Map<string, number>(); const dt = profile.timeDeltas as number[]; const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
profile.samples.forEach((s: number, i: number) => { const n: any = byId.get(s); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000); });
console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms ${k}`).join('\n'));
await browser.close();
await stopProcess(server);
