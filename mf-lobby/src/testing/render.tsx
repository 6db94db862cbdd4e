import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { i18n, initI18n, registerNamespace, MemoryRouter, Route, Routes, useLocation } from '@casino/shared';
import { lobbyMessages, NAMESPACE } from '../messages';

/** Real i18n with the lobby's tk catalogue, as on the page. */
export async function setupI18n(): Promise<void> {
  await registerNamespace(NAMESPACE, lobbyMessages);
  await initI18n('tk');
  await i18n.loadNamespaces(NAMESPACE);
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders inside a router at `path`, with the current pathname in data-testid="location". */
export function renderAt(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={route}
          element={
            <>
              {ui}
              <WhereAmI />
            </>
          }
        />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** An IntersectionObserver stand-in whose targets tests can make visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
    // Like the real one, observing reports the target's current state at once.
    if (FakeIntersectionObserver.visible) queueMicrotask(() => this.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  /** When true, every observed target counts as on screen (a tall window). */
  static visible = false;
  disconnect() {
    this.targets = [];
  }
  unobserve(el: Element) {
    this.targets = this.targets.filter((t) => t !== el);
  }
  takeRecords() {
    return [];
  }
  /** Fires an intersection for every observed target. */
  static reveal() {
    for (const o of FakeIntersectionObserver.instances)
      if (o.targets.length) o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
  }
}
