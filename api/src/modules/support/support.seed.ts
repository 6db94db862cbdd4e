import type { Db } from '../../db/client';
import type { TLang } from '../../i18n/define';
import { createSupportRepository } from './support.repository';
import { SUPPORT_REPLY_MINUTES_DEFAULT } from './support.service';

type TEntry = { slug: string; question: string; answer: string };

/** Demo FAQ of every market (staff edit it with `pnpm support faq-set`; the seed never overwrites an edit). */
const FAQ: Record<TLang, TEntry[]> = {
  tk: [
    { slug: 'deposit', question: 'Nasıl para yatırırım?', answer: 'Menüden "Para Yatır" sayfasını açın, bir yöntem (EFT/havale, e-cüzdan, kart veya USDT) ve tutarı seçin.\n\nEFT ile gönderirken açıklamaya size verilen referansı yazın; ödeme onaylanınca bakiyeniz kendiliğinden güncellenir.' },
    { slug: 'withdraw', question: 'Çekim talebim ne kadar sürer?', answer: 'Çekim talepleri incelendikten sonra kayıtlı IBAN adresinize gönderilir. Çoğu talep birkaç saat içinde sonuçlanır. Çekim için telefonunuzu doğrulamış ve bir çekim şifresi belirlemiş olmanız gerekir.' },
    { slug: 'bonus', question: 'Posta ve giriş ödülleri nasıl alınır?', answer: 'Posta kutunuzdaki ödüllü mesajlarda "Al" düğmesine dokunun. Günlük giriş ödülü her gün bir kez alınabilir; seriyi bozmadan devam ederseniz ödül büyür.' },
    { slug: 'account', question: 'Şifremi unuttum, ne yapmalıyım?', answer: 'Giriş ekranında "Şifremi unuttum" bağlantısına dokunun. Telefonunuza gelen kodla yeni bir şifre belirleyebilirsiniz.' },
    { slug: 'responsible', question: 'Oyun sürelerimi nasıl sınırlarım?', answer: 'Bir ara vermek veya limit belirlemek isterseniz bu sayfadaki sohbetten bize yazın; talebiniz hemen uygulanır.' },
  ],
  en: [
    { slug: 'deposit', question: 'How do I make a deposit?', answer: 'Open "Deposit" from the menu, choose a method (EFT/bank transfer, e-wallet, card or USDT) and the amount.\n\nWhen you send an EFT, write the reference you are given in the description; your balance updates by itself once the payment is confirmed.' },
    { slug: 'withdraw', question: 'How long does a withdrawal take?', answer: 'Withdrawals are reviewed and then sent to your registered IBAN. Most are completed within a few hours. You need a verified phone and a withdrawal password to withdraw.' },
    { slug: 'bonus', question: 'How do I collect mail and sign-in rewards?', answer: 'Tap "Claim" on a mail that carries a prize. The daily sign-in reward can be collected once a day; it grows while you keep your streak.' },
    { slug: 'account', question: 'I forgot my password. What should I do?', answer: 'Tap "Forgot password" on the login screen. You can set a new password with the code sent to your phone.' },
    { slug: 'responsible', question: 'How can I limit my playing time?', answer: 'If you want a break or a limit, write to us in the chat on this page; we apply it at once.' },
  ],
  'zh-CN': [
    { slug: 'deposit', question: '如何充值？', answer: '从菜单打开“充值”页面，选择方式（EFT/银行转账、电子钱包、银行卡或 USDT）和金额。\n\n使用 EFT 转账时，请在备注中填写系统给出的参考号；付款确认后余额会自动更新。' },
    { slug: 'withdraw', question: '提现需要多长时间？', answer: '提现申请审核后会转入您登记的 IBAN，大多数在几小时内完成。提现前需要验证手机号并设置提现密码。' },
    { slug: 'bonus', question: '如何领取邮件和签到奖励？', answer: '在带奖励的邮件中点击“领取”。每日签到奖励每天可领取一次，连续签到奖励会增加。' },
    { slug: 'account', question: '忘记密码怎么办？', answer: '在登录页点击“忘记密码”，使用发送到手机的验证码设置新密码。' },
    { slug: 'responsible', question: '如何限制游戏时间？', answer: '如需暂停或设置限额，请在本页的对话中联系我们，我们会立即处理。' },
  ],
};

/**
 * The market's contact channels as players see them: a Turkish 0850 support line, WhatsApp and Telegram links
 * and an address on the casino's own domain. Staff change them in the console or with `pnpm support channel-set`.
 */
const CHANNELS = [
  { kind: 'livechat', value: 'Canlı destek', url: null, hours: '7/24', sort: 0 },
  { kind: 'phone', value: '+90 850 255 42 42', url: 'tel:+908502554242', hours: '09:00-24:00', sort: 1 },
  { kind: 'whatsapp', value: '+90 850 255 42 42', url: 'https://wa.me/908502554242', hours: '09:00-24:00', sort: 2 },
  { kind: 'telegram', value: '@CasinoDestek', url: 'https://t.me/CasinoDestek', hours: '7/24', sort: 3 },
  { kind: 'email', value: 'destek@casino.com.tr', url: 'mailto:destek@casino.com.tr', hours: '7/24', sort: 4 },
] as const;

/** What earlier seeds wrote (placeholders): replaced by the channels above unless staff changed them since. */
const OLD_SEED_VALUES = ['+90 850 000 00 00', '@destek_example', 'destek@example.com'];

export const seedSupport = async (db: Db): Promise<void> => {
  const repo = createSupportRepository(db);
  const now = new Date();
  for (const marketId of await repo.allMarketIds()) {
    for (const [lang, entries] of Object.entries(FAQ)) {
      for (const [i, e] of entries.entries()) {
        await repo.upsertFaq({ marketId, lang, slug: e.slug, question: e.question, answer: e.answer, sort: i * 10, enabled: true, updatedBy: 'seed', updatedAt: now }, true);
      }
    }
    for (const c of CHANNELS) {
      await repo.seedChannel({ marketId, ...c });
      await repo.reseedChannel({ marketId, ...c }, OLD_SEED_VALUES);
    }
    await repo.seedSettings({ marketId, replyMinutes: SUPPORT_REPLY_MINUTES_DEFAULT, updatedBy: 'seed', updatedAt: now });
  }
};
