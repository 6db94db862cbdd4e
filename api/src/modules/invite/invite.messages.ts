import { defineMessages } from '../../i18n/define';

/** Server messages of invites and the agent rebate. */
export const inviteMessages = defineMessages({
  tk: {
    REBATE_NOTHING_TO_CLAIM: 'Şu anda alınacak bir komisyon yok. Davet ettiğin arkadaşların oynadıkça birikir.',
  },
  en: {
    REBATE_NOTHING_TO_CLAIM: 'There is no rebate to claim right now. It builds up as the friends you invited play.',
  },
  'zh-CN': {
    REBATE_NOTHING_TO_CLAIM: '目前没有可领取的返佣。您邀请的好友游戏后会逐渐累积。',
  },
});
