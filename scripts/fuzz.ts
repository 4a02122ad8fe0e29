/**
 * `npm run fuzz`: the contract fuzz of server/test/fuzz.test.ts at full count (≥ 10,000 requests), on the
 * embedded engine, or on PostgreSQL with TEST_DATABASE_URL. Prints requests and outcomes per action and
 * every finding; exits 1 on any 5xx or malformed envelope. FUZZ_SEED replays a run, FUZZ_PER_ACTION
 * changes the count.
 */
import { actionNames } from '../contract';
import { describeFinding, formatReport, knownValues, runFuzz } from '../server/test/fuzz-support';
import { signUp, signUpAdmin, startTestApp } from '../server/test/harness';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const perAction = Number(process.env.FUZZ_PER_ACTION ?? Math.ceil(10_000 / actionNames.length));
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded';

const t = await startTestApp();
try {
  const player = await signUp(t.app, 'Fuzzer');
  const admin = await signUpAdmin(t);
  const known = await knownValues(t, { token: player.token, id: player.user.id });
  const started = performance.now();
  console.log(`fuzz: ${engine} engine, seed ${seed}, ${perAction} requests per action`);
  const report = await runFuzz(t.app, { player: player.token, admin: admin.token }, known, {
    perAction,
    seed,
    concurrency: 8,
  });
  console.log(formatReport(report));
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s, seed ${seed}`);
  for (const finding of report.findings) console.log(describeFinding(finding));
  process.exitCode = report.findings.length > 0 ? 1 : 0;
} finally {
  await t.close();
}
