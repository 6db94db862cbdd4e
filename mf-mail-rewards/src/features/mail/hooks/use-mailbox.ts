import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, isLoggedIn, useUser, type Mail, type MailReceiveResult } from '@casino/shared';
import { fetchMailPage, prizeOf, readMail, receiveMail } from '../api/mail-api';

/** How often the mailbox refreshes without a push (pushes arrive at once; this covers a lost stream). */
export const MAIL_POLL_MS = 60_000;

export type TMailboxStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface TMailbox {
  status: TMailboxStatus;
  mails: Mail[];
  unread: number;
  total: number;
  reload: () => Promise<void>;
  loadMore: () => Promise<void>;
  open: (mail: Mail) => Promise<void>;
  claim: (mail: Mail) => Promise<TMailClaimOutcome>;
}

/**
 * A claim's outcome: the credit, 'claimed' (claimed meanwhile elsewhere), 'phone-required' (the prize is bonus
 * money for phone-verified members: the phone-bind dialog was opened), 'held' (a bonus is running: the gift waits, still
 * claimable), or null (refused, the server's message toasted).
 */
export type TMailClaimOutcome = MailReceiveResult | 'claimed' | 'phone-required' | 'held' | null;

/**
 * The player's mailbox: loaded once the user id is known, reloaded when the server pushes
 * `mail:received`, when the tab comes back and every minute. Opening a mail marks it read and
 * reloads the list (spec section 4); a claim updates the header balance through the bus at once.
 */
export function useMailbox(): TMailbox {
  const user = useUser();
  const userId = isLoggedIn(user) ? user.userid : '';
  const [state, setState] = useState<{ status: TMailboxStatus; mails: Mail[]; unread: number; total: number; page: number }>({ status: 'idle', mails: [], unread: 0, total: 0, page: 0 });
  const request = useRef(0);

  const reload = useCallback(async () => {
    if (!userId) return;
    const id = ++request.current;
    setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const page = await fetchMailPage(1);
      if (id === request.current) setState({ status: 'ready', mails: page.list, unread: page.unread, total: page.total, page: 1 });
    } catch {
      if (id === request.current) setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'error' }));
    }
  }, [userId]);

  useEffect(() => {
    if (!userId) {
      setState({ status: 'idle', mails: [], unread: 0, total: 0, page: 0 });
      return;
    }
    void reload();
    const sub = bus.on('mail:received').subscribe(() => void reload());
    const timer = setInterval(() => void reload(), MAIL_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      sub.unsubscribe();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // Mails come in the reader's language: a language switch reloads the box (no page reload).
  }, [userId, reload, user.lang]);

  const loadMore = useCallback(async () => {
    const next = state.page + 1;
    const page = await fetchMailPage(next);
    setState((s) => {
      const seen = new Set(s.mails.map((m) => m.id));
      return { ...s, page: next, total: page.total, unread: page.unread, mails: [...s.mails, ...page.list.filter((m) => !seen.has(m.id))] };
    });
  }, [state.page]);

  const open = useCallback(
    async (mail: Mail) => {
      if (mail.isRead === 1) return;
      // A gift still to claim keeps the mail counted (the server's `unread`) until it is claimed or expires.
      const waiting = prizeOf(mail) > 0 && mail.attachesStatus === 0 && !mail.expired && mail.claimHold !== 'BONUS_ALREADY_TAKEN';
      setState((s) => ({ ...s, unread: waiting ? s.unread : Math.max(0, s.unread - 1), mails: s.mails.map((m) => (m.id === mail.id ? { ...m, isRead: 1 } : m)) }));
      try {
        await readMail(mail.id);
      } finally {
        await reload();
      }
    },
    [reload],
  );

  const claim = useCallback(
    async (mail: Mail): Promise<TMailClaimOutcome> => {
      const markClaimed = () => setState((s) => ({ ...s, mails: s.mails.map((m) => (m.id === mail.id ? { ...m, isRead: 1, attachesStatus: 1 } : m)) }));
      try {
        const result = await receiveMail(mail.id);
        if (!result) return null;
        markClaimed();
        bus.emit('wallet:balance-changed', { totalAssetsMinor: result.totalAssets });
        bus.emit('mail:claimed', { mailId: mail.id, amountMinor: result.amount });
        return result;
      } catch (error) {
        // Claimed meanwhile (another tab, a retried request): show it as claimed.
        if ((error as { code?: string }).code === 'MAIL_ALREADY_CLAIMED') {
          markClaimed();
          return 'claimed';
        }
        // A guest (or a member without a verified phone): the prize is bonus money for verified members.
        if ((error as { code?: string }).code === 'BONUS_PHONE_REQUIRED') {
          bus.emit('dialog:phone-bind-requested', { mode: 'bind' });
          return 'phone-required';
        }
        // A bonus is running: the gift waits for it to end; nothing was claimed.
        if ((error as { code?: string }).code === 'BONUS_ALREADY_RUNNING') return 'held';
        return null;
      } finally {
        void reload();
      }
    },
    [reload],
  );

  return { status: state.status, mails: state.mails, unread: state.unread, total: state.total, reload, loadMore, open, claim };
}
