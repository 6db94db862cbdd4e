import type { SmsGateway, SmsTestInbox } from '../src/modules/auth/sms-gateway';

/**
 * The SMS vendor stood in at the test's edge: it keeps the last code sent to each number, so members can
 * register without the sandbox services (`createTestApp(db, { deps: { sms: smsInbox() } })`).
 */
export const smsInbox = (): SmsGateway & SmsTestInbox => {
  const inbox = new Map<string, string>();
  return {
    send: async ({ to, text }) => {
      inbox.set(to, /\d{6}/.exec(text)?.[0] ?? '');
    },
    lastCode: async (to) => inbox.get(to) ?? null,
  };
};
