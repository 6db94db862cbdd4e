import { defineMessages } from '../../i18n/define';

/** Server messages of invites, the agent rebate and the pdd prize activity. */
export const inviteMessages = defineMessages({
  tk: {
    PDD_NOT_ELIGIBLE: 'Yardım edebilmek için davet bağlantısıyla gelip telefonunu doğrulayarak kayıt olmalısın (kendi ödülüne veya aynı cihazdan yardım edilemez).',
    PDD_NO_PRIZE: 'Devam eden bir ödül yok.',
    PDD_ALREADY_HELPED: 'Daha önce yardım ettin; her arkadaş yalnızca bir kez yardım edebilir.',
    PDD_NOT_COMPLETED: 'Ödül henüz tamamlanmadı.',
    PDD_ALREADY_PAID: 'Bu ödül zaten alındı.',
    PDD_EXPIRED: 'Bu ödülün süresi doldu.',
    REBATE_NOTHING_TO_CLAIM: 'Şu anda alınacak bir komisyon yok. Davet ettiğin arkadaşların oynadıkça birikir.',
  },
  en: {
    PDD_NOT_ELIGIBLE: 'To help, arrive with an invite link and sign up with a verified phone (not for your own prize, nor from the same device).',
    PDD_NO_PRIZE: 'There is no running prize.',
    PDD_ALREADY_HELPED: 'You have helped before; each friend can help only once.',
    PDD_NOT_COMPLETED: 'The prize is not completed yet.',
    PDD_ALREADY_PAID: 'This prize has already been collected.',
    PDD_EXPIRED: 'This prize has expired.',
    REBATE_NOTHING_TO_CLAIM: 'There is no rebate to claim right now. It builds up as the friends you invited play.',
  },
  'zh-CN': {
    PDD_NOT_ELIGIBLE: '需通过邀请链接进入并验证手机号注册后才能助力（不能为自己的奖励或在同一设备上助力）。',
    PDD_NO_PRIZE: '没有进行中的奖励。',
    PDD_ALREADY_HELPED: '您已助力过；每位好友只能助力一次。',
    PDD_NOT_COMPLETED: '奖励尚未完成。',
    PDD_ALREADY_PAID: '此奖励已领取。',
    PDD_EXPIRED: '此奖励已过期。',
    REBATE_NOTHING_TO_CLAIM: '目前没有可领取的返佣。您邀请的好友游戏后会逐渐累积。',
  },
});
