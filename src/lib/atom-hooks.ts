import { useSetAtom, useStore, type Atom, type WritableAtom } from 'jotai';
import { useEffect, useState } from 'react';

/*
 * jotai's useAtomValue re-reads its atom in an effect after mounting and dispatches the result to a
 * reducer; React 19 renders a component for every reducer dispatch before it can tell the state is the
 * same. So each component reading an atom rendered twice on the first page (header, page and footer a
 * second time ~60 ms after the first: a long task on a slow phone; issue 18, docs/performance.md).
 * React's useState drops an update whose value is the one it holds without rendering, and its updates
 * still render as transitions when made inside one (React's external-store hook cannot, and measured worse).
 */

interface Held<Value> {
  value: Value;
  store: ReturnType<typeof useStore>;
  atom: Atom<Value>;
}

/** The atom's value from the nearest jotai store; re-renders when it changes. Use instead of jotai's. */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [held, setHeld] = useState<Held<Value>>(() => ({ value: store.get(atom), store, atom }));
  // Another atom or store than the one held (a prop changed): read it now, as jotai does.
  const current = held.store === store && held.atom === atom;
  const value = current ? held.value : store.get(atom);
  useEffect(() => {
    const read = () =>
      setHeld((prev) => {
        const next = store.get(atom);
        return Object.is(prev.value, next) && prev.store === store && prev.atom === atom
          ? prev
          : { value: next, store, atom };
      });
    const unsubscribe = store.sub(atom, read);
    // A change between this render and the subscription would otherwise be missed.
    read();
    return unsubscribe;
  }, [store, atom]);
  return value;
}

/** The atom's value and its setter, as jotai's useAtom. */
export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
