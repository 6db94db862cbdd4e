import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { globalStore, resetUser, setLoginTime, type CatalogueGame, type GameListPage } from '@casino/shared';
import { FakeIntersectionObserver, renderAt, setupI18n } from '../testing/render';
import { fakeApi } from '../testing/fake-api';
import * as api from '../features/games/api/games-api';
import * as launchApi from '../features/games/api/launch-api';
import { resetCatalogueCache } from '../features/games/hooks/use-catalogue';
import GameAllPage from './game-all';
import GamePlayingPage from './game-playing';
import GamePlayingFrontPage from './game-playing-front';
import HomePage from './home';
import MenuPage from './menu';

jest.mock('../features/games/api/games-api');
jest.mock('../features/games/api/launch-api');
const mocked = jest.mocked(api);
const launch = jest.mocked(launchApi);

const games = (from: number, n: number): CatalogueGame[] =>
  Array.from({ length: n }, (_, i) => ({ gameId: from + i, gameName: `Game ${from + i}`, imageUrlLobby: '', haveDemo: false, categoryId: 1, firmCode: 'PP' }));
const page = (p: number, list: CatalogueGame[], total: number): GameListPage => ({ list, total, page: p, pageSize: 30 });

beforeAll(async () => {
  await setupI18n();
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
});
beforeEach(() => {
  resetUser();
  setLoginTime();
  FakeIntersectionObserver.instances = [];
  resetCatalogueCache();
  // gameAll names its category from the catalogue; a page that does not care gets an empty one.
  mocked.fetchCatalogue.mockResolvedValue({ labelList: [], categoryList: [], providerList: [] });
  // A game front page opened by its address asks for the game's name: none known here.
  mocked.fetchGame.mockResolvedValue(null);
});

