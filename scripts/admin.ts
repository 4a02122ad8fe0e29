/**
 * `npm run admin -- grant <email> [admin|editor]` / `revoke <email>` / `list`: the operator's way to give
 * or take an operator role (admin by default; an editor manages content and reports only). A role never
 * comes from an e-mail address a player typed at sign-up, and only to an account whose address is
 * verified. Admins also grant roles in the console. `mailbox <email>`: the development mailbox's newest mails to an address,
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
import { staffRoles, type StaffRole, type UserRole } from '../contract/action-def';
import { listStaff, setRole } from '../server/domains/user/admin-grants';
import { listDeactivated, setStatusByLogin } from '../server/domains/user/account-status';

const usage =
  'Usage: npm run admin -- grant <email> [admin|editor] | revoke <email> | list | mailbox <email> | ' +
  'deactivate <email|phone> | reactivate <email|phone> | deactivated';
const [command, email, ...rest] = process.argv.slice(2);
// `grant` takes an optional role (admin by default); no other command takes more than the login.
const roleArg = command === 'grant' && staffRoles.includes(rest[0] as StaffRole) ? rest.shift() : undefined;
const extra = rest;
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
      const staff = await listStaff(connection.db);
      if (staff.length === 0) console.log('No account has an operator role.');
      for (const a of staff) console.log(`  #${a.id} ${a.name} <${a.email}>: ${a.role}`);
    } else {
      const role: UserRole =
        command === 'revoke' ? 'player' : ((roleArg as StaffRole | undefined) ?? 'admin');
      const accounts = await setRole(connection.db, email!, role);
      if (accounts.length === 0) {
        console.error(`No account has the e-mail ${email}. The player must sign up first.`);
        code = 1;
      }
      for (const a of accounts) {
        const label = `  #${a.id} ${a.name} <${a.email}>`;
        if (role !== 'player' && a.was !== role && !a.verified) {
          console.error(
            `${label}: not granted — the e-mail address is not verified yet. ` +
              `The player follows the link of their verification mail first ` +
              `(without SMTP: npm run admin -- mailbox ${a.email}).`,
          );
          code = 1;
        } else if (a.was === role)
          console.log(`${label}: ${role === 'player' ? 'had no operator role' : `already ${role}`}`);
        else if (role === 'player') console.log(`${label}: ${a.was} revoked`);
        else console.log(`${label}: ${role} granted`);
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
