import type { TAdminOfferFields, TAdminOfferVersion, TAdminOfferView, TBonusView, TOfferView } from '@casino/shared/contracts';
import { oneDialect, newPhone, type TestApp } from '../../../test-support/harness';
import { bonusWorld } from '../../../test-support/bonus-world';
import { identity } from '../../../test-support/identity';

const freeOffer = (over: Partial<TAdminOfferFields> = {}): Partial<TAdminOfferFields> => ({
  kind: 'no_deposit',
  title: 'Hafta sonu bonusu',
  terms: 'Çevrim şartı: 5 kat.\nKişi başına bir kez.',
  amountMinor: 2_000,
  wageringMultiplier: 5,
  weights: { slots: 100, crash: 50, table: 10, live: 10 },
  excludedGameIds: [3, 3, 7],
  maxBetMinor: 1_000,
  validDays: 7,
  maxConversionMinor: 10_000,
  ...over,
});

describe.each(oneDialect())('staff bonus offers (%s)', (dialect) => {
  const world = bonusWorld(dialect);
  let t: TestApp;
  let id: ReturnType<typeof identity>;
  beforeAll(() => ({ t, id } = world));

  const admin = <T>(url: string, body: object, lang = 'tk') => t.post<T>(url, body, { headers: { 'x-admin-token': t.config.adminToken, 'x-admin-actor': 'promo-ayse', 'accept-language': lang } });
  const list = async () => (await admin<TAdminOfferView[]>('/admin/bonus/offers/list', { market: 'tr' })).body.resultData!;
  let codeSeq = 0;
  const create = (offer: Partial<TAdminOfferFields>, lang = 'tk') => admin<TAdminOfferView>('/admin/bonus/offers/create', { market: 'tr', code: `test_${++codeSeq}`, note: 'kampanya', offer }, lang);

  it('lists the seeded offers with every field, version 1 and its audit entry', async () => {
    const offers = await list();
    const welcome = offers.find((o) => o.code === 'welcome')!;
    expect(welcome).toMatchObject({ kind: 'no_deposit', amountMinor: 5_000, wageringMultiplier: 10, maxConversionMinor: 25_000, phoneVerifiedOnly: true, promoSource: 'welcome_mail', version: 1, creditAs: 'bonus' });
    expect(offers.find((o) => o.code === 'sign_in')).toMatchObject({ promoSource: 'sign_in', amountMinor: null, wageringMultiplier: 10 });
    const versions = (await admin<TAdminOfferVersion[]>('/admin/bonus/offers/versions', { offerId: welcome.offerId })).body.resultData!;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, actor: 'seed', fields: { amountMinor: 5_000 } });
  });

  it('refuses bad staff input with a localized 400 and writes nothing', async () => {
    const before = (await list()).length;
    const cases: Array<[Partial<TAdminOfferFields>, string, RegExp]> = [
      [freeOffer({ weights: { slots: 150 } }), 'tk', /ağırlıkları 0 ile 100/],
      [freeOffer({ weights: { slots: -10 } }), 'en', /weights must be whole numbers from 0 to 100/],
      [freeOffer({ weights: { slots: 0, live: 0 } }), 'tk', /en az bir oyun ailesinin ağırlığı/],
      [freeOffer({ amountMinor: -500 }), 'tk', /tutar pozitif bir tam sayı/],
      [freeOffer({ maxBetMinor: -1 }), 'en', /maxBetMinor: the amount must be a positive whole number/],
      [freeOffer({ amountMinor: 12.5 }), 'en', /positive whole number/],
      [freeOffer({ wageringMultiplier: 101 }), 'tk', /Çevrim katı 0 ile 100/],
      [freeOffer({ validDays: 0 }), 'en', /Validity must be between 1 and 365/],
      [freeOffer({ excludedGameIds: [-4] }), 'en', /Excluded games must be valid game ids/],
      [freeOffer({ kind: 'deposit_match', percent: null, amountMinor: null }), 'tk', /yüzde ve üst sınır/],
      [freeOffer({ creditAs: 'cash' }), 'en', /Only cashback can be paid straight as cash/],
      [freeOffer({ startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }), 'tk', /Bitiş tarihi başlangıç/],
      [freeOffer({ kind: 'free_spins', freeRounds: { gameIds: [], rounds: 10, stakeMinor: 100 } }), 'en', /Free spins need games/],
      [freeOffer({ terms: 'a\u0000b' }), 'tk', /kontrol karakteri|geçersiz/],
      [freeOffer({ translations: { en: { title: 'Welcome', terms: '' } } } as never), 'en', /translations.*may not be empty|may not be empty/],
      [freeOffer({ translations: { fr: { title: 'Bienvenue', terms: 'Règles' } } } as never), 'tk', /kontrol karakteri|geçersiz/],
    ];
    for (const [offer, lang, msg] of cases) {
      const res = await create(offer, lang);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toMatch(msg);
    }
    expect((await list()).length).toBe(before);
  });

  it('creates, edits as a new audited version, refuses a stale edit and a kind change', async () => {
    const created = await create(freeOffer());
    expect(created.body).toMatchObject({ success: true, resultData: { version: 1, updatedBy: 'promo-ayse', excludedGameIds: [3, 7], maxBetMinor: 1_000 } });
    const offerId = created.body.resultData!.offerId;
    const edited = await admin<TAdminOfferView>('/admin/bonus/offers/update', { offerId, expectedVersion: 1, note: 'max bahis 20 ₺', offer: freeOffer({ maxBetMinor: 2_000 }) });
    expect(edited.body.resultData).toMatchObject({ version: 2, maxBetMinor: 2_000 });
    const stale = await admin('/admin/bonus/offers/update', { offerId, expectedVersion: 1, note: '', offer: freeOffer({ maxBetMinor: 3_000 }) }, 'en');
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('now version 2');
    const kind = await admin('/admin/bonus/offers/update', { offerId, expectedVersion: 2, note: '', offer: freeOffer({ kind: 'cashback' }) });
    expect(kind.status).toBe(400);
    const versions = (await admin<TAdminOfferVersion[]>('/admin/bonus/offers/versions', { offerId })).body.resultData!;
    expect(versions.map((v) => [v.version, v.note, v.actor, v.fields.maxBetMinor])).toEqual([
      [2, 'max bahis 20 ₺', 'promo-ayse', 2_000],
      [1, 'kampanya', 'promo-ayse', 1_000],
    ]);
    const twin = await admin('/admin/bonus/offers/create', { market: 'tr', code: `test_${codeSeq}`, offer: freeOffer() });
    expect(twin.status).toBe(409);
    const holder = (await create(freeOffer({ promoSource: 'pdd' }))).body.resultData!;
    const source = await create(freeOffer({ promoSource: 'pdd' }), 'en');
    expect(source.status).toBe(409);
    expect(source.body.msg).toContain(`"${holder.code}"`);
  });

  it('keeps English texts staff write with the offer, as part of the audited version', async () => {
    const translations = { en: { title: 'Weekend Bonus', terms: 'Wagering: 10 times the bonus.' } };
    const created = (await create(freeOffer({ translations }))).body.resultData!;
    expect(created.translations).toEqual(translations);
    const versions = (await admin<TAdminOfferVersion[]>('/admin/bonus/offers/versions', { offerId: created.offerId })).body.resultData!;
    expect(versions[0]!.fields.translations).toEqual(translations);
  });

  it('a running bonus keeps the version it was granted under', async () => {
    const created = (await create(freeOffer({ maxBetMinor: 1_500 }))).body.resultData!;
    const m = await id.member(newPhone());
    const claim = await t.post<TBonusView>('/bonus/claim', { offerId: created.offerId }, { token: m.token });
    expect(claim.body.resultData).toMatchObject({ status: 'active', grantedMinor: 2_000, requiredMinor: 10_000, maxBetMinor: 1_500 });
    await admin('/admin/bonus/offers/update', { offerId: created.offerId, expectedVersion: 1, note: '', offer: freeOffer({ maxBetMinor: 9_000, wageringMultiplier: 40 }) });
    const active = (await t.post<TBonusView>('/bonus/active', {}, { token: m.token })).body.resultData!;
    expect(active).toMatchObject({ maxBetMinor: 1_500, requiredMinor: 10_000 });
    expect((await list()).find((o) => o.offerId === created.offerId)).toMatchObject({ version: 2, runningCount: 1 });
    await t.post('/bonus/forfeit', { bonusId: active.bonusId }, { token: m.token });
  });

  it('an offer whose window ended cannot be taken (410) and moves no money; one not yet open is not listed', async () => {
    const past = (await create(freeOffer({ startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' }))).body.resultData!;
    const future = (await create(freeOffer({ startsAt: '2099-01-01T00:00:00Z' }))).body.resultData!;
    const m = await id.member(newPhone());
    const before = (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token: m.token })).body.resultData!.totalAssets;
    const listed = (await t.post<TOfferView[]>('/bonus/list', {}, { token: m.token })).body.resultData!.map((o) => o.offerId);
    expect(listed).not.toContain(past.offerId);
    expect(listed).not.toContain(future.offerId);
    const res = await t.post('/bonus/claim', { offerId: past.offerId }, { token: m.token, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(410);
    expect(res.body.msg).toBe('This bonus offer has ended.');
    expect((await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token: m.token })).body.resultData!.totalAssets).toBe(before);
  });

  it('a viewer-less caller is refused', async () => {
    const res = await t.post('/admin/bonus/offers/create', { market: 'tr', code: 'x_y', offer: freeOffer() });
    expect(res.status).toBe(403);
  });
});
