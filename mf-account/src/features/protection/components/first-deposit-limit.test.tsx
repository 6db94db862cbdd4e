import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n, type ProtectionStatus, MemoryRouter } from '@casino/shared';
import { fakeApi, resetState, setupI18n } from '../../../testing/test-setup';
import { ensureProtectionMessages } from '../i18n';
import { FirstDepositLimit } from './first-deposit-limit';

const status = (limits: ProtectionStatus['limits']): ProtectionStatus => ({ limits, exclusion: null, ageConfirmed: true, realityCheckMinutes: null });
const show = () => render(<MemoryRouter><FirstDepositLimit /></MemoryRouter>);

describe('FirstDepositLimit (the first deposit screen)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await ensureProtectionMessages();
    await i18n.loadNamespaces(['protection']);
  });
  beforeEach(() => resetState());

  it('offers a deposit limit to a player without one, and saves it from the same step', async () => {
    const api = fakeApi({ '/protection/limits': () => ({ resultData: status([]) }), '/protection/setLimit': () => ({ resultData: status([]) }) });
    show();
    const entry = await screen.findByRole('button', { name: 'Set a deposit limit' });
    await act(async () => fireEvent.click(entry));
    fireEvent.change(screen.getByTestId('setup-deposit-week'), { target: { value: '1000' } });
    await act(async () => fireEvent.click(screen.getByTestId('limits-save')));
    expect(api.bodyOf('/protection/setLimit')).toMatchObject({ kind: 'deposit', period: 'week', value: 100_000 });
    expect(screen.getByTestId('first-deposit-limit-saved')).toHaveTextContent('Your limits are saved.');
  });

  it('stays out of the way of a player who already has a deposit limit', async () => {
    const api = fakeApi({ '/protection/limits': () => ({ resultData: status([{ kind: 'deposit', period: 'day', value: 100, used: 0, remaining: 100, periodEndsAt: '2026-06-01T21:00:00.000Z', pending: null }]) }) });
    show();
    await waitFor(() => expect(api.paths()).toEqual(['/protection/limits']));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByTestId('first-deposit-limit')).toBeNull();
  });
});
