import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, globalStore, i18n, userStore, type AgentInfo, type InviteStats, MemoryRouter } from '@casino/shared';
import { recordBus } from '../../../testing/test-setup';
import { fakeApi, setupI18n } from '../../../testing/test-setup';
import { ensureShareMessages } from '../i18n';
import { SharePage } from './share-page';

const stats: InviteStats = {
  uuid: 'inv-42',
  invited: 3,
  registered: 1,
  recent: [
    { name: 'A***e', registered: true, createTime: '2026-06-01T10:00:00.000Z', registerTime: '2026-06-01T11:00:00.000Z' },
    { name: 'M***t', registered: false, createTime: '2026-05-31T10:00:00.000Z', registerTime: null },
  ],
};

const agent: AgentInfo = {
  agentType: 1,
  rateBps: 30,
  tiers: [
    { agentType: 1, minInvitees: 0, rateBps: 30 },
    { agentType: 2, minInvitees: 5, rateBps: 50 },
    { agentType: 3, minInvitees: 20, rateBps: 80 },
  ],
  periodStart: '2026-06-01T21:00:00.000Z',
  invitees: [{ name: 'A***e', registerTime: '2026-06-01T11:00:00.000Z', periodWageredMinor: 60_000, totalWageredMinor: 60_000 }],
  periodWageredMinor: 60_000,
  totalWageredMinor: 60_000,
  accruedMinor: 180,
  paidMinor: 0,
  claimableMinor: 180,
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <SharePage />
    </MemoryRouter>,
  );

type TNav = { share?: unknown; canShare?: unknown; clipboard?: unknown };
const nav = navigator as unknown as TNav;

