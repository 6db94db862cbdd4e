import { formatAmount } from '@casino/shared/format';
import type { TMailModule } from '../mail/mail.module';
import type { TVipMailer } from './vip.service';

/**
 * The level-up mail, through the mail module's campaigns (a one-player campaign, written by the
 * campaign runner like any staff mail). It carries no prize: the reward is already credited, so a
 * mail can never pay it twice. In the market's language (Turkish), like the welcome mail; the reward in its own currency.
 */
export const createVipMailer = (deps: { campaigns: Pick<TMailModule['campaigns'], 'create'>; markets: { findDefault(): Promise<{ id: string } | undefined> } }): TVipMailer => ({
  async levelUp({ userId, level, rewardMinor, currency }) {
    const market = await deps.markets.findDefault();
    if (!market) return;
    const reward = rewardMinor > 0n ? ` Seviye ödülünüz ${formatAmount(rewardMinor, 'tk', currency)} bakiyenize eklendi.` : '';
    await deps.campaigns.create({
      marketId: market.id,
      title: `Tebrikler! VIP ${level}`,
      content: `VIP ${level} seviyesine yükseldiniz.${reward} Yeni seviyenizin haftalık çark haklarını ve nakit iade oranını VIP sayfasında görebilirsiniz.`,
      amountMinor: 0n,
      target: { kind: 'users', userIds: [userId] },
      actor: 'vip',
    });
  },
});
