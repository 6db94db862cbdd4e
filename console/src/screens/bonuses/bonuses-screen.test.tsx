import type { TAdminOfferView } from '@casino/shared/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../../app';
import { installFakeApi, me, type TFakeApi } from '../../testing/fake-api';
import { fieldsOf, emptyDraft, minorOf } from './offer-draft';

const WELCOME: TAdminOfferView = {
  offerId: 2,
  marketId: 'tr',
  code: 'welcome',
  kind: 'no_deposit',
  title: 'Hoş Geldin Bonusu',
  terms: 'Çevrim şartı: 10 kat.',
  translations: {},
  percent: null,
  amountMinor: 5_000,
  capMinor: null,
  minDepositMinor: null,
  wageringMultiplier: 10,
  wageringBase: 'bonus',
  weights: { slots: 100, crash: 50, live: 10 },
  excludedGameIds: [],
  maxBetMinor: 2_000,
  validDays: 7,
  maxConversionMinor: 25_000,
  phoneVerifiedOnly: true,
  enabled: true,
  startsAt: null,
  endsAt: null,
  creditAs: 'bonus',
  promoSource: 'welcome_mail',
  freeRounds: null,
  version: 1,
  updatedAt: '2026-11-01T09:00:00.000Z',
  updatedBy: 'seed',
  runningCount: 3,
};

// The registry's markets: the screen writes an offer's amounts in its market's currency.
const MARKETS = [{ market: { id: 'tr', name: 'Türkiye', defaultLang: 'tk', currency: 'TRY', isDefault: true }, remotes: [] }];

let api: TFakeApi;
const start = (role: 'viewer' | 'operator', extra: Record<string, Parameters<TFakeApi['on']>[1]> = {}) => {
  sessionStorage.setItem('casino-console-session', 'tok');
  window.history.pushState({}, '', '/bonuses');
  api = installFakeApi({ '/admin/staff/me': () => ({ data: me(role) }), '/admin/bonus/offers/list': () => ({ data: [WELCOME] }), '/admin/registry/list': () => ({ data: MARKETS }), ...extra });
  render(<App />);
};
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

describe('bonus offers screen', () => {
  it('lists each offer with what it pays, its wagering, max bet, source, version and running bonuses; a viewer reads only', async () => {
    start('viewer');
    const row = await screen.findByTestId('offer-welcome');
    expect(row).toHaveTextContent('50.00 ₺');
    expect(row).toHaveTextContent('10 × bonus');
    expect(row).toHaveTextContent('20.00 ₺');
    expect(row).toHaveTextContent('Welcome mail');
    expect(row).toHaveTextContent('v1');
    expect(screen.queryByRole('button', { name: 'Edit…' })).toBeNull();
    expect(screen.getByText(/Read only/)).toBeInTheDocument();
  });

  it('an operator saves the next version with a reason; a refusal stays in the dialog', async () => {
    let refuse = true;
    start('operator', {
      '/admin/bonus/offers/update': (body) =>
        refuse ? { status: 400, code: 'VALIDATION_FAILED', msg: 'Game family weights must be whole numbers from 0 to 100' } : { data: { ...WELCOME, version: 2, maxBetMinor: (body.offer as { maxBetMinor: number }).maxBetMinor } },
    });
    fireEvent.click(within(await screen.findByTestId('offer-welcome')).getByRole('button', { name: 'Edit…' }));
    const form = screen.getByRole('form', { name: /Edit welcome/ });
    fireEvent.change(within(form).getByRole('textbox', { name: /Max bet/ }), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save version 2 of welcome in tr?' });
    expect(dialog).toHaveTextContent('3 running');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'maks bahis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Game family weights/)).toBeInTheDocument();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved welcome, version 2.')).toBeInTheDocument();
    const sent = api.calls.filter((c) => c.path === '/admin/bonus/offers/update').at(-1)?.body as { expectedVersion: number; note: string; offer: { maxBetMinor: number; weights: object } };
    expect(sent).toMatchObject({ expectedVersion: 1, note: 'maks bahis', offer: { maxBetMinor: 2_500, weights: { slots: 100, crash: 50, live: 10 } } });
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/admin/bonus/offers/list')).toHaveLength(2));
    dialog = screen.queryByRole('dialog') as HTMLElement;
    expect(dialog).toBeNull();
  });

  it('catches a weight out of range before sending', async () => {
    start('operator');
    fireEvent.click(within(await screen.findByTestId('offer-welcome')).getByRole('button', { name: 'Edit…' }));
    const form = screen.getByRole('form', { name: /Edit welcome/ });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Weight % slots' }), { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save…' }));
    expect(await within(form).findByText('Each weight is a whole number from 0 to 100.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('offer draft', () => {
  it('reads lira as minor units and refuses negative or over-precise amounts', () => {
    expect(minorOf('50')).toBe(5_000);
    expect(minorOf('12,5')).toBe(1_250);
    expect(minorOf('')).toBeNull();
    expect(minorOf('-5')).toBeNaN();
    expect(minorOf('1.005')).toBeNaN();
    const bad = fieldsOf({ ...emptyDraft(), amount: '-10' });
    expect(bad).toEqual({ error: { key: 'errMoney', field: 'amount' } });
    const ok = fieldsOf({ ...emptyDraft(), amount: '20', excluded: '4, 9' });
    expect(ok).toMatchObject({ fields: { amountMinor: 2_000, excludedGameIds: [4, 9], weights: { slots: 100, crash: 50 }, freeRounds: null } });
  });

  it('sends the English title and terms together, keeps other languages, and refuses half an English card', () => {
    const zh = { title: '欢迎奖金', terms: '流水：10倍。' };
    const both = fieldsOf({ ...emptyDraft(), amount: '20', titleEn: 'Welcome', termsEn: 'Wagering: 10x.', otherTranslations: { 'zh-CN': zh } });
    expect(both).toMatchObject({ fields: { translations: { en: { title: 'Welcome', terms: 'Wagering: 10x.' }, 'zh-CN': zh } } });
    expect(fieldsOf({ ...emptyDraft(), amount: '20' })).toMatchObject({ fields: { translations: {} } });
    expect(fieldsOf({ ...emptyDraft(), amount: '20', titleEn: 'Welcome' })).toEqual({ error: { key: 'errEnglish' } });
  });
});