describe('share page', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await ensureShareMessages();
    await i18n.loadNamespaces(['share']);
    userStore.lang = 'en';
    userStore.userid = '42';
  });
  afterEach(() => {
    delete nav.share;
    delete nav.canShare;
    delete nav.clipboard;
  });

  it.each([true, false])('shows the link of the shell origin, its QR code and the statistics from the API (desktop: %s)', async (isPc) => {
    globalStore.isPc = isPc;
    const api = fakeApi({ '/pddPrizeConfig/getUserUUID': () => ({ resultData: { uuid: 'inv-42' } }), '/invite/stats': () => ({ resultData: stats }) });
    renderPage();
    const link = await screen.findByTestId('share-link');
    expect(link).toHaveValue(`${window.location.origin}/?inviteUUID=inv-42`);
    expect(screen.getByRole('img', { name: 'QR code of your invite link' }).querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(screen.getByTestId('share-code')).toHaveTextContent('inv-42');
    expect(api.bodyOf('/pddPrizeConfig/getUserUUID')).toMatchObject({ userId: '42' });
    expect(await screen.findByTestId('share-invited')).toHaveTextContent('3');
    expect(screen.getByTestId('share-registered')).toHaveTextContent('1');
    const friends = screen.getByTestId('share-friends');
    expect(within(friends).getAllByRole('listitem')).toHaveLength(2);
    expect(friends).toHaveTextContent('A***eSigned up');
    expect(friends).toHaveTextContent('M***tVisitor');
    // No Web Share API in this browser: no share button.
    expect(screen.queryByTestId('share-native')).toBeNull();
  });

  it('pdd (mobile) reuses the share screen with the prize on top; a pushed help moves the prize and the invite list without a reload', async () => {
    globalStore.isPc = false;
    const prize = { id: 5, targetMinor: 10_000, progressMinor: 9_000, helpersNeeded: 3, status: 'open', createTime: '2026-06-01T09:00:00.000Z', expireTime: '2099-06-04T09:00:00.000Z', helpers: [] as unknown[] };
    let registered = 0;
    const api = fakeApi({
      '/pddPrizeConfig/getUserUUID': () => ({ resultData: { uuid: 'inv-42' } }),
      '/invite/stats': () => ({ resultData: { ...stats, registered } }),
      '/invite/agent/info': () => ({ resultData: agent }),
      '/pddPrizeConfig/getPrize': () => ({ resultData: prize }),
    });
    render(<MemoryRouter><SharePage pdd /></MemoryRouter>);
    const card = await screen.findByTestId('pdd-figures');
    expect(card).toHaveTextContent('90.00 ₺ / 100.00 ₺');
    expect(screen.getByTestId('pdd-status')).toHaveTextContent('3 more friends to unlock the prize!');
    expect(await screen.findByTestId('share-link')).toHaveValue(`${window.location.origin}/?inviteUUID=inv-42`);
    expect(screen.getByTestId('account-pdd')).toBeInTheDocument();
    expect(await screen.findByTestId('share-registered')).toHaveTextContent('0');

    Object.assign(prize, { progressMinor: 9_500, helpersNeeded: 2, helpers: [{ name: 'B***k', amountMinor: 500, createTime: '2026-06-01T10:00:00.000Z' }] });
    registered = 1;
    await act(async () => bus.emit('pdd:progress-changed', { prizeId: 5, progressMinor: 9_500, targetMinor: 10_000, helpersNeeded: 2, status: 'open' }));
    await waitFor(() => expect(screen.getByTestId('pdd-figures')).toHaveTextContent('95.00 ₺ / 100.00 ₺'));
    expect(screen.getByTestId('pdd-status')).toHaveTextContent('2 more friends to unlock the prize!');
    expect(screen.getByTestId('pdd-helpers')).toHaveTextContent('B***k+5.00 ₺');
    await waitFor(() => expect(screen.getByTestId('share-registered')).toHaveTextContent('1'));
    expect(api.paths().filter((p) => p === '/pddPrizeConfig/getPrize')).toHaveLength(2);
  });

  it('copies the link, and shares it through the Web Share API when the browser has it', async () => {
    globalStore.isPc = false;
    const writeText = jest.fn().mockResolvedValue(undefined);
    const share = jest.fn().mockResolvedValue(undefined);
    nav.clipboard = { writeText };
    nav.share = share;
    fakeApi({ '/pddPrizeConfig/getUserUUID': () => ({ resultData: { uuid: 'inv-42' } }), '/invite/stats': () => ({ resultData: { ...stats, invited: 0, registered: 0, recent: [] } }) });
    renderPage();
    expect(await screen.findByTestId('share-empty')).toHaveTextContent('Nobody has arrived');
    await act(async () => fireEvent.click(screen.getByTestId('share-copy')));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?inviteUUID=inv-42`);
    expect(screen.getByRole('status')).toHaveTextContent('The link was copied');
    await act(async () => fireEvent.click(screen.getByTestId('share-native')));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/?inviteUUID=inv-42` }));
  });

  it('shares the link to WhatsApp and Telegram, with the invite text, in a new tab', async () => {
    fakeApi({ '/pddPrizeConfig/getUserUUID': () => ({ resultData: { uuid: 'inv-42' } }), '/invite/stats': () => ({ resultData: stats }) });
    renderPage();
    const link = `${window.location.origin}/?inviteUUID=inv-42`;
    const whatsapp = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    const whatsappUrl = new URL(whatsapp.getAttribute('href') ?? '');
    expect(whatsappUrl.origin).toBe('https://wa.me');
    expect(whatsappUrl.searchParams.get('text')).toBe(`Join with this link: ${link}`);
    const telegram = screen.getByRole('link', { name: 'Share on Telegram' });
    const telegramUrl = new URL(telegram.getAttribute('href') ?? '');
    expect(`${telegramUrl.origin}${telegramUrl.pathname}`).toBe('https://t.me/share/url');
    expect(telegramUrl.searchParams.get('url')).toBe(link);
    expect(telegramUrl.searchParams.get('text')).toBe('Join with this link:');
    for (const a of [whatsapp, telegram]) expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tells the player when copying is impossible and selects the link instead', async () => {
    fakeApi({ '/pddPrizeConfig/getUserUUID': () => ({ resultData: { uuid: 'inv-42' } }), '/invite/stats': () => ({ resultData: stats }) });
    renderPage();
    await screen.findByTestId('share-link');
    await act(async () => fireEvent.click(screen.getByTestId('share-copy')));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
  });

  it('shows the agent rebate and claims it once: the balance follows the server, the claim button is then off', async () => {
    globalStore.isPc = true;
    let current = agent;
    const api = fakeApi({
      '/pddPrizeConfig/getUserUUID': () => ({ resultData: { uuid: 'inv-42' } }),
      '/invite/stats': () => ({ resultData: stats }),
      '/invite/agent/info': () => ({ resultData: current }),
      '/invite/agent/receiveRebate': () => {
        current = { ...agent, paidMinor: 180, claimableMinor: 0 };
        return { resultData: { amountMinor: 180, totalAssets: 100_180 } };
      },
    });
    const balance = recordBus('wallet:balance-changed');
    renderPage();
    const section = await screen.findByTestId('share-agent');
    expect(await within(section).findByTestId('agent-rate')).toHaveTextContent('0.30%');
    expect(within(section).getByTestId('agent-claimable')).toHaveTextContent('1.80 ₺');
    expect(within(section).getByTestId('agent-invitees')).toHaveTextContent('A***e');
    expect(within(section).getByTestId('agent-invitees')).toHaveTextContent('600.00 ₺');
    await act(async () => fireEvent.click(within(section).getByTestId('agent-claim')));
    expect(api.paths().filter((p) => p === '/invite/agent/receiveRebate')).toHaveLength(1);
    expect(balance.events).toEqual([{ totalAssetsMinor: 100_180 }]);
    await waitFor(() => expect(within(section).getByTestId('agent-claimable')).toHaveTextContent('0.00 ₺'));
    expect(within(section).getByTestId('agent-claim')).toBeDisabled();
    balance.stop();
  });

  it('shows errors with a retry when the link or the statistics cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      '/pddPrizeConfig/getUserUUID': () => (fail ? { state: '500', msg: 'down' } : { resultData: { uuid: 'inv-42' } }),
      '/invite/stats': () => (fail ? { state: '500', msg: 'down' } : { resultData: stats }),
    });
    renderPage();
    expect(await screen.findByText('Your invite link could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The statistics could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() => expect(screen.getByTestId('share-link')).toHaveValue(`${window.location.origin}/?inviteUUID=inv-42`));
    expect(await screen.findByTestId('share-invited')).toHaveTextContent('3');
  });
});