describe('gameAll', () => {
  it('loads page 1 with skeletons, then the next page when the sentinel scrolls into view, then stops', async () => {
    mocked.fetchByCategory.mockImplementation(async ({ page: p = 1 }) => (p === 1 ? page(1, games(1, 30), 45) : page(2, games(31, 15), 45)));
    renderAt(<GameAllPage />, { path: '/gameAll/3/Slot/PP', route: '/gameAll/:cid/:name/:id?' });
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('Game 30')).toBeInTheDocument();
    expect(mocked.fetchByCategory).toHaveBeenCalledWith({ categoryId: 3, firmCode: 'PP', page: 1 });
    expect(screen.getByRole('heading', { name: 'Slot' })).toBeInTheDocument();
    act(() => FakeIntersectionObserver.reveal());
    expect(await screen.findByText('Game 45')).toBeInTheDocument();
    expect(mocked.fetchByCategory).toHaveBeenLastCalledWith({ categoryId: 3, firmCode: 'PP', page: 2 });
    expect(screen.getAllByTestId('game-card')).toHaveLength(45);
    expect(screen.queryByTestId('grid-sentinel')).not.toBeInTheDocument();
    expect(screen.getByText('Hepsi bu kadar.')).toBeInTheDocument();
  });

  it('shows an error with a retry that continues', async () => {
    mocked.fetchByCategory.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(page(1, games(1, 2), 2));
    renderAt(<GameAllPage />, { path: '/gameAll/0/All', route: '/gameAll/:cid/:name/:id?' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Game 2')).toBeInTheDocument();
  });
});

describe('game pages', () => {
  it('gamePlaying asks for the real URL and shows it in an iframe behind a loading state', async () => {
    fakeApi({ '/user/getUserInfo': () => ({ resultData: { totalAssets: 100_000 } }) });
    launch.fetchGameUrl.mockResolvedValue({ url: 'http://localhost:4100/games/launch?gameId=5&mode=real', isReal: true });
    renderAt(<GamePlayingPage />, { path: '/gamePlaying/5/1', route: '/gamePlaying/:id/:isReal?' });
    expect(screen.getByTestId('game-loading')).toBeInTheDocument();
    const frame = await waitFor(() => screen.getByTitle('Oyun'));
    expect(launch.fetchGameUrl).toHaveBeenCalledWith(5, 1);
    expect(frame).toHaveAttribute('src', 'http://localhost:4100/games/launch?gameId=5&mode=real');
    fireEvent.load(frame);
    expect(screen.queryByTestId('game-loading')).not.toBeInTheDocument();
  });

  it('gamePlayingFront asks for the demo URL; a failure shows an error with retry', async () => {
    launch.fetchGameUrl.mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce({ url: 'http://sandbox/demo', isReal: false });
    renderAt(<GamePlayingFrontPage />, { path: '/gamePlayingFront/9', route: '/gamePlayingFront/:id' });
    fireEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(await screen.findByText('Oyun açılamadı. Lütfen tekrar deneyin.')).toBeInTheDocument();
    expect(launch.fetchGameUrl).toHaveBeenCalledWith(9, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTitle('Oyun')).toHaveAttribute('src', 'http://sandbox/demo');
  });
});

describe('Home', () => {
  const catalogue = {
    labelList: [
      { labelId: 1, labelName: 'Hot', code: 'hot', sort: 1 },
      { labelId: 2, labelName: 'New', code: 'new', sort: 2 },
    ],
    categoryList: [
      { categoryId: 1, categoryName: 'Slots', code: 'slots', sort: 1, gameCount: 10 },
      { categoryId: 2, categoryName: 'Live Casino', code: 'live', sort: 2, gameCount: 4 },
    ],
    providerList: [{ code: 'EVO', name: 'Evolution', logoUrl: '' }],
  };

  it('Menu lists the categories and providers, each opening its games; a failed catalogue offers a retry', async () => {
    mocked.fetchCatalogue.mockRejectedValueOnce(new Error('down')).mockResolvedValue(catalogue);
    renderAt(<MenuPage />);
    expect(await screen.findByRole('heading', { name: 'Menü' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /Tekrar/ }));
    const categories = await screen.findByRole('navigation', { name: 'Kategoriler' });
    expect(categories.querySelectorAll('a')).toHaveLength(2);
    expect(categories.querySelector('a')).toHaveAttribute('href', '/gameAll/1/Slots');
    expect(screen.getByTitle('Evolution')).toHaveAttribute('href', '/gameAll/0/Evolution/EVO');
  });

  it('publishes labels and categories to the global store and honours activeLabel', async () => {
    mocked.fetchCatalogue.mockResolvedValue(catalogue);
    mocked.fetchByLabelCategory.mockImplementation(async (r) => page(1, games(r.labelId * 100 + (r.categoryId ?? 0) * 10, 3), 3));
    globalStore.activeLabel = 'new';
    renderAt(<HomePage />);
    expect(await screen.findByRole('tab', { name: 'Yeni' })).toHaveAttribute('aria-selected', 'true');
    expect(globalStore.labelList).toHaveLength(2);
    expect(globalStore.gameData.categoryList).toHaveLength(2);
    // A row's cards wait until it nears the screen; placeholders hold its place meanwhile.
    await waitFor(() => expect(mocked.fetchByLabelCategory).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Game 210')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('category-row-1')).getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
    act(() => FakeIntersectionObserver.reveal());
    await screen.findByText('Game 210');
    expect(mocked.fetchByLabelCategory).toHaveBeenCalledWith({ labelId: 2, categoryId: 1, page: 1, pageSize: 12 });
    expect(screen.getAllByRole('link', { name: /Tümü/ })[0]).toHaveAttribute('href', '/gameAll/1/Slots');
    expect(screen.getByRole('link', { name: 'Evolution' })).toHaveAttribute('href', '/gameAll/0/Evolution/EVO');
    fireEvent.click(screen.getByRole('tab', { name: 'Popüler' }));
    expect(globalStore.activeLabel).toBe('hot');
    await waitFor(() => expect(mocked.fetchByLabelCategory).toHaveBeenCalledWith({ labelId: 1, categoryId: 1, page: 1, pageSize: 12 }));
    act(() => FakeIntersectionObserver.reveal());
    expect(await screen.findByText('Game 110')).toBeInTheDocument();
    act(() => {
      globalStore.activeLabel = '';
    });
  });
});

describe('Home from the data in the page', () => {
  afterEach(() => {
    delete window.__CASINO_FIRST_PAINT__;
    FakeIntersectionObserver.visible = false;
  });
  const catalogue = {
    labelList: [{ labelId: 1, labelName: 'Hot', code: 'hot', sort: 1 }],
    categoryList: [
      { categoryId: 1, categoryName: 'Slots', code: 'slots', sort: 1, gameCount: 10 },
      { categoryId: 2, categoryName: 'Live Casino', code: 'live', sort: 2, gameCount: 4 },
    ],
    providerList: [],
  };

  it('renders the catalogue and the first rows the HTML carries, asking the API for nothing', async () => {
    FakeIntersectionObserver.visible = true;
    window.__CASINO_FIRST_PAINT__ = {
      banners: [],
      at: Date.now(),
      catalogue,
      rows: { '1:1:12': page(1, games(1, 3), 40), '1:2:12': page(1, games(50, 2), 2) },
    };
    renderAt(<HomePage />);
    // The first render already has the tabs: no loading state in between.
    expect(screen.getByRole('tab', { name: 'Popüler' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Game 3')).toBeInTheDocument();
    expect(screen.getByText('Game 51')).toBeInTheDocument();
    // "Tümü" counts the whole category (what its list shows), not the label's 40 of the row.
    expect(within(screen.getByTestId('category-row-1')).getByRole('link', { name: /Tümü/ })).toHaveTextContent('Tümü 10');
    expect(mocked.fetchCatalogue).not.toHaveBeenCalled();
    expect(mocked.fetchByLabelCategory).not.toHaveBeenCalled();
  });

  it('publishes the catalogue to the store after its first commit, not during the render', async () => {
    window.__CASINO_FIRST_PAINT__ = { banners: [], at: Date.now(), catalogue, rows: {} };
    act(() => {
      globalStore.labelList = [];
    });
    const seen: number[] = [];
    // Renders right after the page, in the same render: a write by the page's render would show here.
    function Probe() {
      seen.push(globalStore.labelList.length);
      return null;
    }
    renderAt(
      <>
        <HomePage />
        <Probe />
      </>,
    );
    expect(seen[0]).toBe(0);
    await waitFor(() => expect(globalStore.labelList).toHaveLength(1));
    expect(mocked.fetchCatalogue).not.toHaveBeenCalled();
  });

  it('data older than a minute is not used: the page asks as usual', async () => {
    FakeIntersectionObserver.visible = true;
    window.__CASINO_FIRST_PAINT__ = { banners: [], at: Date.now() - 5 * 60_000, catalogue, rows: { '1:1:12': page(1, games(1, 3), 3) } };
    mocked.fetchCatalogue.mockResolvedValue(catalogue);
    mocked.fetchByLabelCategory.mockImplementation(async (r) => page(1, games(r.categoryId! * 100, 2), 2));
    renderAt(<HomePage />);
    expect(await screen.findByText('Game 101')).toBeInTheDocument();
    expect(screen.queryByText('Game 3')).not.toBeInTheDocument();
    expect(mocked.fetchCatalogue).toHaveBeenCalledTimes(1);
  });
});

describe('gameAll on a tall screen', () => {
  afterEach(() => {
    FakeIntersectionObserver.visible = false;
  });

  it('keeps loading while the sentinel stays in view after a page arrives', async () => {
    FakeIntersectionObserver.visible = true;
    mocked.fetchByCategory.mockImplementation(async ({ page: p = 1 }) => page(p, games((p - 1) * 30 + 1, p < 3 ? 30 : 5), 65));
    renderAt(<GameAllPage />, { path: '/gameAll/1/Slot', route: '/gameAll/:cid/:name/:id?' });
    expect(await screen.findByText('Game 65')).toBeInTheDocument();
    expect(mocked.fetchByCategory).toHaveBeenCalledTimes(3);
    expect(screen.getAllByTestId('game-card')).toHaveLength(65);
  });
});

describe('gameAll and the home row agree', () => {
  it('names the category as the row does and counts what the row promised', async () => {
    const catalogue = {
      labelList: [{ labelId: 1, labelName: 'Hot', code: 'hot', sort: 1 }],
      categoryList: [{ categoryId: 1, categoryName: 'Slots', code: 'slots', sort: 1, gameCount: 275 }],
      providerList: [],
    };
    mocked.fetchCatalogue.mockResolvedValue(catalogue);
    mocked.fetchByCategory.mockResolvedValue(page(1, games(1, 30), 275));
    renderAt(<GameAllPage />, { path: '/gameAll/1/Slots', route: '/gameAll/:cid/:name/:id?' });
    expect(await screen.findByRole('heading', { name: 'Slot' })).toBeInTheDocument();
    expect(await screen.findByText('275 oyun')).toBeInTheDocument();
  });
});
