import { act, fireEvent, screen } from '@testing-library/react';
import { resetUser, setLoginTime, SEARCH_DEBOUNCE_MS, userStore, type CatalogueGame } from '@casino/shared';
import { renderAt, setupI18n } from '../../testing/render';
import { searchGames } from '../games/api/games-api';
import { HeaderSearch } from './header-search';
import { DrawerSearch } from './drawer-search';

jest.mock('../games/api/games-api', () => ({
  searchGames: jest.fn(),
  setFavorite: jest.fn(),
  // The lobby's own names, as /labelGame/list answers them.
  fetchCatalogue: jest.fn(async () => ({
    labelList: [{ labelId: 1, labelName: 'Hot', code: 'hot', sort: 1 }],
    categoryList: [
      { categoryId: 1, categoryName: 'Slots', code: 'slots', sort: 1, gameCount: 275 },
      { categoryId: 2, categoryName: 'Live Casino', code: 'live', sort: 2, gameCount: 60 },
    ],
    providerList: [{ code: 'PP', name: 'Pragmatic Play', logoUrl: '' }],
  })),
}));
const searchMock = searchGames as jest.MockedFunction<typeof searchGames>;
const hit: CatalogueGame = { gameId: 1, gameName: 'Şeker Patlaması', imageUrlLobby: '', haveDemo: true, categoryId: 1, firmCode: 'PP' };

beforeAll(setupI18n);
beforeEach(() => {
  jest.useFakeTimers();
  resetUser();
  setLoginTime();
  userStore.isLogin = true;
});
afterEach(() => jest.useRealTimers());

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const settle = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

