import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n, initI18n, MemoryRouter } from '@casino/shared';
import { platformStore } from '../../platform-store';
import { Drawer } from './drawer';

jest.mock('../../mf/runtime', () => ({ loadExposed: jest.fn(), loadRemoteManifest: jest.fn() }));

describe('Drawer: the language on a phone', () => {
  beforeAll(async () => {
    await initI18n('tk');
  });
  beforeEach(() => {
    // The lobby's widgets are not needed here: a disabled remote's slots render nothing.
    platformStore.status = {};
  });

  it('offers the desktop selector (tk and en, zh-CN hidden) and switches the language', async () => {
    render(
      <MemoryRouter>
        <Drawer routes={[]} open onClose={() => undefined} />
      </MemoryRouter>,
    );
    const row = screen.getByTestId('drawer-lang');
    const select = within(row).getByRole('combobox');
    expect(within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['tk', 'en']);
    expect(select).toHaveValue('tk');
    await act(async () => void fireEvent.change(select, { target: { value: 'en' } }));
    expect(i18n.language).toBe('en');
    expect(select).toHaveValue('en');
  });

  it('builds its content once the page is idle, or at once when opened (not in the first render)', async () => {
    jest.useFakeTimers();
    try {
      const view = (open: boolean) => (
        <MemoryRouter>
          <Drawer routes={[]} open={open} onClose={() => undefined} />
        </MemoryRouter>
      );
      const { unmount } = render(view(false));
      expect(screen.queryByTestId('drawer-lang')).not.toBeInTheDocument();
      await act(async () => void jest.advanceTimersByTime(1_000));
      expect(screen.getByTestId('drawer-lang')).toBeInTheDocument();
      unmount();
      const again = render(view(false));
      expect(screen.queryByTestId('drawer-lang')).not.toBeInTheDocument();
      again.rerender(view(true));
      expect(screen.getByTestId('drawer-lang')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
