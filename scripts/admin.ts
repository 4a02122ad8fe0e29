/**
 * `npm run admin -- grant <email>` / `revoke <email>` / `list`: the operator's way to give or take admin
 * rights (admin never comes from an e-mail address a player typed at sign-up, and only to an account
 * whose address is verified). `mailbox <email>`: the development mailbox's newest mails to an address,
 * links included (when no SMTP_URL is configured, verification and reset mails land there).
 * `deactivate <email|phone>` / `reactivate <email|phone>` / `deactivated`: an account's status — a
 * deactivated player's every call answers "Your account has been deactivated", and their open sockets
 * close within SESSION_SWEEP_SECONDS. Uses the same settings as
 * the server (DATA_DIR or DATABASE_URL) and works whether the server is running or not; a revocation
 * takes effect on that account's next request. Exit code 1 when no account has that e-mail.
 */
import { loadConfig } from '../server/config';
import { connectAsOperator } from '../server/db/operator';
import { mailsTo } from '../server/domains/mail/mailbox';
import { listAdmins, setAdmin } from '../server/domains/user/admin-grants';
import { listDeactivated, setStatusByLogin } from '../server/domains/user/account-status';

const usage =
  'Usage: npm run admin -- grant <email> | revoke <email> | list | mailbox <email> | ' +
  'deactivate <email|phone> | reactivate <email|phone> | deactivated';
const [command, email, ...extra] = process.argv.slice(2);
const withLogin = ['grant', 'revoke', 'mailbox', 'deactivate', 'reactivate'];
const valid =
  ((command === 'list' || command === 'deactivated') && !email) ||
  (withLogin.includes(command ?? '') && !!email);
if (!valid || extra.length > 0) {
  console.error(usage);
  process.exit(2);
}

let code = 0;
try {
  const connection = await connectAsOperator(loadConfig());
  try {
    console.log(`Database: ${connection.how}`);
    if (command === 'mailbox') {
      const mails = await mailsTo(connection.db, email!);
      if (mails.length === 0) console.log(`No mail to ${email} in the development mailbox.`);
      for (const m of mails)
        console.log(
          `\n--- ${m.createdAt.toISOString()}  To: ${m.recipient}  Subject: ${m.subject}\n${m.text}`,
        );
    } else if (command === 'deactivate' || command === 'reactivate') {
      const active = command === 'reactivate';
      const accounts = await setStatusByLogin(connection.db, email!, active);
      if (accounts.length === 0) {
        console.error(`No account signs in with ${email}.`);
        code = 1;
      }
      for (const a of accounts) {
        const state =
          a.wasActive === active ? (active ? 'was active' : 'was already deactivated') : `${command}d`;
        console.log(`  #${a.id} ${a.name} <${a.login}>: ${state}`);
      }
    } else if (command === 'deactivated') {
      const accounts = await listDeactivated(connection.db);
      if (accounts.length === 0) console.log('No account is deactivated.');
      for (const a of accounts) console.log(`  #${a.id} ${a.name} <${a.email || a.mobile}>`);
    } else if (command === 'list') {
      const admins = await listAdmins(connection.db);
      if (admins.length === 0) console.log('No account has admin rights.');
      for (const a of admins) console.log(`  #${a.id} ${a.name} <${a.email}>`);
    } else {
      const grant = command === 'grant';
      const accounts = await setAdmin(connection.db, email!, grant);
      if (accounts.length === 0) {
        console.error(`No account has the e-mail ${email}. The player must sign up first.`);
        code = 1;
      }
      for (const a of accounts) {
        const did = grant ? 'admin granted' : 'admin revoked';
        const already = grant ? 'already an admin' : 'was not an admin';
        if (grant && !a.was && !a.verified) {
          console.error(
            `  #${a.id} ${a.name} <${a.email}>: not granted — the e-mail address is not verified yet. ` +
              `The player follows the link of their verification mail first ` +
              `(without SMTP: npm run admin -- mailbox ${a.email}).`,
          );
          code = 1;
        } else console.log(`  #${a.id} ${a.name} <${a.email}>: ${a.was === grant ? already : did}`);
      }
    }
  } finally {
    await connection.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = 1;
}
process.exit(code);
