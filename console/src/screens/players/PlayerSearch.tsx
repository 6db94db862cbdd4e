import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TPlayerSearchResult } from '../../api/types';
import { t } from '../../strings';
import { when } from '../../ui/format';
import { Empty, QueryView } from '../../ui/States';
import { useApi } from '../../ui/useApi';

const KINDS = ['auto', 'id', 'phone', 'nickname', 'device', 'iban', 'order'] as const;

/** Find a player by id, phone, nickname, device, IBAN or order id; the query lives in the URL (back keeps it). */
export const PlayerSearch = () => {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = params.get('kind') ?? 'auto';
  const [text, setText] = useState(q);
  const [by, setBy] = useState(kind);
  const query = useApi<TPlayerSearchResult>('/admin/backoffice/players/search', { q, kind }, { enabled: q.trim() !== '' });

  return (
    <>
      <form
        className="toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() !== '') setParams({ q: text.trim(), kind: by });
        }}
      >
        <label className="field field-inline">
          <span className="sr-only">{t.players.searchLabel}</span>
          <input type="search" size={48} maxLength={64} value={text} placeholder={t.players.searchPlaceholder} aria-label={t.players.searchLabel} onChange={(e) => setText(e.target.value)} />
        </label>
        <label className="field field-inline">
          <span>{t.players.kind}</span>
          <select value={by} onChange={(e) => setBy(e.target.value)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t.players.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {t.players.search}
        </button>
      </form>
      {q.trim() === '' ? (
        <Empty>{t.players.hint}</Empty>
      ) : (
        <QueryView query={query} empty={t.players.empty} isEmpty={(d) => d.players.length === 0}>
          {(data) => (
            <>
              {!data.personalData && <p className="muted small">{t.players.masked}</p>}
              <div className="table-wrap">
                <table className="table-cards">
                  <thead>
                    <tr>
                      <th>Id</th>
                      <th>{t.players.nickname}</th>
                      <th>{t.players.phone}</th>
                      <th>{t.players.vip}</th>
                      <th>{t.players.registered}</th>
                      <th>{t.players.matchedBy}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {data.players.map((p) => (
                      <tr key={p.userId}>
                        <th scope="row" className="mono">
                          {p.userId} <span className="muted small">{p.publicId}</span>
                        </th>
                        <td>{p.nickname}</td>
                        <td className="mono">{p.phone ?? '—'}</td>
                        <td className="num">{p.vipLevel}</td>
                        <td className="nowrap">{when(p.registeredAt)}</td>
                        <td>
                          {p.matchedBy.map((m) => (
                            <span key={m} className="pill">
                              {t.players.kinds[m] ?? m}
                            </span>
                          ))}
                        </td>
                        <td>
                          <Link className="btn btn-small btn-primary" to={`/players/${p.userId}`}>
                            {t.players.open}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </QueryView>
      )}
    </>
  );
};
