import { eq } from 'drizzle-orm';
import { codes } from '../../../contract';
import { users } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { DEMO_UID } from './demo-account';
import { presentUser } from './present-user';
import { deviceLabel } from './sessions';
import { referCode } from './user-handlers';

/**
 * The demo version (SPEC §5, DEMO_MODE=on): visitors look around as one shared, read-only account. It
 * has no identity (nobody can sign in to it with a password or a code) and the API route refuses it
 * every action but reads and the few marked `demo` in the contract (allowedInDemo), with code 214.
 */
const DEMO_COINS = 250;

export const demoHandlers: HandlerMap = {
  async demo_sign_in(ctx) {
    if (ctx.config.DEMO_MODE !== 'on') throw fail('notAvailableYet');
    return ctx.db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({
          uid: DEMO_UID,
          loginType: 'demo',
          name: 'Demo player',
          email: '',
          mobile: '',
          profile: '',
          referCode: referCode(),
          webLanguage: 'english',
          webFcmId: '',
          coins: DEMO_COINS,
        })
        .onConflictDoNothing({ target: users.uid });
      const [demo] = await tx.select().from(users).where(eq(users.uid, DEMO_UID));
      if (!demo) throw fail('userMissing');
      // An operator may switch the demo off for a while by deactivating it like any account.
      if (demo.status !== 1) throw fail('deactivated');
      const apiToken = await ctx.tokens.issue(tx, demo.id, deviceLabel(ctx.userAgent));
      return {
        data: { ...presentUser(demo, true, ctx.origin), api_token: apiToken },
        message: codes.loggedIn,
      };
    });
  },
};
