import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, patchUser, type ProtectionStatus } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n } from '../../../testing/test-setup';
import { ensureProtectionMessages } from '../i18n';
import { DepositAgeGate } from './deposit-age-gate';

const status = (ageConfirmed: boolean): ProtectionStatus => ({ limits: [], exclusion: null, ageConfirmed, realityCheckMinutes: null });
const show = () =>
  render(
    <DepositAgeGate>
      <p data-testid="deposit-form">form</p>
    </DepositAgeGate>,
  );

describe('DepositAgeGate: 18+ before the first deposit', () => {
  beforeAll(async () => {
    await setupI18n('tk');
    await ensureProtectionMessages();
    await i18n.loadNamespaces(['protection']);
  });
  beforeEach(() => {
    resetState();
    patchUser({ isLogin: true, role: 'user' });
  });

  it('asks a member who never confirmed 18+ for the date of birth, then shows the deposit form', async () => {
    const api = fakeApi({ '/protection/limits': () => ({ resultData: status(false) }), '/protection/confirmAge': () => ({ resultData: status(true) }) });
    show();
    expect(await screen.findByRole('heading', { name: '18 yaş onayı' })).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    fireEvent.change(screen.getByLabelText('Doğum tarihi'), { target: { value: '1993-04-18' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Onayla' })));
    expect(api.bodyOf('/protection/confirmAge')).toMatchObject({ birthDate: '1993-04-18' });
    expect(screen.getByTestId('deposit-form')).toBeInTheDocument();
  });

  it("shows an under-18 refusal next to the date, not as a toast, and keeps the form closed", async () => {
    fakeApi({
      '/protection/limits': () => ({ resultData: status(false) }),
      '/protection/confirmAge': () => ({ state: '400', code: 'AGE_UNDER_18', msg: '18 yaşından küçükler oyun oynayamaz.' }),
    });
    const toasts = recordBus('ui:toast-requested');
    show();
    fireEvent.change(await screen.findByLabelText('Doğum tarihi'), { target: { value: '2015-01-01' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Onayla' })));
    toasts.stop();
    expect(screen.getByRole('alert')).toHaveTextContent('18 yaşından küçükler oyun oynayamaz.');
    expect(toasts.events).toEqual([]);
    expect(screen.queryByTestId('deposit-form')).toBeNull();
  });

  it('lets a member who confirmed before straight through', async () => {
    fakeApi({ '/protection/limits': () => ({ resultData: status(true) }) });
    show();
    expect(await screen.findByTestId('deposit-form')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-age-gate')).toBeNull();
  });
});
