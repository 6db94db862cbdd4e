import { createVipMailer } from './vip.mail';

type Campaign = { marketId: string; title: string; content: string; amountMinor: bigint };

const mailerFor = (market: { id: string } | undefined) => {
  const sent: Campaign[] = [];
  const mailer = createVipMailer({
    campaigns: { create: async (input: Campaign) => (sent.push(input), undefined) } as never,
    markets: { findDefault: async () => market },
  });
  return { sent, mailer };
};

describe('the VIP level-up mail', () => {
  it('names the reward in its own currency, as the site writes money', async () => {
    const tr = mailerFor({ id: 'tr' });
    await tr.mailer.levelUp({ userId: 7, level: 2, rewardMinor: 105_000n, currency: 'TRY' });
    expect(tr.sent).toHaveLength(1);
    expect(tr.sent[0]!).toMatchObject({ marketId: 'tr', title: 'Tebrikler! VIP 2', amountMinor: 0n });
    expect(tr.sent[0]!.content).toContain('Seviye ödülünüz 1.050,00\u00a0₺ bakiyenize eklendi.');

    const az = mailerFor({ id: 'az' });
    await az.mailer.levelUp({ userId: 7, level: 3, rewardMinor: 500n, currency: 'AZN' });
    expect(az.sent[0]!.content).toContain('5,00\u00a0₼');
    expect(az.sent[0]!.content).not.toContain('₺');
  });

  it('says nothing of a reward when the level has none, and sends nothing without a market', async () => {
    const tr = mailerFor({ id: 'tr' });
    await tr.mailer.levelUp({ userId: 7, level: 1, rewardMinor: 0n, currency: 'TRY' });
    expect(tr.sent[0]!.content).not.toContain('ödül');
    const none = mailerFor(undefined);
    await none.mailer.levelUp({ userId: 7, level: 1, rewardMinor: 100n, currency: 'TRY' });
    expect(none.sent).toHaveLength(0);
  });
});
