import { useState } from 'react';
import { apiCall } from '../../api/client';
import type { TPlayerAuditPage, TPlayerNote } from '../../api/types';
import { useCan } from '../../auth/auth';
import { useTranslation } from 'react-i18next';
import { json, when } from '../../ui/format';
import { Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';


/** Staff notes on the player: read by everyone, added by operators (audited). */
export const NotesTab = ({ userId }: { userId: number }) => {
  const { t: tp } = useTranslation('players');
  const { t: tc } = useTranslation('common');
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
            <textarea rows={3} maxLength={2000} value={text} placeholder={tp('notes.placeholder')} aria-label={tp('notes.add')} onChange={(e) => setText(e.target.value)} />
          </div>
          {error && <Notice kind="error">{error}</Notice>}
          <button type="submit" className="btn btn-primary" disabled={busy || text.trim() === ''}>
            {busy ? tc('working') : tp('notes.add')}
          </button>
        </form>
      )}
      <QueryView query={query} empty={tp('notes.empty')}>
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
  const { t: tp } = useTranslation('players');
  const query = useApi<TPlayerAuditPage>('/admin/backoffice/players/audit', { userId, limit: 100 });
  return (
    <QueryView query={query} empty={tp('audit.empty')} isEmpty={(d) => d.entries.length === 0}>
      {(d) => (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{tp('audit.at')}</th>
                <th>{tp('audit.actor')}</th>
                <th>{tp('audit.action')}</th>
                <th>{tp('audit.reason')}</th>
                <th>{tp('audit.detail')}</th>
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
