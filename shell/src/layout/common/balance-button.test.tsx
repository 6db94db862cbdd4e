import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { HttpRequest } from '@casino/shared';
import { bus, http, i18n, initI18n, patchUser, registerNamespace, resetUser, MemoryRouter, Route, Routes, useLocation } from '@casino/shared';
import tk from '../../locales/tk.json';
import { BalanceButton } from './balance-button';

/** The API at the HTTP adapter of the shared client (envelope handling stays real). */
const answer = (routes: Record<string, () => unknown>) => {
  const paths: string[] = [];
  http.defaults.adapter = async (config: HttpRequest) => {
    paths.push(config.url ?? '');
    const resultData = routes[config.url ?? '']?.() ?? null;
    return { data: { state: '200', msg: '', success: true, resultData }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return paths;
};

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
const mount = (layout: 'desktop' | 'mobile') =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<><BalanceButton className="shell-balance" layout={layout} rechargePath="/kisiselBilgiler/recharge" bonusesPath="/kisiselBilgiler/bonuslarim" /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );

describe('BalanceButton (the header balance and its split)', () => {
  beforeAll(async () => {
    await registerNamespace('shell', async () => tk);
    await initI18n('tk');
    await i18n.changeLanguage('tk');
    await i18n.loadNamespaces(['shell']);
  });
  beforeEach(() => {
    resetUser();
    patchUser({ isLogin: true, isNewUserLogin: true, token: 'tok', lang: 'tk', totalAssets: 150_050 });
  });

  it.each(['desktop', 'mobile'] as const)('on %s shows totalAssets; a tap shows cash, bonus and withdrawable from the server, nothing is fetched before', async (layout) => {
    const paths = answer({ '/user/getUserInfo': () => ({ totalAssets: 150_050, cashAssets: 100_050, bonusAssets: 50_000, withdrawableAssets: 90_000 }) });
    mount(layout);
    const balance = screen.getByTestId('balance');
    expect(balance).toHaveTextContent('1.500,50');
    expect(balance).toHaveAttribute('aria-label', 'Bakiye 1.500,50\u00a0₺: nakit ve bonus');
    expect(paths).toEqual([]);
    await act(async () => fireEvent.click(balance));
    const split = await screen.findByTestId('balance-split');
    expect(balance).toHaveAttribute('aria-expanded', 'true');
    expect(await within(split).findByTestId('balance-cash')).toHaveTextContent('1.000,50');
    expect(within(split).getByTestId('balance-bonus')).toHaveTextContent('500,00');
    expect(within(split).getByTestId('balance-withdrawable')).toHaveTextContent('900,00');
    expect(split).toHaveTextContent('Nakit');
    expect(split).toHaveTextContent('Çekilebilir');
    expect(split).toHaveTextContent('Bonus parası çevrim tamamlanınca nakde çevrilir');
    expect(paths).toEqual(['/user/getUserInfo']);
    // The header balance stays totalAssets.
    expect(balance).toHaveTextContent('1.500,50');
  });

  it('shows the sandbox test money as its own row, apart from the cash, and says it is never withdrawable', async () => {
    answer({ '/user/getUserInfo': () => ({ totalAssets: 110_000, cashAssets: 110_000, bonusAssets: 0, testAssets: 100_000, withdrawableAssets: 10_000 }) });
    mount('mobile');
    await act(async () => fireEvent.click(screen.getByTestId('balance')));
    const split = await screen.findByTestId('balance-split');
    expect(await within(split).findByTestId('balance-cash')).toHaveTextContent('100,00');
    expect(within(split).getByTestId('balance-test')).toHaveTextContent('1.000,00');
    expect(within(split).getByTestId('balance-withdrawable')).toHaveTextContent('100,00');
    expect(split).toHaveTextContent('Test parası');
    expect(within(split).getByTestId('balance-test-note')).toHaveTextContent('hiçbir zaman çekilemez');
  });

  it('while the figures load it shows no buttons (never named by their message keys)', async () => {
    let release: () => void = () => undefined;
    http.defaults.adapter = (config: HttpRequest) =>
      new Promise((resolve) => {
        release = () => resolve({ data: { state: '200', msg: '', success: true, resultData: { totalAssets: 150_050 } }, status: 200, statusText: 'OK', headers: {}, config });
      });
    mount('mobile');
    await act(async () => fireEvent.click(screen.getByTestId('balance')));
    const split = await screen.findByTestId('balance-split');
    expect(within(split).queryByRole('button')).toBeNull();
    expect(split).not.toHaveTextContent('deposit');
    await act(async () => release());
    expect(await within(split).findByRole('button', { name: 'Para Yatır' })).toBeInTheDocument();
    expect(within(split).getByRole('button', { name: 'Bonuslarım' })).toBeInTheDocument();
  });

  it('leads to the deposit and to Bonuslarım, closing itself; Escape and a second tap close it', async () => {
    answer({ '/user/getUserInfo': () => ({ totalAssets: 150_050, cashAssets: 150_050, bonusAssets: 0, withdrawableAssets: 150_050 }) });
    mount('desktop');
    const balance = screen.getByTestId('balance');
    await act(async () => fireEvent.click(balance));
    let split = await screen.findByTestId('balance-split');
    await within(split).findByTestId('balance-cash');
    // No test money: no test money row.
    expect(within(split).queryByTestId('balance-test')).toBeNull();
    // No bonus: no note about bonus money.
    expect(split).not.toHaveTextContent('çevrim');
    await act(async () => fireEvent.click(within(split).getByRole('button', { name: 'Para Yatır' })));
    expect(screen.getByTestId('location')).toHaveTextContent('/kisiselBilgiler/recharge');
    expect(screen.queryByTestId('balance-split')).toBeNull();

    await act(async () => fireEvent.click(balance));
    split = await screen.findByTestId('balance-split');
    await act(async () => fireEvent.click(within(split).getByRole('button', { name: 'Bonuslarım' })));
    expect(screen.getByTestId('location')).toHaveTextContent('/kisiselBilgiler/bonuslarim');

    await act(async () => fireEvent.click(balance));
    await screen.findByTestId('balance-split');
    await act(async () => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(screen.queryByTestId('balance-split')).toBeNull();
    await act(async () => fireEvent.click(balance));
    await screen.findByTestId('balance-split');
    await act(async () => fireEvent.click(balance));
    expect(screen.queryByTestId('balance-split')).toBeNull();
  });

  it('moves the header to the server’s total when the split finds a newer one', async () => {
    answer({ '/user/getUserInfo': () => ({ totalAssets: 99_900, cashAssets: 99_900, bonusAssets: 0, withdrawableAssets: 99_900 }) });
    const seen: number[] = [];
    const sub = bus.on('wallet:balance-changed').subscribe((e) => seen.push(e.totalAssetsMinor));
    mount('mobile');
    await act(async () => fireEvent.click(screen.getByTestId('balance')));
    await screen.findByTestId('balance-cash');
    expect(seen).toEqual([99_900]);
    sub.unsubscribe();
  });
});
