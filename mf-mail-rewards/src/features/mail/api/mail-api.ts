import { apiPost, type Mail, type MailAttaches, type MailPage, type MailReadResult, type MailReceiveResult } from '@casino/shared';

export const MAIL_PAGE_SIZE = 20;

/** `/mail/list`: the player's mail, newest first, with the unread count. */
export async function fetchMailPage(page = 1): Promise<MailPage> {
  const { resultData } = await apiPost<MailPage>('/mail/list', { page, pageSize: MAIL_PAGE_SIZE });
  return resultData ?? { list: [], total: 0, unread: 0, page, pageSize: MAIL_PAGE_SIZE };
}

export async function readMail(mailId: number): Promise<MailReadResult | null> {
  return (await apiPost<MailReadResult>('/mail/read', { mailId })).resultData;
}

export async function receiveMail(mailId: number): Promise<MailReceiveResult | null> {
  return (await apiPost<MailReceiveResult>('/mail/receive', { mailId })).resultData;
}

/** The prize of a mail in minor units (the `amount` of its `attaches` JSON), 0 without one. */
export function prizeOf(mail: Pick<Mail, 'attaches'>): number {
  if (!mail.attaches) return 0;
  try {
    const amount = (JSON.parse(mail.attaches) as Partial<MailAttaches>).amount;
    return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : 0;
  } catch {
    return 0;
  }
}
