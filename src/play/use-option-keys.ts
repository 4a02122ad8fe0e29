import { useEffect, useEffectEvent } from 'react';

/**
 * Keys 1–n pick the matching option. `keys` lists the options in order (null where one cannot be picked,
 * e.g. removed by a lifeline), or is null while nothing may be picked. Keys with a modifier belong to the
 * browser, and a key typed into an open dialog must not answer the question behind it.
 */
export function useOptionKeys(keys: readonly (string | null)[] | null, onPick: (key: string) => void) {
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (!keys || e.altKey || e.ctrlKey || e.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    const key = keys[Number.parseInt(e.key, 10) - 1];
    if (key) {
      e.preventDefault();
      onPick(key);
    }
  });
  useEffect(() => {
    const handler = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, []);
}
