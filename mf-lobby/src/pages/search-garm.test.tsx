import { act, fireEvent, screen } from '@testing-library/react';
import { resetUser, setLoginTime, type CatalogueGame } from '@casino/shared';
import { FakeIntersectionObserver, renderAt, setupI18n } from '../testing/render';
import { fakeApi } from '../testing/fake-api';
import SearchGarmPage from './search-garm';

const games = (from: number, n: number): CatalogueGame[] =>
  Array.from({ length: n }, (_, i) => ({ gameId: from + i, gameName: `Roulette ${from + i}`, imageUrlLobby: '', haveDemo: false, categoryId: 2, firmCode: 'EVO' }));

beforeAll(async () => {
  await setupI18n();
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
});
beforeEach(() => {
  resetUser();
  setLoginTime();
  FakeIntersectionObserver.instances = [];
});

describe('searchGarm: the full results page', () => {
  it('shows every result past the first 50, page by page, then the total', async () => {
    const asked: unknown[] = [];
    fakeApi({
      '/labelGame/getSearchResults': (body) => {
        asked.push(body.page);
        return { resultData: body.page === 1 ? games(1, 50) : body.page === 2 ? games(51, 12) : [] };
      },
    });
    renderAt(<SearchGarmPage />, { path: '/searchGarm?words=rulet', route: '/searchGarm' });
    expect(await screen.findByText('Roulette 50')).toBeInTheDocument();
    expect(screen.queryByText('Roulette 51')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' })));
    expect(await screen.findByText('Roulette 62')).toBeInTheDocument();
    expect(screen.getAllByTestId('game-card')).toHaveLength(62);
    expect(screen.getByTestId('search-count')).toHaveTextContent('62 oyun');
    expect(screen.getByText('Hepsi bu kadar.')).toBeInTheDocument();
    expect(asked).toEqual([1, 2]);
  });

  it('says so when nothing is found', async () => {
    fakeApi({ '/labelGame/getSearchResults': () => ({ resultData: [] }) });
    renderAt(<SearchGarmPage />, { path: '/searchGarm?words=zzqq', route: '/searchGarm' });
    expect(await screen.findByText(/aradığınız sonuç bulunamadı/)).toBeInTheDocument();
  });
});
