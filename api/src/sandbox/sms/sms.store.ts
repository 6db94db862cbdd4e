export interface TRecordedSms {
  to: string;
  text: string;
  /** The first 4-6 digit number in the text, as a test phone would read it. */
  code: string | null;
  receivedAt: string;
}

const MAX_PER_PHONE = 20;
const MAX_PHONES = 10_000;

/** The sandbox SMS "phones": the last messages per number, in memory, bounded. */
export const createSmsStore = () => {
  const inbox = new Map<string, TRecordedSms[]>();
  return {
    record(to: string, text: string, now = new Date()): TRecordedSms {
      const sms: TRecordedSms = { to, text, code: /\b(\d{4,6})\b/.exec(text)?.[1] ?? null, receivedAt: now.toISOString() };
      const list = inbox.get(to) ?? [];
      list.push(sms);
      if (list.length > MAX_PER_PHONE) list.shift();
      inbox.delete(to);
      inbox.set(to, list);
      // Oldest phone out first (Map keeps insertion order).
      if (inbox.size > MAX_PHONES) inbox.delete(inbox.keys().next().value as string);
      return sms;
    },
    last(to: string): TRecordedSms | undefined {
      return inbox.get(to)?.at(-1);
    },
  };
};

export type TSmsStore = ReturnType<typeof createSmsStore>;
