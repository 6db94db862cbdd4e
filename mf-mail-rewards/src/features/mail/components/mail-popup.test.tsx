import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { bus, patchUser, type Mail, type MailPage } from '@casino/shared';
import { fakeApi, recordBus, resetState, setupI18n, type TFakeAnswer } from '../../../testing/test-setup';
import { MailPopup } from './mail-popup';

const mail = (id: number, over: Partial<Mail> = {}): Mail => ({
  contentLang: 'tr',
  contentFallback: false,
  id,
  title: `Posta ${id}`,
  content: 'Aramıza hoş geldiniz!\nBol şans!',
  createTime: '2026-06-01T09:00:00.000Z',
  isRead: 0,
  attaches: '',
  attachesStatus: 1,
  expireTime: null,
  expired: false,
  claimHold: null,
  ...over,
});
const pageOf = (list: Mail[]): TFakeAnswer => ({ resultData: { list, total: list.length, unread: list.filter((m) => !m.isRead).length, page: 1, pageSize: 20 } satisfies MailPage });

beforeAll(() => setupI18n('tk'));
beforeEach(() => {
  resetState();
  patchUser({ userid: '42', isLogin: true, isNewUserLogin: true, sign: 's', token: 't' });
});

describe('MailPopup', () => {
  it('loads once the user id is known, shows the unread count and lists mails newest first', async () => {
    patchUser({ userid: '' , isLogin: false, isNewUserLogin: false });
    const api = fakeApi({ '/mail/list': () => pageOf([mail(2), mail(1, { isRead: 1 })]) });
    render(<MailPopup layout="desktop" />);
    await act(async () => undefined);
    expect(api.paths()).toEqual([]);
    await act(async () => patchUser({ userid: '42', isLogin: true, isNewUserLogin: true }));
    expect(await screen.findByTestId('mail-unread')).toHaveTextContent('1');
    expect(screen.getByTestId('mail-button')).toHaveAccessibleName('Posta kutusu, 1 okunmamış posta');
    await act(async () => fireEvent.click(screen.getByTestId('mail-button')));
    const items = within(screen.getByTestId('mail-popup')).getAllByTestId('mail-item');
    expect(items.map((i) => i.querySelector('.mr-item__title')?.textContent)).toEqual(['Posta 2', 'Posta 1']);
    expect(items[0]).toHaveClass('is-unread');
    // Today's sign-in is still open: the popup offers the calendar; once collected, it does not.
    expect(screen.getByTestId('signin-reminder')).toHaveAttribute('href', '/signin');
    await act(async () => patchUser({ bSignInToday: true }));
    expect(screen.queryByTestId('signin-reminder')).not.toBeInTheDocument();
  });

  it('opening a mail shows the dialog, marks it read and reloads the list', async () => {
    let read = false;
    const api = fakeApi({
      '/mail/list': () => pageOf([mail(7, { isRead: read ? 1 : 0, title: 'Hoş geldiniz!' })]),
      '/mail/read': (body) => {
        read = body.mailId === 7;
        return { resultData: { mailId: 7, unread: 0 } };
      },
    });
    render(<MailPopup layout="desktop" />);
    const envelope = await screen.findByTestId('mail-button');
    await act(async () => fireEvent.click(envelope));
    await act(async () => fireEvent.click(screen.getByTestId('mail-item')));
    const dialog = screen.getByTestId('mail-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Hoş geldiniz!' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Sevgili oyuncu');
    expect(dialog).toHaveTextContent('01.06.2026 12:00');
    expect(within(dialog).getByTestId('mail-content')).toHaveTextContent('Aramıza hoş geldiniz!Bol şans!');
    expect(api.paths().filter((p) => p === '/mail/read')).toHaveLength(1);
    expect(api.paths().at(-1)).toBe('/mail/list');
    expect(screen.queryByTestId('mail-unread')).not.toBeInTheDocument();
  });

  it('claims a prize: success, the button disabled, the header balance updated through the bus', async () => {
    let claimed = false;
    fakeApi({
      '/mail/list': () => pageOf([mail(9, { attaches: '{"amount":5000}', attachesStatus: claimed ? 1 : 0, isRead: 1, expireTime: '2026-07-01T09:00:00.000Z' })]),
      '/mail/receive': () => {
        claimed = true;
        return { resultData: { mailId: 9, amount: 5000, totalAssets: 105000, creditedAs: 'bonus' } };
      },
    });
    const balance = recordBus('wallet:balance-changed');
    const claims = recordBus('mail:claimed');
    render(<MailPopup layout="mobile" />);
    const envelope = await screen.findByTestId('mail-button');
    await act(async () => fireEvent.click(envelope));
    expect(screen.getByTestId('mail-item')).toHaveTextContent('50,00');
    await act(async () => fireEvent.click(screen.getByTestId('mail-item')));
    const button = screen.getByTestId('mail-claim');
    expect(button).toHaveTextContent('Ödülü al: 50,00 ₺');
    expect(button).toBeEnabled();
    await act(async () => fireEvent.click(button));
    // The welcome mail pays bonus money under its offer: the player is told so, and where its wagering is.
    expect(screen.getByTestId('mail-claim-success')).toHaveTextContent('50,00 ₺ bonus bakiyenize eklendi! Çevrim şartını Bonuslarım sayfasında görebilirsiniz.');
    expect(screen.getByTestId('mail-claim')).toBeDisabled();
    expect(screen.getByTestId('mail-claim')).toHaveTextContent('Ödül alındı');
    expect(balance.events).toEqual([{ totalAssetsMinor: 105000 }]);
    expect(claims.events).toEqual([{ mailId: 9, amountMinor: 5000 }]);
    balance.stop();
    claims.stop();
  });

  it('shows an expired prize as not claimable, and reloads when the server pushes a new mail', async () => {
    let list = [mail(3, { attaches: '{"amount":1000}', attachesStatus: 0, isRead: 1, expireTime: '2026-05-01T00:00:00.000Z', expired: true })];
    fakeApi({ '/mail/list': () => pageOf(list) });
    render(<MailPopup layout="desktop" />);
    const envelope = await screen.findByTestId('mail-button');
    await act(async () => fireEvent.click(envelope));
    await act(async () => fireEvent.click(screen.getByTestId('mail-item')));
    expect(screen.getByTestId('mail-claim')).toBeDisabled();
    expect(screen.getByTestId('mail-claim')).toHaveTextContent('Süresi doldu');
    await act(async () => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(screen.queryByTestId('mail-dialog')).not.toBeInTheDocument();
    list = [mail(4, { title: 'Yeni posta' }), ...list];
    await act(async () => bus.emit('mail:received', { unread: 1 }));
    expect(screen.getByTestId('mail-unread')).toHaveTextContent('1');
    expect(screen.getAllByTestId('mail-item')[0]).toHaveTextContent('Yeni posta');
  });

  it('marks a mail claimed elsewhere as claimed without moving the balance', async () => {
    fakeApi({
      '/mail/list': () => pageOf([mail(5, { attaches: '{"amount":2500}', attachesStatus: 0, isRead: 1 })]),
      '/mail/receive': () => ({ state: '409', code: 'MAIL_ALREADY_CLAIMED', msg: 'Bu postanın ödülü zaten alındı.' }),
    });
    const balance = recordBus('wallet:balance-changed');
    const toasts = recordBus('ui:toast-requested');
    render(<MailPopup layout="desktop" />);
    const envelope = await screen.findByTestId('mail-button');
    await act(async () => fireEvent.click(envelope));
    await act(async () => fireEvent.click(screen.getByTestId('mail-item')));
    await act(async () => fireEvent.click(screen.getByTestId('mail-claim')));
    expect(screen.getByTestId('mail-claim')).toBeDisabled();
    expect(balance.events).toEqual([]);
    expect(toasts.events).toEqual([{ kind: 'error', message: 'Bu postanın ödülü zaten alındı.' }]);
    balance.stop();
    toasts.stop();
  });
  it('a guest claiming a bonus prize is asked to verify the phone: the phone-bind dialog is requested, nothing credited, the claim stays open', async () => {
    fakeApi({
      '/mail/list': () => pageOf([mail(6, { attaches: '{"amount":5000}', attachesStatus: 0, isRead: 1 })]),
      '/mail/receive': () => ({ state: '403', code: 'BONUS_PHONE_REQUIRED', msg: 'Bu bonusu almak için telefon numaranızı doğrulayın.' }),
    });
    const bind = recordBus('dialog:phone-bind-requested');
    const balance = recordBus('wallet:balance-changed');
    render(<MailPopup layout="mobile" />);
    const envelope = await screen.findByTestId('mail-button');
    await act(async () => fireEvent.click(envelope));
    await act(async () => fireEvent.click(screen.getByTestId('mail-item')));
    await act(async () => fireEvent.click(screen.getByTestId('mail-claim')));
    expect(bind.events).toEqual([{ mode: 'bind' }]);
    expect(screen.getByTestId('mail-claim-phone')).toHaveTextContent('Ödülü almak için telefonunuzu doğrulayın');
    expect(screen.getByTestId('mail-claim')).toBeEnabled();
    expect(screen.getByTestId('mail-claim')).toHaveTextContent('Ödülü al: 50,00 ₺');
    expect(screen.queryByTestId('mail-claim-success')).not.toBeInTheDocument();
    expect(balance.events).toEqual([]);
    bind.stop();
    balance.stop();
  });

  it('a gift waiting for a running bonus says so, stays counted after opening and is not spent by a refused claim', async () => {
    let read = false;
    const gift = () => mail(8, { title: 'Hoş geldiniz!', attaches: '{"amount":5000}', attachesStatus: 0, isRead: read ? 1 : 0, claimHold: 'BONUS_ALREADY_RUNNING' });
    fakeApi({
      '/mail/list': () => ({ resultData: { list: [gift()], total: 1, unread: 1, page: 1, pageSize: 20 } satisfies MailPage }),
      '/mail/read': () => ((read = true), { resultData: { mailId: 8, unread: 1 } }),
    });
    render(<MailPopup layout="mobile" />);
    await act(async () => fireEvent.click(await screen.findByTestId('mail-button')));
    await act(async () => fireEvent.click(screen.getByTestId('mail-item')));
    expect(screen.getByTestId('mail-claim-held')).toHaveTextContent('Aktif bir bonusunuz var: bu hediye, o bonus bitince');
    expect(screen.getByTestId('mail-claim-held')).toHaveTextContent('kaybolmaz');
    expect(screen.getByTestId('mail-claim')).toBeDisabled();
    expect(screen.getByTestId('mail-claim')).toHaveTextContent('Ödülü al: 50,00 ₺');
    expect(screen.getByTestId('mail-unread')).toHaveTextContent('1');
  });

  it('a claim refused because a bonus started meanwhile shows the gift as waiting, not claimed', async () => {
    fakeApi({
      '/mail/list': () => pageOf([mail(10, { attaches: '{"amount":5000}', attachesStatus: 0, isRead: 1 })]),
      '/mail/receive': () => ({ state: '409', code: 'BONUS_ALREADY_RUNNING', msg: 'Zaten aktif bir bonusunuz var.' }),
    });
    await setupI18n('en');
    render(<MailPopup layout="mobile" />);
    await act(async () => fireEvent.click(await screen.findByTestId('mail-button')));
    await act(async () => fireEvent.click(screen.getByTestId('mail-item')));
    await act(async () => fireEvent.click(screen.getByTestId('mail-claim')));
    expect(screen.getByTestId('mail-claim-held')).toHaveTextContent('You have a running bonus: this gift can be claimed once it ends');
    expect(screen.getByTestId('mail-claim')).not.toHaveTextContent('Prize claimed');
    expect(screen.queryByTestId('mail-claim-success')).not.toBeInTheDocument();
    await act(async () => setupI18n('tk'));
  });

  it('a welcome gift already taken says so and cannot be claimed', async () => {
    fakeApi({ '/mail/list': () => pageOf([mail(11, { attaches: '{"amount":5000}', attachesStatus: 0, isRead: 1, claimHold: 'BONUS_ALREADY_TAKEN' })]) });
    render(<MailPopup layout="mobile" />);
    await act(async () => fireEvent.click(await screen.findByTestId('mail-button')));
    await act(async () => fireEvent.click(screen.getByTestId('mail-item')));
    expect(screen.getByTestId('mail-claim-taken')).toHaveTextContent('Bu hoş geldin hediyesi bu hesapta, cihazda veya telefonda zaten alındı');
    expect(screen.queryByTestId('mail-claim-held')).not.toBeInTheDocument();
    expect(screen.getByTestId('mail-claim')).toBeDisabled();
  });
});
