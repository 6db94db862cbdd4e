import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { platformStore } from '../platform-store';
import { RemoteSlot } from './remote-slot';
import { loadExposed } from '../mf/runtime';

jest.mock('../mf/runtime', () => ({ loadExposed: jest.fn() }));
const mockedLoad = loadExposed as jest.MockedFunction<typeof loadExposed>;

beforeEach(() => {
  platformStore.status = {};
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe('RemoteSlot', () => {
  it('renders nothing and loads nothing when the remote is disabled', () => {
    const { container } = render(<RemoteSlot remote="wheel" expose="./Nothing" layout="desktop" fallback={<p>fb</p>} />);
    expect(container).toBeEmptyDOMElement();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('renders the widget of an enabled remote in its reserved box', async () => {
    platformStore.status = { lobby: 'ready' };
    mockedLoad.mockResolvedValueOnce({ default: ({ layout }: { layout: string }) => <p>search {layout}</p> });
    render(<RemoteSlot remote="lobby" expose="./HeaderSearchA" layout="desktop" reserve={{ width: 320 }} />);
    expect(await screen.findByText('search desktop')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('lobby', './HeaderSearchA');
    expect(document.querySelector('[data-slot="lobby/HeaderSearchA"]')).toHaveStyle({ width: '320px' });
  });

  it('shows the fallback when the widget does not exist, and when it throws', async () => {
    platformStore.status = { lobby: 'ready', 'mail-rewards': 'ready' };
    mockedLoad.mockRejectedValueOnce(new Error('no such expose'));
    render(<RemoteSlot remote="lobby" expose="./Missing" layout="mobile" fallback={<p>fallback one</p>} />);
    expect(await screen.findByText('fallback one')).toBeInTheDocument();

    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    mockedLoad.mockResolvedValueOnce({ default: Broken });
    await act(async () => {
      render(<RemoteSlot remote="mail-rewards" expose="./Broken" layout="desktop" fallback={<p>fallback two</p>} />);
    });
    expect(await screen.findByText('fallback two')).toBeInTheDocument();
  });
});
