import { randomUUID } from 'node:crypto';
import type { CountryCode } from 'libphonenumber-js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { eq } from 'drizzle-orm';
import { codes } from '../../../contract';
import { phoneIdentities, users } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { siteName } from '../settings';
import { codeText } from '../sms';
import { checkCode, CODE_TTL_MS, issueCode, RESEND_AFTER_MS } from './phone-codes';

/**
 * A mobile number in E.164 form, or 'invalidMobile'. Full metadata ('max'): a number must be one a
 * carrier could assign, not merely the right length, before an SMS is paid for it.
 */
export function mobileNumber(phone: string, country?: string): string {
  const parsed = parsePhoneNumberFromString(phone, {
    defaultCountry: country?.toUpperCase() as CountryCode | undefined,
  });
  const type = parsed?.getType();
  if (!parsed?.isValid() || (type && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE'))
    throw fail('invalidMobile');
  return parsed.number;
}

async function sendCode(ctx: HandlerContext, phone: string, language: string) {
  const code = await issueCode(ctx.db, phone);
  const site = await siteName(ctx);
  // In the background, as mails: the answer never waits on (or tells about) the provider.
  void ctx.sms
    .send(phone, codeText(language, site, code))
    .catch((err: unknown) => ctx.log.error({ err, to: phone }, 'SMS could not be sent'));
}

export const phoneHandlers: HandlerMap = {
  async auth_phone_send_code(ctx, input) {
    const phone = mobileNumber(input.phone, input.country);
    await sendCode(ctx, phone, input.web_language ?? 'english');
    return {
      data: { phone, resend_after: RESEND_AFTER_MS / 1000, expires_in: CODE_TTL_MS / 1000 },
      message: codes.codeSent,
    };
  },

  /** The number is proven: its identity (made on first sign-in) for user_signup, as the e-mail one. */
  async auth_phone_verify(ctx, input) {
    const phone = mobileNumber(input.phone, input.country);
    await checkCode(ctx.db, phone, input.code);
    await ctx.db
      .insert(phoneIdentities)
      .values({ uid: `ph_${randomUUID().replaceAll('-', '')}`, phone })
      .onConflictDoNothing({ target: phoneIdentities.phone });
    const [identity] = await ctx.db
      .select()
      .from(phoneIdentities)
      .where(eq(phoneIdentities.phone, phone))
      .limit(1);
    if (!identity) throw fail('invalidIdentity');
    // The app asks a new player's name before user_signup; the code proved the number, so this tells
    // nothing to anyone who does not hold it.
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.uid, identity.uid))
      .limit(1);
    return {
      data: {
        firebase_id: identity.uid,
        email: '',
        phone,
        registered: Boolean(account),
        id_token: await ctx.tokens.issueIdentity(identity.uid, '', phone),
      },
    };
  },
};
