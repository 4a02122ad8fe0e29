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

/**
 * Elements whose own Enter does something (a focused button, link or field): left to them. A disabled one
 * does nothing with it: the option a player just chose (by Tab and Enter, or a click) keeps the focus once
 * locked, and their next Enter should move on.
 */
const OWN_ENTER =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable="true"]';

/**
 * Enter continues (the next question after a verdict, the next step of a result) when the key is not
 * meant for a focused control or an open dialog, so a keyboard player never has to hunt for the button.
 */
export function useContinueKey(enabled: boolean, onContinue: () => void) {
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (!enabled || e.key !== 'Enter' || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (document.querySelector('dialog[open]')) return;
    if (e.target instanceof Element && e.target.closest(OWN_ENTER)) return;
    e.preventDefault();
    onContinue();
  });
  useEffect(() => {
    const handler = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, []);
}
