import { act, screen } from '@testing-library/react';
import type { Provider } from '@casino/shared';
import { FakeIntersectionObserver, renderAt, setupI18n } from '../../../testing/render';
import { ProviderRow } from './provider-row';

const providers: Provider[] = [
  { code: 'PP', name: 'Pragmatic Play', logoUrl: '/labelGame/provider-logo/PP.svg' },
  { code: 'EVO', name: 'Evolution', logoUrl: '' },
];

beforeAll(setupI18n);

describe('ProviderRow', () => {
  it('names every provider and loads the logos only once the row nears the screen', () => {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    FakeIntersectionObserver.visible = false;
    try {
      renderAt(<ProviderRow providers={providers} />);
      const pp = screen.getByRole('link', { name: 'Pragmatic Play' });
      expect(pp).toHaveAttribute('href', '/gameAll/0/Pragmatic%20Play/PP');
      expect(pp.querySelector('img')).toBeNull();
      // A provider without a logo shows its name.
      expect(screen.getByRole('link', { name: 'Evolution' })).toHaveTextContent('Evolution');
      act(() => FakeIntersectionObserver.reveal());
      expect(pp.querySelector('img')?.getAttribute('src')).toMatch(/\/labelGame\/provider-logo\/PP\.svg$/);
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('shows nothing without providers', () => {
    renderAt(<ProviderRow providers={[]} />);
    expect(screen.queryByTestId('provider-row')).not.toBeInTheDocument();
  });
});
