import { useCallback, useState } from 'react';
import { errorMessage, isApiError } from '../api';

/**
 * The busy flag and error line every form has: `run` marks the form busy, clears the last error, and
 * shows the server's message (or the page's own `wording` for some codes) when the work throws.
 * It resolves to whether the work succeeded, so the caller can go on only then.
 */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const run = useCallback(
    async (work: () => Promise<unknown>, wording: Record<string, string> = {}): Promise<boolean> => {
      setBusy(true);
      setError('');
      try {
        await work();
        return true;
      } catch (e) {
        setError((isApiError(e) && wording[e.code]) || errorMessage(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  return { busy, error, setError, run };
}
