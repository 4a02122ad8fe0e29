import { ApiError, call, errorMessage } from '../../../api';
import { notify } from '../../../lib/toast';

/**
 * Saves a batch of settings. Resolves to the saved keys, or to the key the server refused (shown under
 * its field) — nothing of a refused batch is saved.
 */
export async function saveSettings(
  batch: Record<string, string>,
  success: string,
): Promise<{ ok: true } | { ok: false; field?: string; message: string }> {
  try {
    await call('admin_save_settings', { settings: JSON.stringify(batch) });
    notify.success(success);
    return { ok: true };
  } catch (e) {
    const message = errorMessage(e);
    notify.error(message);
    return { ok: false, field: e instanceof ApiError ? e.field : undefined, message };
  }
}
