import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createRewardsRepository } from './rewards.repository';
import type { TLang } from '../../i18n/define';
import type { TTranslations } from '../../lib/localized-content';

interface TSeedPromotion {
  slug: string;
  title: string;
  summary: string;
  terms: string;
  ctaKind: 'game' | 'recharge' | 'wheel' | 'signin' | 'link';
  ctaTarget: string;
  ctaLabel: string;
  ranking?: boolean;
}

interface TSeedBanner {
  slug: string;
  title: string;
  subtitle: string;
  link: string;
}

type TContent = (gamePath: string) => { promotions: TSeedPromotion[]; banners: TSeedBanner[] };

const turkish: TContent = (gamePath) => ({
  promotions: [
    {
      slug: 'weekly-race',
      title: 'Haftalık Bahis Yarışı',
      summary: 'Her hafta en çok bahis yapan 20 oyuncu sıralamada!',
      terms: 'Sıralama pazartesi 00:00 ile pazar 23:59 (İstanbul saati) arasında kapanan oyun turlarındaki bahislerden hesaplanır. İade edilen bahisler sayılmaz. İsimler gizlilik için kısaltılarak gösterilir.',
      ctaKind: 'game',
      ctaTarget: gamePath,
      ctaLabel: 'Hemen oyna',
      ranking: true,
    },
    {
      slug: 'first-deposit',
      title: 'İlk Yatırım Bonusu',
      summary: 'İlk yatırımınıza %100 bonus, 1.000,00 ₺\'ye kadar.',
      terms: 'Bonusu para yatırırken seçin (en az 100,00 ₺; EFT/havale, Papara veya kart). Bonus tutarının 10 katı çevrim şartı vardır; bahisler önce nakit bakiyeden düşülür. Tüm kurallar Bonuslarım sayfasında ve bonus seçiminde yazar. Kişi, cihaz, telefon ve IBAN başına bir kez.',
      ctaKind: 'recharge',
      ctaTarget: '/kisiselBilgiler/recharge',
      ctaLabel: 'Para yatır',
    },
    {
      slug: 'vip-wheel',
      title: 'VIP Çarkı',
      summary: 'Çarkı çevirin, her gün yeni ödüller kazanın.',
      terms: 'Çevirme hakları VIP seviyenize ve yatırımlarınıza göre verilir. Ödüller anında bakiyenize eklenir.',
      ctaKind: 'wheel',
      ctaTarget: '/vip-wheel',
      ctaLabel: 'Çarkı çevir',
    },
    {
      slug: 'daily-sign-in',
      title: 'Günlük Giriş Ödülü',
      summary: '7 gün üst üste gelin, ödülünüz her gün büyüsün.',
      terms: 'Her gün (İstanbul saatiyle) bir kez toplanabilir. Bir gün kaçırılırsa seri 1. günden yeniden başlar. 7. günün ödülü en büyüğüdür.',
      ctaKind: 'signin',
      ctaTarget: '/signin',
      ctaLabel: 'Ödülü topla',
    },
  ],
  banners: [
    { slug: 'welcome', title: 'Hoş geldiniz!', subtitle: 'Posta kutunuzda hoş geldin hediyeniz var', link: '/promotions' },
    { slug: 'weekly-race', title: 'Haftalık Bahis Yarışı', subtitle: 'Zirveye çıkın, adınız listede parlasın', link: '/promotions' },
    { slug: 'sign-in', title: 'Günlük Giriş Ödülü', subtitle: '7 gün boyunca artan ödüller', link: '/signin' },
  ],
});

