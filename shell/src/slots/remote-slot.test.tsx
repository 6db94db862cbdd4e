import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { bus } from '@casino/shared';
import { platformStore } from '../platform-store';
import { RemoteSlot, resetWidgetCache } from './remote-slot';
import { loadExposed } from '../mf/runtime';

jest.mock('../mf/runtime', () => ({
  loadExposed: jest.fn(),
  loadRemoteManifest: jest.fn(async () => ({ namespace: 'demo', messages: async () => ({}), routes: [] })),
}));
const mockedLoad = loadExposed as jest.MockedFunction<typeof loadExposed>;

beforeEach(() => {
  resetWidgetCache();
  platformStore.status = {};
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('RemoteSlot', () => {
  it('renders nothing and loads nothing when the remote is disabled', () => {
    const { container } = render(<RemoteSlot remote="mail-rewards" expose="./MailPopup" layout="desktop" fallback={<p>fb</p>} />);
    expect(container).toBeEmptyDOMElement();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('renders the widget of an enabled remote in its reserved box', async () => {
    platformStore.status = { lobby: 'ready' };
    mockedLoad.mockResolvedValueOnce({ default: ({ layout }: { layout: string }) => <p>search {layout}</p> });
    render(<RemoteSlot remote="lobby" expose="./HeaderSearch" layout="desktop" reserve={{ width: 320 }} />);
    expect(await screen.findByText('search desktop')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('lobby', './HeaderSearch');
    expect(document.querySelector('[data-slot="lobby/HeaderSearch"]')).toHaveStyle({ width: '320px' });
  });

  it('passes the widget the props its contract declares', async () => {
    platformStore.status = { lobby: 'ready' };
    const onNavigate = jest.fn();
    mockedLoad.mockResolvedValueOnce({ default: ({ onNavigate: go }: { onNavigate: () => void }) => <button onClick={go}>result</button> });
    render(<RemoteSlot remote="lobby" expose="./DrawerSearch" layout="mobile" props={{ onNavigate }} />);
    fireEvent.click(await screen.findByText('result'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when the widget does not exist, and when it throws', async () => {
    platformStore.status = { lobby: 'ready', 'mail-rewards': 'ready' };
    mockedLoad.mockRejectedValueOnce(new Error('no such expose'));
    render(<RemoteSlot remote="lobby" expose="./DrawerProviders" layout="mobile" fallback={<p>fallback one</p>} />);
    expect(await screen.findByText('fallback one')).toBeInTheDocument();

    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    mockedLoad.mockResolvedValueOnce({ default: Broken });
    await act(async () => {
      render(<RemoteSlot remote="mail-rewards" expose="./MailPopup" layout="desktop" fallback={<p>fallback two</p>} />);
    });
    expect(await screen.findByText('fallback two')).toBeInTheDocument();
  });

  it('a deferred widget loads at the first interaction, not before', async () => {
    platformStore.status = { account: 'ready' };
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    mockedLoad.mockClear();
    mockedLoad.mockResolvedValueOnce({ default: () => <p>overlay</p> });
    render(<RemoteSlot remote="account" expose="./AccountOverlay" layout="desktop" defer />);
    await act(async () => {});
    expect(mockedLoad).not.toHaveBeenCalledWith('account', './AccountOverlay');
    fireEvent.pointerDown(window);
    expect(await screen.findByText('overlay')).toBeInTheDocument();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });

  it("a dialog host (defer 'interaction') stays unloaded on a page left alone; the first tap loads it", async () => {
    jest.useFakeTimers();
    try {
      platformStore.status = { account: 'ready', 'mail-rewards': 'ready' };
      platformStore.firstPageShown = true;
      mockedLoad.mockClear();
      mockedLoad.mockImplementation(async (_remote, expose) => ({ default: () => <p>{expose}</p> }));
      render(
        <>
          <RemoteSlot remote="mail-rewards" expose="./MailPopup" layout="desktop" defer />
          <RemoteSlot remote="account" expose="./AccountOverlay" layout="desktop" defer="interaction" />
        </>,
      );
      // The page is up and idle: the ordinary deferred widget loads, the dialog host does not.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5_000);
      });
      expect(screen.getByText('./MailPopup')).toBeInTheDocument();
      expect(mockedLoad).not.toHaveBeenCalledWith('account', './AccountOverlay');
      fireEvent.pointerDown(window);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('./AccountOverlay')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      platformStore.firstPageShown = false;
      mockedLoad.mockReset();
    }
  });

  it('a deferred widget mounted after the first interaction (the drawer built at its first open) loads at once', async () => {
    platformStore.status = { lobby: 'ready' };
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    mockedLoad.mockClear();
    mockedLoad.mockResolvedValueOnce({ default: () => <p>overlay</p> }).mockResolvedValueOnce({ default: () => <p>search</p> });
    render(<RemoteSlot remote="lobby" expose="./HeaderSearch" layout="desktop" defer />);
    await act(async () => {});
    fireEvent.pointerDown(window);
    expect(await screen.findByText('overlay')).toBeInTheDocument();
    render(<RemoteSlot remote="lobby" expose="./DrawerSearch" layout="mobile" defer />);
    expect(await screen.findByText('search')).toBeInTheDocument();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });

  it('a request sent before a deferred widget is on the page wakes it and is sent again', async () => {
    platformStore.status = { account: 'ready' };
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const Dialog = () => {
      const [mode, setMode] = useState<string | null>(null);
      useEffect(() => {
        const sub = bus.on('dialog:phone-bind-requested').subscribe((e) => setMode(e.mode));
        return () => sub.unsubscribe();
      }, []);
      return <p>{mode ? `dialog ${mode}` : 'closed'}</p>;
    };
    mockedLoad.mockResolvedValueOnce({ default: Dialog });
    render(<RemoteSlot remote="account" expose="./AccountOverlay" layout="desktop" defer wakeOn={['dialog:phone-bind-requested']} />);
    await act(async () => {});
    act(() => bus.emit('dialog:phone-bind-requested', { mode: 'bind' }));
    expect(await screen.findByText('dialog bind')).toBeInTheDocument();
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });
});
