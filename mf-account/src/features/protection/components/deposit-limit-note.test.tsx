import { render, screen } from '@testing-library/react';
import { i18n, patchUser, type ProtectionStatus, MemoryRouter } from '@casino/shared';
import { fakeApi, resetState, setupI18n } from '../../../testing/test-setup';
import { ensureProtectionMessages } from '../i18n';
import { DepositLimitNote } from './deposit-limit-note';

const status = (limits: ProtectionStatus['limits']): ProtectionStatus => ({ limits, exclusion: null, ageConfirmed: true, realityCheckMinutes: null });
const limit = (period: 'day' | 'week', value: number, remaining: number): ProtectionStatus['limits'][number] => ({ kind: 'deposit', period, value, used: value - remaining, remaining, periodEndsAt: '2026-06-01T21:00:00.000Z', pending: null });
const show = () => render(<MemoryRouter><DepositLimitNote /></MemoryRouter>);

describe('DepositLimitNote (the deposit screen)', () => {
  beforeAll(async () => {
    await setupI18n('tk');
    await ensureProtectionMessages();
    await i18n.loadNamespaces(['protection']);
  });
  beforeEach(() => {
    resetState();
    patchUser({ isLogin: true, role: 'user', lang: 'tk' });
  });

  it('shows the active deposit limits and what is left this period, in the site’s money format', async () => {
    fakeApi({ '/protection/limits': () => ({ resultData: status([limit('day', 100_000, 50_000), { ...limit('week', 600, 600), kind: 'wager' }]) }) });
    show();
    const note = await screen.findByTestId('deposit-limit-note');
    expect(note).toHaveTextContent('Para yatırma limitiniz');
    const lines = screen.getAllByTestId('deposit-limit-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('Günlük: 1.000,00 ₺ · bu dönem kalan 500,00 ₺');
    expect(screen.getByRole('link', { name: 'Limitleri yönet' })).toHaveAttribute('href', '/kisiselBilgiler/sorumluOyun');
  });

  it('says nothing without a deposit limit', async () => {
    const api = fakeApi({ '/protection/limits': () => ({ resultData: status([]) }) });
    show();
    await screen.findByText((_, el) => el === document.body);
    expect(api.paths()).toEqual(['/protection/limits']);
    expect(screen.queryByTestId('deposit-limit-note')).toBeNull();
  });
});
