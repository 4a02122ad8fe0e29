import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { codes } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { identities, users } from './schema';
import { ApiError, fail } from '../../http/api-error';
import type { HandlerContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { moveCoins } from '../wallet';
import { accountVerified } from './verified';
import { presentUser } from './present-user';
import { applyReferral, referralRewards } from './referral';
import { deviceLabel } from './sessions';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function referCode(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/**
 * SPEC §3: the name is kept with its first letter capitalised. Without one the player is 'Player', never
 * a piece of their e-mail address: names are shown to other players on the leaderboards.
 */
function displayName(name: string | undefined): string {
  const base = (name ?? '').trim() || 'Player';
  return base.charAt(0).toUpperCase() + base.slice(1);
}

function normaliseMobile(mobile: string): string {
  const phone = parsePhoneNumberFromString(mobile);
  if (!phone?.isValid()) throw fail('invalidMobile');
  return phone.number;
}

async function userById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw fail('userMissing');
  return row;
}

/**
 * ADMIN_EMAILS names operators by address, so it may only apply to an address the identity provider has
 * proven (a verification link followed): anyone can sign up with an address they typed. Until then admin
 * comes only from the operator's command (`npm run admin -- grant`).
 */
async function provenAdmin(ctx: HandlerContext, uid: string, email: string): Promise<boolean> {
  const listed = ctx.config.ADMIN_EMAILS.split(',').some(
    (a) => a.trim() !== '' && a.trim().toLowerCase() === email.toLowerCase(),
  );
  if (!listed) return false;
  const [identity] = await ctx.db
    .select({ verifiedAt: identities.emailVerifiedAt })
    .from(identities)
    .where(and(eq(identities.uid, uid), sql`lower(${identities.email}) = lower(${email})`))
    .limit(1);
  return Boolean(identity?.verifiedAt);
}

export const userHandlers: HandlerMap = {
  async user_signup(ctx, input) {
    const identity = await ctx.tokens.verifyIdentity(input.id_token, input.firebase_id);
    const email = identity.email || input.email || '';
    // A proven number (phone sign-in) wins over a typed one, which is only a profile field.
    const mobile = identity.phone || (input.mobile ? normaliseMobile(input.mobile) : '');
    const admin = await provenAdmin(ctx, input.firebase_id, email);
    const welcome = await ctx.settings.num('welcome_bonus_coin');
    const rewards = await referralRewards(ctx.settings);

    return ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          uid: input.firebase_id,
          // What was proven, as the identity token says (never the client's `type`): an address or a
          // number of the embedded provider, or an outside provider's method (gmail, apple…).
          loginType: identity.loginType || (identity.phone ? 'mobile' : 'email'),
          name: displayName(input.name),
          email,
          mobile,
          // Never a URL the client chose: other players' browsers would fetch it (tracking, or worse).
          // Pictures come from uploads the server re-encodes (issue 14); until then, initials.
          profile: '',
          referCode: referCode(),
          webLanguage: input.web_language ?? 'english',
          webFcmId: input.web_fcm_id ?? '',
          role: admin ? 'admin' : 'player',
        })
        .onConflictDoNothing({ target: users.uid })
        .returning();
      let user = created;
      if (user) {
        if (welcome > 0) await moveCoins(tx, user.id, welcome, 'welcomeBonus', 'welcome');
        // An unknown or unusable code refuses the whole sign-up, so the player can correct it and retry.
        if (input.friends_code) await applyReferral(tx, user.id, input.friends_code, rewards);
      } else {
        const [existing] = await tx.select().from(users).where(eq(users.uid, input.firebase_id)).limit(1);
        if (!existing) throw fail('userMissing');
        if (existing.status !== 1) throw new ApiError('deactivated');
        user = existing;
        const changes = {
          ...(input.web_fcm_id ? { webFcmId: input.web_fcm_id } : {}),
          ...(admin && existing.role !== 'admin' ? { role: 'admin' as const } : {}),
        };
        if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, user.id));
      }
      const apiToken = await ctx.tokens.issue(tx, user.id, deviceLabel(ctx.userAgent));
      const fresh = await userById(tx, user.id);
      return {
        data: {
          ...presentUser(fresh, await accountVerified(tx, fresh.uid), ctx.origin),
          api_token: apiToken,
        },
        message: created ? codes.registered : codes.loggedIn,
      };
    });
  },

  async check_user_exists(ctx, input) {
    const [row] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.uid, input.firebase_id))
      .limit(1);
    return { data: { exists: !!row }, message: row ? codes.userExists : codes.userMissing };
  },

  async get_user_by_id(ctx) {
    return { data: presentUser(ctx.user, await accountVerified(ctx.db, ctx.user.uid), ctx.origin) };
  },

  async update_profile(ctx, input) {
    if (ctx.config.DEMO_MODE === 'on') throw fail('notAllowedInDemo');
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.name !== undefined) changes.name = displayName(input.name);
    if (input.mobile !== undefined) {
      changes.mobile = normaliseMobile(input.mobile);
      // A phone account's number is its sign-in (phone_identities): a copy edited here would lie.
      if (ctx.user.loginType === 'mobile' && changes.mobile !== ctx.user.mobile) throw fail('mobileLocked');
    }
    // SPEC §3: the email is the identity of an email account; only phone accounts may set one.
    if (input.email !== undefined && ctx.user.loginType === 'mobile') {
      const parsed = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email);
      if (!parsed) throw fail('invalidEmail');
      changes.email = input.email.toLowerCase();
    }
    if (input.web_language !== undefined) changes.webLanguage = input.web_language;
    const [row] =
      Object.keys(changes).length > 0
        ? await ctx.db.update(users).set(changes).where(eq(users.id, ctx.user.id)).returning()
        : [ctx.user];
    if (!row) throw fail('userMissing');
    return {
      data: presentUser(row, await accountVerified(ctx.db, row.uid), ctx.origin),
      message: codes.profileUpdated,
    };
  },

  async get_user_coin_score(ctx) {
    const row = await userById(ctx.db, ctx.user.id);
    return { data: { coins: row.coins, score: row.score } };
  },

  // The original let any client add coins here (reference §5.1). Coins come only from server-graded
  // play and server-priced purchases, so this action refuses every request.
  async set_user_coin_score() {
    throw fail('coinsServerOnly');
  },
};
