import type { ActionData, ActionName, ActionPayload } from '../../../../contract/actions';
import { call, errorMessage } from '../../../api';
import { notify } from '../../../lib/toast';

/**
 * An operator's write with its toast: the success text on success, the server's translated message on
 * failure. Resolves to the answer's data, or undefined when it failed (the toast said why).
 */
export async function adminCall<A extends ActionName>(
  action: A,
  payload: ActionPayload<A>,
  success: string,
): Promise<ActionData<A> | undefined> {
  try {
    const data = await call(action, payload);
    notify.success(success);
    return data;
  } catch (e) {
    notify.error(errorMessage(e));
    return undefined;
  }
}
