import '@testing-library/jest-dom';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
// valtio's own hook, only to show the difference this one makes.
// eslint-disable-next-line no-restricted-imports
import { proxy, useSnapshot } from 'valtio';
import { useStore } from './use-store';

// React's act() in a plain root (no StrictMode: every render counted is a real one).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type State = { a: number; b: number; nested: { c: string } };
type Hook = (store: State) => { a: number; nested: { c: string } };

let root: Root;
let host: HTMLDivElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

/** Renders a reader of `a`, then (in the same render) a component that writes `b`: a boot-time write. */
function firstRenderWithWrite(useHook: Hook): number {
  const store = proxy<State>({ a: 1, b: 0, nested: { c: 'x' } });
  let renders = 0;
  function ReadsA() {
    const { a } = useHook(store);
    renders += 1;
    return <p>{a}</p>;
  }
  function WritesB() {
    store.b += 1; // a store write while the render is under way
    return null;
  }
  act(() => {
    startTransition(() => root.render(<><ReadsA /><WritesB /></>));
  });
  expect(host).toHaveTextContent('1');
  return renders;
}

describe('useStore', () => {
  it('keeps a transition render that another part of the store changed under (one render, not two)', () => {
    expect(firstRenderWithWrite(useStore as Hook)).toBe(1);
  });

  it("is what valtio's own hook does not do (React redoes the whole render at once)", () => {
    expect(firstRenderWithWrite(useSnapshot as unknown as Hook)).toBeGreaterThan(1);
  });

  it('re-renders on a change of what the component read, and only then', async () => {
    const store = proxy<State>({ a: 1, b: 0, nested: { c: 'x' } });
    let renders = 0;
    function Reader() {
      const snap = useStore(store);
      renders += 1;
      return <p>{`${snap.a}-${snap.nested.c}`}</p>;
    }
    act(() => root.render(<Reader />));
    expect(host).toHaveTextContent('1-x');
    expect(renders).toBe(1);

    await act(async () => {
      store.b = 5; // not read
    });
    expect(renders).toBe(1);

    await act(async () => {
      store.nested.c = 'y'; // read, one level down
    });
    expect(host).toHaveTextContent('1-y');
    expect(renders).toBe(2);

    await act(async () => {
      store.a = 2;
    });
    expect(host).toHaveTextContent('2-y');
    expect(renders).toBe(3);
  });

  it('sees a write made between the render and its subscription', () => {
    const store = proxy<State>({ a: 1, b: 0, nested: { c: 'x' } });
    function Reader() {
      return <p>{useStore(store).a}</p>;
    }
    function WritesAfter() {
      // Renders after the reader, before its subscription (an effect) is set up.
      store.a = 7;
      return null;
    }
    act(() => root.render(<><Reader /><WritesAfter /></>));
    expect(host).toHaveTextContent('7');
  });
});
