// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { startTransition } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAtom, useAtomValue } from './atom-hooks';

afterEach(cleanup);

/** A component reading `countAtom` that counts its own renders. */
function setup() {
  const store = createStore();
  const countAtom = atom(1);
  const doubledAtom = atom((get) => get(countAtom) * 2);
  const renders = { reader: 0 };
  function Reader() {
    renders.reader += 1;
    const count = useAtomValue(countAtom);
    const doubled = useAtomValue(doubledAtom);
    return <p data-testid="value">{`${count} ${doubled}`}</p>;
  }
  const view = render(
    <Provider store={store}>
      <Reader />
    </Provider>,
  );
  return { store, countAtom, renders, view };
}

describe('atom hooks', () => {
  it('render a reader once on mount, not a second time after it subscribes', async () => {
    const { renders, view } = setup();
    await act(async () => {});
    expect(view.getByTestId('value').textContent).toBe('1 2');
    expect(renders.reader).toBe(1);
  });

  it('re-render on a change, and not on a write of the same value', async () => {
    const { store, countAtom, renders, view } = setup();
    await act(async () => store.set(countAtom, 5));
    expect(view.getByTestId('value').textContent).toBe('5 10');
    expect(renders.reader).toBe(2);
    await act(async () => store.set(countAtom, 5));
    expect(renders.reader).toBe(2);
  });

  it('take changes made inside a transition', async () => {
    const { store, countAtom, view } = setup();
    await act(async () => startTransition(() => store.set(countAtom, 7)));
    expect(view.getByTestId('value').textContent).toBe('7 14');
  });

  it('see a change made between the render and the subscription', async () => {
    const store = createStore();
    const countAtom = atom(1);
    function Reader() {
      const count = useAtomValue(countAtom);
      // Written during render, before the effect subscribes: the effect's read must pick it up.
      if (count === 1) store.set(countAtom, 2);
      return <p data-testid="value">{count}</p>;
    }
    const view = render(
      <Provider store={store}>
        <Reader />
      </Provider>,
    );
    await act(async () => {});
    expect(view.getByTestId('value').textContent).toBe('2');
  });

  it('useAtom gives the value and a setter', async () => {
    const store = createStore();
    const nameAtom = atom('Ada');
    let setName: (name: string) => void = () => undefined;
    function Editor() {
      const [name, set] = useAtom(nameAtom);
      setName = set;
      return <p data-testid="value">{name}</p>;
    }
    const view = render(
      <Provider store={store}>
        <Editor />
      </Provider>,
    );
    await act(async () => setName('Grace'));
    expect(view.getByTestId('value').textContent).toBe('Grace');
    expect(store.get(nameAtom)).toBe('Grace');
  });
});
