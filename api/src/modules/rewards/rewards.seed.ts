import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createRewardsRepository } from './rewards.repository';

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

/** Real promotions and banners for every market, in its language; idempotent, staff edits are kept. */
export const seedRewards = async (db: Db): Promise<void> => {
  const repo = createRewardsRepository(db);
  const gameRows = (await db.execute(sql`select id from games where provider_game_code like 'slot-%' order by id limit 1`)) as unknown as { rows: Array<{ id: number | string }> };
  const gameId = gameRows.rows[0]?.id;
  const gamePath = gameId === undefined ? '/' : `/gamePlayingFront/${gameId}`;
  const startsAt = new Date(Date.UTC(2026, 0, 1));
  for (const market of await repo.markets()) {
    const content = contentFor(market.defaultLang)(gamePath);
    for (const [i, p] of content.promotions.entries()) {
      await repo.seedPromotion({ marketId: market.id, ...p, ranking: p.ranking ?? false, sort: (i + 1) * 10, startsAt, endsAt: null, managedBy: 'seed' });
    }
    for (const [i, b] of content.banners.entries()) {
      await repo.seedBanner({ marketId: market.id, ...b, sort: (i + 1) * 10, managedBy: 'seed' });
    }
  }
};
