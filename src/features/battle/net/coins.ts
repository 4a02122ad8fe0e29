import { call } from '../../../api';
import { setCoinsAtom } from '../../../lib/session';
import { store } from '../../../lib/store';

/** Entry fees and prizes move coins on the server: the header's count is fetched again after them. */
export function refreshCoins() {
  call('get_user_coin_score').then(
    (coins) => store.set(setCoinsAtom, coins),
    () => undefined,
  );
}