describe('HeaderSearch', () => {
  it('has the spec placeholder and button, and searches only after 1 s without typing', async () => {
    searchMock.mockResolvedValue([hit]);
    renderAt(<HeaderSearch />);
    const input = screen.getByPlaceholderText('Serch for games');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    act(() => input.focus());
    type(input, 'se');
    await settle(SEARCH_DEBOUNCE_MS - 10);
    type(input, 'seker');
    await settle(SEARCH_DEBOUNCE_MS - 10);
    expect(searchMock).not.toHaveBeenCalled();
    await settle(20);
    expect(searchMock).toHaveBeenCalledTimes(1);
    expect(searchMock).toHaveBeenCalledWith('seker');
    expect(screen.getByTestId('search-panel')).toBeInTheDocument();
    expect(screen.getAllByTestId('game-card')).toHaveLength(1);
  });

  it('clears and hides the panel when the text is emptied', async () => {
    searchMock.mockResolvedValue([hit]);
    renderAt(<HeaderSearch />);
    const input = screen.getByPlaceholderText('Serch for games');
    act(() => input.focus());
    type(input, 'seker');
    await settle(SEARCH_DEBOUNCE_MS);
    expect(screen.getByTestId('search-panel')).toBeInTheDocument();
    type(input, '');
    expect(screen.queryByTestId('search-panel')).not.toBeInTheDocument();
    await settle(SEARCH_DEBOUNCE_MS);
    expect(searchMock).toHaveBeenCalledTimes(1);
  });

  it('reopens the panel on focus after a blur, and the Search button skips the debounce', async () => {
    searchMock.mockResolvedValue([hit]);
    renderAt(<HeaderSearch />);
    const input = screen.getByPlaceholderText('Serch for games');
    act(() => input.focus());
    type(input, 'seker');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle(0);
    expect(searchMock).toHaveBeenCalledTimes(1);
    fireEvent.blur(input);
    expect(screen.queryByTestId('search-panel')).not.toBeInTheDocument();
    fireEvent.focus(input);
    expect(screen.getByTestId('search-panel')).toBeInTheDocument();
  });

  it('sends a logged-out user to /login on blur', () => {
    userStore.isLogin = false;
    renderAt(<HeaderSearch />, { path: '/' });
    const input = screen.getByPlaceholderText('Serch for games');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('DrawerSearch', () => {
  it('shows the Turkish not-found notice, and clearing resets it', async () => {
    searchMock.mockResolvedValue([]);
    renderAt(<DrawerSearch />);
    const input = screen.getByPlaceholderText('Serch for games..');
    type(input, 'zzz');
    expect(screen.getByText('Aranıyor…')).toBeInTheDocument();
    await settle(SEARCH_DEBOUNCE_MS);
    expect(screen.getByTestId('search-not-found')).toHaveTextContent(
      'Üzgünüz, aradığınız sonuç bulunamadı. Belki farklı bir anahtar kelime deneyebilirsiniz.',
    );
    type(input, '');
    expect(screen.queryByTestId('search-not-found')).not.toBeInTheDocument();
  });

  it('lists drawer cards that open gamePlaying and show the name', async () => {
    searchMock.mockResolvedValue([hit]);
    renderAt(<DrawerSearch />);
    type(screen.getByPlaceholderText('Serch for games..'), 'seker');
    await settle(SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('Şeker Patlaması')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('game-card'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gamePlaying/1/1');
  });
});

describe('see all results', () => {
  it('the header panel links the full results page for the words typed; 50 results say there are more', async () => {
    searchMock.mockResolvedValue(Array.from({ length: 50 }, (_, i) => ({ ...hit, gameId: i + 1, gameName: `Rulet ${i + 1}` })));
    renderAt(<HeaderSearch />);
    type(screen.getByRole('searchbox'), 'rulet');
    await settle(SEARCH_DEBOUNCE_MS);
    const all = screen.getByTestId('search-see-all');
    expect(all).toHaveTextContent('Tüm sonuçları gör (50+)');
    expect(all).toHaveAttribute('href', '/searchGarm?words=rulet');
    fireEvent.click(all);
    expect(screen.getByTestId('location')).toHaveTextContent('/searchGarm');
  });

  it('the drawer search links it too', async () => {
    searchMock.mockResolvedValue([hit]);
    const navigated = jest.fn();
    renderAt(<DrawerSearch onNavigate={navigated} />);
    type(screen.getByRole('searchbox'), 'şeker');
    await settle(SEARCH_DEBOUNCE_MS);
    const all = screen.getByTestId('search-see-all');
    expect(all).toHaveTextContent('Tüm sonuçları gör');
    expect(all).toHaveAttribute('href', `/searchGarm?words=${encodeURIComponent('şeker')}`);
    fireEvent.click(all);
    expect(navigated).toHaveBeenCalled();
  });
});

describe('see all of a category or provider the words name', () => {
  it('"slot" in the drawer links the Slot category with its count, as the lobby names it', async () => {
    searchMock.mockResolvedValue([hit]);
    const navigated = jest.fn();
    renderAt(<DrawerSearch onNavigate={navigated} />);
    type(screen.getByRole('searchbox'), 'slot');
    await settle(SEARCH_DEBOUNCE_MS);
    const category = screen.getByTestId('search-see-category');
    expect(category).toHaveTextContent('Slot · Tümünü gör (275)');
    expect(category).toHaveAttribute('href', '/gameAll/1/Slots');
    fireEvent.click(category);
    expect(navigated).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/gameAll/1/Slots');
  });

  it('"canlı casino" and "pragmatic" in the header panel link their lists; a game name links none', async () => {
    searchMock.mockResolvedValue([hit]);
    renderAt(<HeaderSearch />);
    const input = screen.getByRole('searchbox');
    act(() => input.focus());
    type(input, 'canlı casino');
    await settle(SEARCH_DEBOUNCE_MS);
    expect(screen.getByTestId('search-see-category')).toHaveTextContent('Canlı Casino · Tümünü gör (60)');
    type(input, 'Pragmatic');
    await settle(SEARCH_DEBOUNCE_MS);
    expect(screen.getByTestId('search-see-category')).toHaveTextContent('Pragmatic Play · Tüm oyunlar');
    expect(screen.getByTestId('search-see-category')).toHaveAttribute('href', '/gameAll/0/Pragmatic%20Play/PP');
    type(input, 'seker');
    await settle(SEARCH_DEBOUNCE_MS);
    expect(screen.queryByTestId('search-see-category')).not.toBeInTheDocument();
  });
});
