import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client';
import type { SupportConversation, SupportMessagePage } from '../../api/types';
import { useCan } from '../../auth/auth';
import { useStrings } from '../../i18n/tables';
import { when } from '../../ui/format';
import { Empty, ErrorBox, Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';
import { useStaffQueue } from '../../ui/use-staff-queue';

/**
 * The support queue (support-admin.routes.ts): conversations waiting for an answer, a conversation, and the
 * answer box. Both reload when the staff stream says the support queue changed (a player wrote, staff
 * answered); an answer reaches the player's open page at once (their push stream).
 */
const SupportScreen = () => {
  const t = useStrings();
  const [waitingOnly, setWaitingOnly] = useState(true);
  const queue = useApi<SupportConversation[]>('/admin/support/conversations', { waiting: waitingOnly, limit: 100 });
  useStaffQueue('support', queue.reload);
  const [userId, setUserId] = useState<number | null>(null);

  return (
    <div className="split">
      <div className="split-list">
        <div className="toolbar">
          <label className="check">
            <input type="checkbox" checked={waitingOnly} onChange={(e) => setWaitingOnly(e.target.checked)} /> {t.support.waitingOnly}
          </label>
          <span className="muted small">{t.support.live}</span>
        </div>
        <ReplyTimeSetting />
        <QueryView query={queue} empty={waitingOnly ? t.support.empty : t.support.emptyAll}>
          {(rows) => (
            <ul className="list" aria-label={t.support.title}>
              {rows.map((c) => (
                <li key={c.userId}>
                  <button type="button" className={`list-item ${userId === c.userId ? 'active' : ''}`} onClick={() => setUserId(c.userId)} data-testid={`conversation-${c.userId}`}>
                    <strong>{c.nikeName || `#${c.userId}`}</strong>
                    {c.waiting > 0 && <span className="pill pill-bad">{t.support.waiting(c.waiting)}</span>}
                    <span className="muted small ellipsis">{c.lastText}</span>
                    <span className="muted small">{when(c.lastTime)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
      <div className="split-detail">{userId === null ? <Empty>{t.support.pick}</Empty> : <Thread key={userId} userId={userId} onAnswered={queue.reload} />}</div>
    </div>
  );
};

/** The answer time players are told after writing ("usually answered within N min"), per market (support.service.ts). */
const ReplyTimeSetting = () => {
  const t = useStrings();
  const { t: ts } = useTranslation('supportSettings');
  const settings = useApi<{ market: string; replyMinutes: number }>('/admin/support/settings/get', {});
  const canEdit = useCan('operator');
  const [minutes, setMinutes] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (settings.data) setMinutes(String(settings.data.replyMinutes));
  }, [settings.data]);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      // The server checks the value (1-1440 whole minutes) and answers a localized error otherwise.
      await apiCall('/admin/support/settings/set', { replyMinutes: minutes.trim() });
      setSaved(true);
      settings.reload();
    } catch (err) {
      setError(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="toolbar" onSubmit={save} data-testid="support-reply-time">
      <label className="field">
        <span>{ts('replyMinutes')}</span>
        <input type="number" inputMode="numeric" min={1} max={1440} step={1} value={minutes} disabled={!canEdit || busy || !settings.data} onChange={(e) => setMinutes(e.target.value)} />
      </label>
      {canEdit && (
        <button type="submit" className="btn" disabled={busy || !settings.data || minutes.trim() === ''}>
          {busy ? t.common.working : t.common.save}
        </button>
      )}
      <span className="muted small">{ts('hint')}</span>
      {saved && <Notice kind="ok" onClose={() => setSaved(false)}>{ts('saved', { minutes: settings.data?.replyMinutes ?? minutes })}</Notice>}
      {error && <ErrorBox error={error} />}
    </form>
  );
};

const Thread = ({ userId, onAnswered }: { userId: number; onAnswered: () => void }) => {
  const t = useStrings();
  const thread = useApi<SupportMessagePage>('/admin/support/messages', { userId, page: 1, pageSize: 50 });
  useStaffQueue('support', thread.reload);
  const canAnswer = useCan('operator');
  const { t: tss } = useTranslation('supportSettings');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await apiCall('/admin/support/reply', { userId, text: text.trim() });
      setText('');
      thread.reload();
      onAnswered();
    } catch (err) {
      setError(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <QueryView query={thread} empty={t.support.pick} isEmpty={(p) => p.list.length === 0}>
        {(page) => (
          <ol className="messages" aria-label={`#${userId}`}>
            {[...page.list].reverse().map((m) => (
              <li key={m.id} className={`message message-${m.author}`}>
                <span className="muted small">
                  {m.author === 'staff' ? t.support.staff : m.author === 'system' ? tss('system') : t.support.player} · {when(m.createTime)}
                </span>
                <p>{m.text}</p>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      {error && <ErrorBox error={error} />}
      {canAnswer ? (
        <form className="answer" onSubmit={send}>
          <label className="field">
            <span>{t.support.answer}</span>
            <textarea rows={3} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy || !text.trim()}>
            {busy ? t.common.working : t.support.send}
          </button>
        </form>
      ) : (
        <p className="muted">{t.common.readOnly}</p>
      )}
    </>
  );
};

export default SupportScreen;
