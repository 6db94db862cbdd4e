import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { bus } from '@casino/shared';
import { platformStore } from '../platform-store';
import { ensureRemoteCode, retryFailedRemotes } from '../boot/load-remotes';
import { loadExposed, loadRemoteManifest } from '../mf/runtime';
import { RemoteSlot, resetWidgetCache } from './remote-slot';

// A widget whose remote was down comes back with a retry, as the remote's routes do.
jest.mock('../mf/runtime', () => ({ loadExposed: jest.fn(), loadRemoteManifest: jest.fn(), registerMarketRemotes: jest.fn(), refusedEntry: jest.fn(() => null) }));
const mockedLoad = loadExposed as jest.MockedFunction<typeof loadExposed>;
const mockedManifest = loadRemoteManifest as jest.MockedFunction<typeof loadRemoteManifest>;
const down = () => Promise.reject(new Error('ScriptNetworkError: remoteEntry.js failed'));
const manifest = { namespace: 'demo', messages: async () => ({}), routes: [] };

beforeEach(() => {
  resetWidgetCache();
  platformStore.status = { lobby: 'ready', 'mail-rewards': 'ready', account: 'ready' };
  mockedLoad.mockReset();
  mockedManifest.mockReset();
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('RemoteSlot after a remote outage', () => {
  it('the unavailable panel’s retry loads a failed widget again; one that loaded stays loaded', async () => {
    mockedLoad.mockImplementation(down);
    mockedManifest.mockImplementation(down);
    render(<RemoteSlot remote="lobby" expose="./HeaderSearch" layout="desktop" fallback={<p>no search</p>} />);
    expect(await screen.findByText('no search')).toBeInTheDocument();

    // The origin is back; the player presses retry.
    mockedLoad.mockResolvedValue({ default: () => <p>search</p> });
    mockedManifest.mockResolvedValue(manifest);
    await act(async () => retryFailedRemotes());
    expect(await screen.findByText('search')).toBeInTheDocument();
    expect(screen.queryByText('no search')).not.toBeInTheDocument();

    const calls = mockedLoad.mock.calls.length;
    await act(async () => retryFailedRemotes());
    expect(mockedLoad).toHaveBeenCalledTimes(calls);
  });

  it('a slot rendered after the failure loads the widget again (the failure is not cached)', async () => {
    mockedLoad.mockImplementation(down);
    mockedManifest.mockImplementation(down);
    const first = render(<RemoteSlot remote="lobby" expose="./DrawerSearch" layout="mobile" fallback={<p>no drawer search</p>} />);
    expect(await screen.findByText('no drawer search')).toBeInTheDocument();
    first.unmount();

    mockedLoad.mockResolvedValue({ default: () => <p>drawer search</p> });
    mockedManifest.mockResolvedValue(manifest);
    render(<RemoteSlot remote="lobby" expose="./DrawerSearch" layout="mobile" fallback={<p>no drawer search</p>} />);
    expect(await screen.findByText('drawer search')).toBeInTheDocument();
  });

  it('the remote’s code loading fine (one of its routes rendered) brings back its failed widgets, not other remotes’', async () => {
    mockedLoad.mockImplementation(down);
    mockedManifest.mockImplementation(down);
    render(
      <>
        <RemoteSlot remote="account" expose="./AccountOverlay" layout="desktop" fallback={<p>no overlay</p>} />
        <RemoteSlot remote="mail-rewards" expose="./MailPopup" layout="desktop" fallback={<p>no mail</p>} />
      </>,
    );
    expect(await screen.findByText('no overlay')).toBeInTheDocument();
    expect(await screen.findByText('no mail')).toBeInTheDocument();

    mockedLoad.mockImplementation(async (_remote, expose) => ({ default: () => <p>{expose === './MailPopup' ? 'mail' : 'overlay'}</p> }));
    mockedManifest.mockResolvedValue(manifest);
    await act(async () => {
      await ensureRemoteCode('account');
    });
    expect(await screen.findByText('overlay')).toBeInTheDocument();
    expect(screen.getByText('no mail')).toBeInTheDocument();
    expect(mockedLoad.mock.calls.filter(([remote]) => remote === 'mail-rewards')).toHaveLength(1);
  });

  it('a request for a widget that failed loads it again and reaches it', async () => {
    const Dialog = () => {
      const [mode, setMode] = useState<string | null>(null);
      useEffect(() => {
        const sub = bus.on('dialog:phone-bind-requested').subscribe((e) => setMode(e.mode));
        return () => sub.unsubscribe();
      }, []);
      return <p>{mode ? `dialog ${mode}` : 'closed'}</p>;
    };
    mockedLoad.mockImplementation(down);
    mockedManifest.mockImplementation(down);
    render(<RemoteSlot remote="account" expose="./AccountOverlay" layout="desktop" wakeOn={['dialog:phone-bind-requested']} fallback={<p>no dialog</p>} />);
    expect(await screen.findByText('no dialog')).toBeInTheDocument();

    mockedLoad.mockResolvedValue({ default: Dialog });
    mockedManifest.mockResolvedValue(manifest);
    act(() => bus.emit('dialog:phone-bind-requested', { mode: 'bind' }));
    expect(await screen.findByText('dialog bind')).toBeInTheDocument();
  });
});
