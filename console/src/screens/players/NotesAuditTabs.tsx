import { useState } from 'react';
import { apiCall } from '../../api/client';
import type { TPlayerAuditEntry, TPlayerNote } from '../../api/types';
import { useCan } from '../../auth/auth';
import { t } from '../../strings';
import { json, when } from '../../ui/format';
import { Notice, QueryView } from '../../ui/States';
import { useApi } from '../../ui/useApi';

const n = t.players.notes;
const a = t.players.audit;

/** Staff notes on the player: read by everyone, added by operators (audited). */
export const NotesTab = ({ userId }: { userId: number }) => {
  const query = useApi<TPlayerNote[]>('/admin/backoffice/players/notes', { userId });
  const canOperate = useCan('operator');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      {canOperate && (
        <form
          className="card"
          onSubmit={async (e) => {
            e.preventDefault();
            if (text.trim() === '' || busy) return;
            setBusy(true);
            setError(null);
            try {
              await apiCall('/admin/backoffice/players/notes/add', { userId, text: text.trim() });
              setText('');
              query.reload();
            } catch (err) {
              setError(err instanceof Error ? err.message : String(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          <div className="field">
            <textarea rows={3} maxLength={2000} value={text} placeholder={n.placeholder} aria-label={n.add} onChange={(e) => setText(e.target.value)} />
          </div>
          {error && <Notice kind="error">{error}</Notice>}
          <button type="submit" className="btn btn-primary" disabled={busy || text.trim() === ''}>
            {busy ? t.common.working : n.add}
          </button>
        </form>
      )}
      <QueryView query={query} empty={n.empty}>
        {(notes) => (
          <ul className="list">
            {notes.map((x) => (
              <li key={x.id} className="list-item" style={{ cursor: 'default', whiteSpace: 'pre-wrap' }}>
                <span className="muted small">
                  {when(x.at)} · {x.author}
                </span>
                <span>{x.text}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
};

/** Every staff action on this player, personal-data views included (who looked, when). */
export const AuditTab = ({ userId }: { userId: number }) => {
  const query = useApi<{ entries: TPlayerAuditEntry[]; nextCursor: number | null }>('/admin/backoffice/players/audit', { userId, limit: 100 });
  return (
    <QueryView query={query} empty={a.empty} isEmpty={(d) => d.entries.length === 0}>
      {(d) => (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{a.at}</th>
                <th>{a.actor}</th>
                <th>{a.action}</th>
                <th>{a.reason}</th>
                <th>{a.detail}</th>
              </tr>
            </thead>
            <tbody>
              {d.entries.map((x) => (
                <tr key={x.id}>
                  <td className="nowrap">{when(x.at)}</td>
                  <td>{x.actor}</td>
                  <td>
                    <span className="pill">{x.action}</span>
                  </td>
                  <td>{x.reason ?? '—'}</td>
                  <td className="mono small">{json(x.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryView>
  );
};
