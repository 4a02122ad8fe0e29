import type { Identity } from '../../../contract/models';
import { call } from '../../api';
import { useLogin } from '../../lib/session';
import { useUiLanguage } from '../../lib/settings';
import { useFormAction } from '../../lib/use-form-action';

/** Exchange a verified identity for a session (user_signup also logs in an existing user). */
export function useSignIn() {
  const login = useLogin();
  const language = useUiLanguage();
  const form = useFormAction();

  /**
   * `friendsCode` is a friend's referral code, taken at sign-up (an unknown one refuses the sign-up);
   * `wording` replaces the text of some codes where the page knows better (sign-up's refusal).
   */
  function run(
    prove: () => Promise<Identity>,
    profile: { name?: string; friendsCode?: string } = {},
    wording: Record<string, string> = {},
  ) {
    return form.run(async () => {
      const identity = await prove();
      const user = await call('user_signup', {
        firebase_id: identity.firebase_id,
        id_token: identity.id_token,
        type: identity.phone ? 'mobile' : 'email',
        email: identity.email,
        name: profile.name ?? '',
        web_language: language,
        ...(profile.friendsCode ? { friends_code: profile.friendsCode } : {}),
      });
      login(user);
    }, wording);
  }

  /** The demo version's way in: a session of the shared, read-only demo account (DEMO_MODE=on). */
  const demo = () => form.run(async () => login(await call('demo_sign_in', {})));

  return { run, demo, busy: form.busy, error: form.error, setError: form.setError };
}
