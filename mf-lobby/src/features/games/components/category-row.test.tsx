import { act, fireEvent, screen } from '@testing-library/react';
import { globalStore, type CatalogueGame, type LobbyCategory, type LobbyLabel, IDLE_FALLBACK_MS } from '@casino/shared';
import { fakeApi } from '../../../testing/fake-api';
import { renderAt, setupI18n } from '../../../testing/render';
import { CategoryRow, ROW_FIRST_CARDS, ROW_SIZE } from './category-row';

const label: LobbyLabel = { labelId: 1, labelName: 'Popüler', code: 'hot', sort: 1 };
const category: LobbyCategory = { categoryId: 2, categoryName: 'Slot', code: 'slot', sort: 1, gameCount: 40 };
const games: CatalogueGame[] = Array.from({ length: ROW_SIZE }, (_, i) => ({
  gameId: i + 1,
  gameName: `Oyun ${i + 1}`,
  imageUrlLobby: `/labelGame/art/${i + 1}.svg`,
  haveDemo: true,
  categoryId: 2,
  firmCode: 'PP',
}));

beforeAll(setupI18n);
afterEach(() => {
  globalStore.isPc = true;
  jest.useRealTimers();
});

const serve = () => fakeApi({ '/labelGame/getGameByLabelCategoryAndPage': () => ({ resultData: { list: games, total: 40, page: 1, pageSize: ROW_SIZE } }) });

describe('CategoryRow', () => {
  it('on a desktop shows the whole row at once', async () => {
    serve();
    renderAt(<CategoryRow label={label} category={category} />);
    await act(async () => undefined);
    expect(screen.getAllByTestId('game-card')).toHaveLength(ROW_SIZE);
    expect(screen.getByTestId('row-all-count')).toHaveTextContent('40');
  });

  it('on a phone shows the first cards during the boot and the rest once the page settles', async () => {
    jest.useFakeTimers();
    globalStore.isPc = false;
    serve();
    renderAt(<CategoryRow label={label} category={category} />);
    await act(async () => undefined);
    expect(screen.getAllByTestId('game-card')).toHaveLength(ROW_FIRST_CARDS);
    await act(async () => jest.advanceTimersByTime(IDLE_FALLBACK_MS));
    expect(screen.getAllByTestId('game-card')).toHaveLength(ROW_SIZE);
  });

  it('on a phone brings the rest at once when the player touches the row', async () => {
    globalStore.isPc = false;
    serve();
    renderAt(<CategoryRow label={label} category={category} />);
    await act(async () => undefined);
    expect(screen.getAllByTestId('game-card')).toHaveLength(ROW_FIRST_CARDS);
    act(() => fireEvent.pointerDown(screen.getAllByTestId('game-card')[0]!));
    expect(screen.getAllByTestId('game-card')).toHaveLength(ROW_SIZE);
    expect(screen.getByRole('link', { name: 'Oyun 12' })).toBeInTheDocument();
  });
});
