import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type Lang } from '@casino/shared';
import type { TConversationState } from '../hooks/use-support-conversation';
import { SUPPORT_NS } from '../i18n';

export const SUPPORT_TEXT_MAX = 1_000;


interface Props {
  state: TConversationState;
  sending: boolean;
  lang: Lang;
  /** How soon staff usually answer (the market's setting), said before the player writes. */
  replyMinutes?: number | undefined;
  onSend: (text: string) => Promise<boolean>;
  onRetry: () => void;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}

/** The conversation with staff. Every text is rendered as a React text node: never HTML, whatever it holds. */
export function Conversation({ state, sending, lang, replyMinutes, onSend, onRetry, inputRef }: Props) {
  const { t } = useTranslation(SUPPORT_NS, { nsMode: 'fallback' });
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const count = state.status === 'ready' ? state.messages.length : 0;
  const unread = state.status === 'ready' ? state.fresh.size : 0;

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const trimmed = text.trim();
  const tooLong = text.length > SUPPORT_TEXT_MAX;
  const canSend = trimmed.length > 0 && !tooLong && !sending;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    if (await onSend(trimmed)) setText('');
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };

  return (
    <section className="support__chat" aria-labelledby="support-chat-title" data-testid="support-chat">
      <header className="support__chat-head">
        <h2 id="support-chat-title">{t('support.chatTitle')}</h2>
        {replyMinutes !== undefined && (
          <span className="support__reply-time" data-testid="support-reply-time">
            {t('support.replyTime', { count: replyMinutes })}
          </span>
        )}
        {unread > 0 && (
          <span className="support__badge" data-testid="support-unread">
            {t('support.unread', { count: unread })}
          </span>
        )}
      </header>
      {state.status === 'loading' && <div className="support__chat-body support__chat-body--loading" aria-busy="true" />}
      {state.status === 'error' && (
        <div className="support__chat-body support__state">
          <p role="alert">{t('support.chatError')}</p>
          <button type="button" className="support__ghost" onClick={onRetry}>
            {t('support.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.messages.length === 0 ? (
          <div className="support__chat-body support__state" data-testid="support-chat-empty">
            <p>{t('support.chatEmpty')}</p>
          </div>
        ) : (
          <ol className="support__chat-body support__messages" ref={list} aria-live="polite" data-testid="support-messages">
            {state.messages.map((m) => (
              <li key={m.id} className={`support__msg support__msg--${m.author}${state.fresh.has(m.id) ? ' is-fresh' : ''}`} data-author={m.author}>
                <span className="support__msg-who">{t(`support.author.${m.author}`)}</span>
                <p className="support__msg-text">{m.text}</p>
                <time dateTime={m.createTime}>{formatDate(m.createTime, lang, 'shortDateTime')}</time>
              </li>
            ))}
          </ol>
        ))}
      <form className="support__compose" onSubmit={(e) => void submit(e)}>
        <label htmlFor="support-input" className="support__sr">
          {t('support.inputLabel')}
        </label>
        <textarea
          id="support-input"
          ref={inputRef}
          value={text}
          rows={2}
          placeholder={t('support.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          aria-invalid={tooLong}
          aria-describedby="support-counter"
          disabled={state.status !== 'ready'}
        />
        <div className="support__compose-foot">
          <span id="support-counter" className={tooLong ? 'support__counter is-over' : 'support__counter'}>
            {text.length}/{SUPPORT_TEXT_MAX}
          </span>
          <button type="submit" className="support__send" disabled={!canSend}>
            {sending ? t('support.sending') : t('support.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
