import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Identity } from '../../../contract/models';
import { call, errorMessage, isApiError } from '../../api';
import { loginAtom } from '../../lib/session';
import { uiLanguageAtom } from '../../lib/settings';

/** Exchange a verified identity for a session (user_signup also logs in an existing user). */
export function useSignIn() {
  const login = useSetAtom(loginAtom);
  const language = useAtomValue(uiLanguageAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  /**
   * `friendsCode` is a friend's referral code, taken at sign-up (an unknown one refuses the sign-up);
   * `wording` replaces the text of some codes where the page knows better (sign-up's refusal).
   */
  async function run(
    prove: () => Promise<Identity>,
    profile: { name?: string; friendsCode?: string } = {},
    wording: Record<string, string> = {},
  ) {
    setBusy(true);
    setError('');
    try {
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
      return true;
    } catch (e) {
      setError((isApiError(e) && wording[e.code]) || errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** The demo version's way in: a session of the shared, read-only demo account (DEMO_MODE=on). */
  async function demo() {
    setBusy(true);
    setError('');
    try {
      login(await call('demo_sign_in', {}));
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { run, demo, busy, error, setError };
}
