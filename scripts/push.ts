/**
 * `npm run push -- "title" "body" [/page/]`: the operator's broadcast. Adds a notification every player
 * sees in the app and pushes it to every subscribed device whose player keeps broadcasts on; the optional
 * third argument is the page a click opens (default /notifications/). Uses the same settings as the
 * server (DATA_DIR or DATABASE_URL, PUSH_*, FIREBASE_*) and works whether the server is running or not.
 */
import { loadConfig } from '../server/config';
import { connectAsOperator } from '../server/db/operator';
import { broadcast } from '../server/domains/push/broadcast';

const usage = 'Usage: npm run push -- "title" "body" [/page/to/open/]';
const [title = '', body = '', url, ...extra] = process.argv.slice(2);
const valid =
  title.trim() !== '' &&
  title.length <= 120 &&
  body.length <= 400 &&
  (url === undefined || /^\/\S*$/.test(url));
if (!valid || extra.length > 0) {
  console.error(usage);
  console.error(
    'The title is required (at most 120 characters), the body at most 400; the page starts with /.',
  );
  process.exit(2);
}

let code = 0;
try {
  const config = loadConfig();
  const connection = await connectAsOperator(config);
  try {
    console.log(`Database: ${connection.how}`);
    const log = {
      info: () => undefined,
      warn: (obj: object, msg: string) => console.warn(`  ${msg} ${JSON.stringify(obj)}`),
    };
    const result = await broadcast(connection.db, config, log, {
      title: title.trim(),
      body: body.trim(),
      ...(url ? { url } : {}),
    });
    console.log(`Notification #${result.notificationId} added for every player.`);
    console.log(
      `Push: ${result.sent} of ${result.devices} devices reached` +
        (result.removed ? `, ${result.removed} expired devices forgotten` : '') +
        (result.failed ? `, ${result.failed} failed` : '') +
        '.',
    );
  } finally {
    await connection.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
}
process.exit(code);
