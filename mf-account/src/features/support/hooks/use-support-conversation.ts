import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, setMenuBadge, type SupportMessage } from '@casino/shared';
import { supportApi } from '../api/support-api';

/** The route name of this page (its menu entry carries the unread count). */
const SUPPORT_ROUTE = 'CustomerService';

export type TConversationState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; messages: SupportMessage[]; fresh: ReadonlySet<number> };

/**
 * The player's conversation, oldest first. Reloads when staff answer (`support:message-received`
 * pushed by the server) and when the tab comes back; staff answers the player has not seen are
 * marked `fresh` (the unread count) and reported read to the server.
 */
export function useSupportConversation() {
  const [state, setState] = useState<TConversationState>({ status: 'loading' });
  const [sending, setSending] = useState(false);
  const fresh = useRef(new Set<number>());

  const reload = useCallback(async () => {
    try {
      const page = await supportApi.messages();
      for (const m of page.list) if (m.author === 'staff' && !m.isRead) fresh.current.add(m.id);
      setState({ status: 'ready', messages: [...page.list].reverse(), fresh: new Set(fresh.current) });
      if (page.unread === 0) setMenuBadge(SUPPORT_ROUTE, 0);
      else if (document.visibilityState !== 'hidden') {
        // Seen on this page: the menu entry's count goes (the shell's, from the same shared store).
        const read = await supportApi.read().catch(() => null);
        if (read) setMenuBadge(SUPPORT_ROUTE, read.unread);
      }
    } catch {
      setState((s) => (s.status === 'ready' ? s : { status: 'error' }));
    }
  }, []);

  useEffect(() => {
    void reload();
    const sub = bus.on('support:message-received').subscribe(() => void reload());
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      sub.unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  /** Sends a message; resolves true when the server stored it (a refusal is toasted by the API client). */
  const send = useCallback(async (text: string): Promise<boolean> => {
    setSending(true);
    try {
      const { autoReply, ...message } = await supportApi.send(text);
      const added = autoReply ? [message, autoReply] : [message];
      setState((s) => ({ status: 'ready', messages: [...(s.status === 'ready' ? s.messages : []), ...added], fresh: s.status === 'ready' ? s.fresh : new Set() }));
      return true;
    } catch {
      return false;
    } finally {
      setSending(false);
    }
  }, []);

  return { state, sending, send, retry: reload };
}
