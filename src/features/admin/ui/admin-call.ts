import type { ActionData, ActionName, ActionPayload } from '../../../../contract/actions';
import { call, errorMessage } from '../../../api';
import { notify } from '../../../lib/toast';

/**
 * An operator's write with its toast: the success text on success, the server's translated message on
 * failure. Resolves to the answer's data, or undefined when it failed (the toast said why). The success
 * text may be made from the answer ("the balance is now 120 coins").
 */
export async function adminCall<A extends ActionName>(
  action: A,
  payload: ActionPayload<A>,
  success: string | ((data: ActionData<A>) => string),
): Promise<ActionData<A> | undefined> {
  try {
    const data = await call(action, payload);
    notify.success(typeof success === 'string' ? success : success(data));
    return data;
  } catch (e) {
    notify.error(errorMessage(e));
    return undefined;
  }
}
