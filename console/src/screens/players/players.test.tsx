import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../app';
import type { TPlayerProfile, TStatementLine } from '../../api/types';
import { setLanguage } from '../../i18n';
import { installFakeApi, me, type TFakeApi } from '../../testing/fake-api';

let api: TFakeApi;
const profile: TPlayerProfile = {
  userId: 42,
  publicId: 'pubAbc',
  nickname: 'AyşeOyuncu',
  role: 'member',
  vipLevel: 2,
  registeredAt: '2026-01-02T10:00:00.000Z',
  createdAt: '2026-01-02T10:00:00.000Z',
  personalData: false,
  phone: '90555****567',
  name: null,
  email: null,
  deviceNumber: 'd***1',
  market: 'tr',
  currency: 'TRY',
  language: null,
  kyc: null,
  status: { loginBlockedAt: null, reviewAt: null, closedAt: null },
  lastLogins: [{ at: '2026-01-03T10:00:00.000Z', device: 'd***1', ip: '10.1.*.*', ended: false }],
  balances: { cashMinor: 123_456, bonusMinor: 0, testMinor: 0, withdrawableMinor: 123_456, pendingPayoutMinor: 0 },
  protection: { userId: 42, birthDate: null, ageConfirmed: true, realityCheckMinutes: null, limits: [], exclusion: null, audit: [] },
};
const line = (id: number, amountMinor: number, balanceAfterMinor: number): TStatementLine => ({ id: String(id), at: '2026-01-03T10:00:00.000Z', code: 'ADJUSTMENT', counterAccount: 'house:bankroll:10', amountMinor, balanceAfterMinor });

const start = (role: 'viewer' | 'operator' | 'approver', path: string, extra: Record<string, Parameters<TFakeApi['on']>[1]> = {}) => {
  sessionStorage.setItem('casino-console-session', 'tok');
  window.history.pushState({}, '', path);
  api = installFakeApi({
    '/admin/staff/me': () => ({ data: me(role) }),
    '/admin/backoffice/players/search': () => ({ data: { players: [{ userId: 42, publicId: 'pubAbc', nickname: 'AyşeOyuncu', role: 'member', phone: '90555****567', vipLevel: 2, registeredAt: null, matchedBy: ['phone'] }], personalData: false } }),
    '/admin/backoffice/players/get': () => ({ data: profile }),
    '/admin/backoffice/players/statement': (body) => ({ data: body.cursor ? { account: 'player:42:cash', lines: [line(1, 100, 100)], nextCursor: null } : { account: 'player:42:cash', lines: [line(3, -50, 1_234_56), line(2, 500, 123_506)], nextCursor: '2' } }),
    ...extra,
  });
  render(<App />);
};
afterEach(() => {
  api.restore();
  sessionStorage.clear();
  localStorage.clear();
  setLanguage(null, 'en');
});