const english: TContent = (gamePath) => ({
  promotions: [
    {
      slug: 'weekly-race',
      title: 'Weekly Wagering Race',
      summary: 'The 20 biggest wagering players of the week, ranked!',
      terms: 'Ranked by bets in game rounds closed between Monday 00:00 and Sunday 23:59 (Istanbul time). Refunded bets do not count. Names are shortened for privacy.',
      ctaKind: 'game',
      ctaTarget: gamePath,
      ctaLabel: 'Play now',
      ranking: true,
    },
    {
      slug: 'first-deposit',
      title: 'First Deposit Bonus',
      summary: 'A 100 % bonus on your first deposit, up to 1,000.00 ₺.',
      terms: 'Choose the bonus when you deposit (at least 100.00 ₺; bank transfer, Papara or card). The bonus must be wagered 10 times; bets use cash first. The full rules are shown with the bonus choice and on the My Bonuses page. Once per person, device, phone and IBAN.',
      ctaKind: 'recharge',
      ctaTarget: '/kisiselBilgiler/recharge',
      ctaLabel: 'Deposit',
    },
    {
      slug: 'daily-sign-in',
      title: 'Daily Sign-in Reward',
      summary: 'Come 7 days in a row and watch your reward grow.',
      terms: 'Collect once a day (Istanbul time). Missing a day restarts the streak at day 1.',
      ctaKind: 'signin',
      ctaTarget: '/signin',
      ctaLabel: 'Collect',
    },
  ],
  banners: [
    { slug: 'welcome', title: 'Welcome!', subtitle: 'Your welcome gift is waiting in your mailbox', link: '/promotions' },
    { slug: 'sign-in', title: 'Daily Sign-in Reward', subtitle: 'Rising rewards for 7 days', link: '/signin' },
  ],
});

const contentFor = (lang: string): TContent => (lang === 'tk' ? turkish : english);

/** English texts of Turkish items the English market does not run (they are translations only). */
const englishOnlyAsTranslation: TContent = (gamePath) => ({
  promotions: [
    {
      slug: 'vip-wheel',
      title: 'VIP Wheel',
      summary: 'Spin the wheel and win new prizes every day.',
      terms: 'Spins come with your VIP level and your deposits. Prizes are added to your balance at once.',
      ctaKind: 'wheel',
      ctaTarget: '/vip-wheel',
      ctaLabel: 'Spin the wheel',
    },
    ...english(gamePath).promotions,
  ],
  banners: [{ slug: 'weekly-race', title: 'Weekly Wagering Race', subtitle: 'Climb to the top and see your name on the board', link: '/promotions' }, ...english(gamePath).banners],
});

/** The other languages' texts of each item, by slug (staff add or change them; the seed writes tk and en). */
const translationsOf = (baseLang: string, gamePath: string) => {
  const others: Array<[TLang, TContent]> = baseLang === 'tk' ? [['en', englishOnlyAsTranslation]] : [['tk', turkish]];
  const promotions = new Map<string, TTranslations<'title' | 'summary' | 'terms' | 'ctaLabel'>>();
  const banners = new Map<string, TTranslations<'title' | 'subtitle'>>();
  for (const [lang, content] of others) {
    const c = content(gamePath);
    for (const p of c.promotions) promotions.set(p.slug, { ...promotions.get(p.slug), [lang]: { title: p.title, summary: p.summary, terms: p.terms, ctaLabel: p.ctaLabel } });
    for (const b of c.banners) banners.set(b.slug, { ...banners.get(b.slug), [lang]: { title: b.title, subtitle: b.subtitle } });
  }
  return { promotions, banners };
};

/** Real promotions and banners for every market, in its language; idempotent, staff edits are kept. */
export const seedRewards = async (db: Db): Promise<void> => {
  const repo = createRewardsRepository(db);
  const gameId = rowsOf<{ id: number | string }>(await db.execute(sql`select id from games where provider_game_code like 'slot-%' order by id limit 1`))[0]?.id;
  const gamePath = gameId === undefined ? '/' : `/gamePlayingFront/${gameId}`;
  const startsAt = new Date(Date.UTC(2026, 0, 1));
  for (const market of await repo.markets()) {
    const content = contentFor(market.defaultLang)(gamePath);
    const translations = translationsOf(market.defaultLang, gamePath);
    for (const [i, p] of content.promotions.entries()) {
      await repo.seedPromotion({ marketId: market.id, ...p, translations: translations.promotions.get(p.slug) ?? {}, ranking: p.ranking ?? false, sort: (i + 1) * 10, startsAt, endsAt: null, managedBy: 'seed' });
    }
    for (const [i, b] of content.banners.entries()) {
      await repo.seedBanner({ marketId: market.id, ...b, translations: translations.banners.get(b.slug) ?? {}, sort: (i + 1) * 10, managedBy: 'seed' });
    }
  }
};