describe('players: find a player and the player 360', () => {
  it('finds a player, opens the 360 with the cash balance in the header', async () => {
    start('viewer', '/players');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find a player' }), { target: { value: '555 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Open' }));
    expect(await screen.findByTestId('player-cash')).toHaveTextContent('1,234.56 ₺');
    expect(api.calls.find((c) => c.path === '/admin/backoffice/players/search')?.body).toEqual({ q: '555 123 4567', kind: 'auto' });
    expect(await screen.findByText('Personal data is masked for your role.')).toBeInTheDocument();
    // A viewer gets no action buttons (the API refuses them anyway).
    expect(screen.queryByRole('button', { name: 'Block login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose adjustment' })).toBeNull();
  });

  it('shows the sandbox test money apart and the player\'s own withdrawable figure', async () => {
    start('viewer', '/players/42', { '/admin/backoffice/players/get': () => ({ data: { ...profile, balances: { ...profile.balances, testMinor: 100_000, withdrawableMinor: 23_456 } } }) });
    expect(await screen.findByTestId('player-test-money')).toHaveTextContent('1,000.00 ₺');
    expect(screen.getByTestId('player-test-money')).toHaveTextContent('Test money (sandbox, never withdrawable)');
    expect(screen.getByTestId('player-withdrawable')).toHaveTextContent('234.56 ₺');
  });

  it('pages the statement by cursor with signed amounts and running balances', async () => {
    start('viewer', '/players/42/statement');
    const table = await screen.findByRole('table', { name: 'Statement' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('-0.50');
    expect(table).toHaveTextContent('+5.00');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(api.calls.filter((c) => c.path === '/admin/backoffice/players/statement').map((c) => c.body.cursor)).toEqual([undefined, '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('an operator proposes an adjustment with amount, direction, code and reason; a refusal keeps the dialog open', async () => {
    let refuse = true;
    start('operator', '/players/42/profile', {
      '/admin/backoffice/adjustments/propose': () => (refuse ? { status: 409, code: 'ADJUSTMENT_BELOW_ZERO', msg: 'This adjustment would take the cash balance below zero.' } : { data: { id: 7 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Propose adjustment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Debit (take from cash)'));
    fireEvent.change(within(dialog).getByLabelText('Amount (₺)'), { target: { value: '12,5' } });
    fireEvent.change(within(dialog).getByLabelText('Reason (recorded in the audit log)'), { target: { value: 'duplicate win' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(await within(dialog).findByText('This adjustment would take the cash balance below zero.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/backoffice/adjustments/propose')?.body).toEqual({ userId: 42, direction: 'debit', amountMinor: 1250, currency: 'TRY', code: 'ADJUSTMENT', reason: 'duplicate win' });
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText(/Adjustment #7 proposed/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('player 360 activity tabs', () => {
  it('shows sport tickets, the mail box with claims and the support conversation', async () => {
    start('viewer', '/players/42/sport', {
      '/admin/backoffice/players/sport-tickets': () => ({ data: [{ roundId: 'r-1', kind: 'acca', status: 'won', stakeMinor: 1000, odds: 3.25, potentialReturnMinor: 3250, winMinor: 3250, legs: [], placedAt: '2026-01-03T10:00:00.000Z', settledAt: null }] }),
      '/admin/backoffice/players/mails': () => ({ data: [{ id: '9', title: 'Hoş geldin', kind: 'welcome', prizeMinor: 500, read: true, claimedAt: '2026-01-03T11:00:00.000Z', createdAt: '2026-01-03T10:00:00.000Z', expiresAt: null }] }),
      '/admin/support/messages': () => ({ data: { conversationId: 42, list: [{ id: 1, author: 'player', text: 'Param nerede?', createTime: '2026-01-03T10:00:00.000Z', isRead: true }], total: 1, unread: 0, page: 1, pageSize: 50 } }),
    });
    const ticket = await screen.findByRole('row', { name: /r-1/ });
    expect(ticket).toHaveTextContent('3.25');
    expect(ticket).toHaveTextContent('32.50');
    fireEvent.click(screen.getByRole('link', { name: 'Mail & claims' }));
    expect(await screen.findByRole('row', { name: /Hoş geldin/ })).toHaveTextContent('2026-01-03 14:00:00'); // 11:00 UTC, shown in Istanbul
    fireEvent.click(screen.getByRole('link', { name: 'Support' }));
    expect(await screen.findByText('Param nerede?')).toBeInTheDocument();
  });
});

describe('players in Turkish', () => {
  it('starts in the language kept on the staff account', async () => {
    start('viewer', '/players', { '/admin/staff/me': () => ({ data: { ...me('viewer'), lang: 'tk' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oyuncular' })).toBeInTheDocument();
  });

  it('switches to Türkçe, kept for this staff login; the API is asked in Turkish too', async () => {
    start('viewer', '/players');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'tk' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oyuncular' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Oyuncu bul' })).toBeInTheDocument();
    expect(localStorage.getItem('casino-console-lang:viewer.one')).toBe('tk');
    await waitFor(() => expect(api.calls.find((c) => c.path === '/admin/staff/set-lang')?.body).toEqual({ lang: 'tk' }));
    expect(document.documentElement.lang).toBe('tr');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Oyuncu bul' }), { target: { value: 'Ayşe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    expect(await screen.findByRole('link', { name: 'Aç' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/backoffice/players/search')?.lang).toBe('tk');
  });
});

describe('adjustments queue', () => {
  const pending = (id: number, proposedBy: string) => ({ id, userId: 42, direction: 'credit', amountMinor: 5000, currency: 'TRY', code: 'ADJUSTMENT', reason: 'lost round', status: 'pending', proposedBy, proposedAt: '2026-01-03T10:00:00.000Z', decidedBy: null, decidedAt: null, decisionReason: null, transferId: null });

  it('an approver approves another staff member’s proposal, never their own', async () => {
    start('approver', '/adjustments', {
      '/admin/backoffice/adjustments/list': () => ({ data: [pending(1, 'someone.else'), pending(2, 'approver.one')] }),
      '/admin/backoffice/adjustments/approve': () => ({ data: { ...pending(1, 'someone.else'), status: 'approved' } }),
    });
    expect(await screen.findByText('Your proposal: another approver decides.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: /^Approve adjustment #1: \+50\.00\s₺ for player 42\?$/ });
    fireEvent.change(within(dialog).getByLabelText('Reason (recorded in the audit log)'), { target: { value: 'checked the round' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('#1: Approve ✓')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/backoffice/adjustments/approve')?.body).toEqual({ id: 1, reason: 'checked the round' });
  });

  it('an operator sees the queue read only', async () => {
    start('operator', '/adjustments', { '/admin/backoffice/adjustments/list': () => ({ data: [pending(1, 'someone.else')] }) });
    expect(await screen.findByText('Read only: your role cannot change this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the running bonus with its wagering, the history, and the KYC status or that there is none', async () => {
    const bonus = { bonusId: 5, offerId: 1, title: 'Hoş geldin bonusu', kind: 'no_deposit', status: 'active', grantedMinor: 5_000, balanceMinor: 4_000, wageredMinor: 10_000, requiredMinor: 50_000, progressPercent: 20, maxBetMinor: 2_000, maxConversionMinor: 25_000, convertedMinor: null, grantedAt: '2026-01-03T10:00:00.000Z', expiresAt: '2026-01-10T10:00:00.000Z', closedAt: null, secondsLeft: 1000 };
    start('viewer', '/players/42/bonuses', { '/admin/backoffice/players/bonuses': () => ({ data: { active: bonus, history: [bonus, { ...bonus, bonusId: 4, status: 'forfeited', closedAt: '2026-01-02T10:00:00.000Z' }] } }) });
    expect(await screen.findByTestId('bonus-active')).toHaveTextContent('40.00 ₺ / 50.00 ₺');
    expect(screen.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('forfeited')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'KYC' }));
    expect(await screen.findByTestId('kyc-tab')).toHaveTextContent('No identity check');
  });

  it('the KYC tab reads the status when the API gives one (Turkish)', async () => {
    start('viewer', '/players/42/kyc', { '/admin/staff/me': () => ({ data: me('viewer', undefined, 'tk') }), '/admin/backoffice/players/get': () => ({ data: { ...profile, kyc: 'verified' } }) });
    expect(await screen.findByTestId('kyc-tab')).toHaveTextContent('doğrulandı');
  });

  it('a session that ends mid-action asks to sign in again over the page, keeping the note typed', async () => {
    let expired = true;
    start('operator', '/players/42/notes', {
      '/admin/backoffice/players/notes': () => ({ data: [] }),
      '/admin/backoffice/players/notes/add': () => (expired ? { status: 401, code: 'UNAUTHORIZED', msg: 'Session ended' } : { data: { id: 1, author: 'operator.one', text: 'called the player', at: '2026-01-03T10:00:00.000Z' } }),
      '/admin/staff/login': () => ({ data: { ...me('operator'), token: 'tok-2' } }),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Add note' }), { target: { value: 'called the player' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Staff sign-in' });
    expect(within(dialog).getByText(/what you typed on the page is kept/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add note', hidden: true })).toHaveValue('called the player');
    expired = false;
    fireEvent.change(within(dialog).getByLabelText('Login'), { target: { value: 'operator.one' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'pw-12345678' } });
    fireEvent.change(within(dialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Add note' })).toHaveValue('called the player');
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/admin/backoffice/players/notes/add').at(-1)?.authorization).toBe('Bearer tok-2'));
  });
});
