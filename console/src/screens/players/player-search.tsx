import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { TPlayerSearchResult } from '../../api/types';
import { useTranslation } from 'react-i18next';
import { when } from '../../ui/format';
import { Empty, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

const KINDS = ['auto', 'id', 'phone', 'nickname', 'device', 'iban', 'order'] as const;

/** Find a player by id, phone, nickname, device, IBAN or order id; the query lives in the URL (back keeps it). */
export const PlayerSearch = () => {
  const { t: tp } = useTranslation('players');
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
          <span className="sr-only">{tp('searchLabel')}</span>
          <input type="search" size={48} maxLength={64} value={text} placeholder={tp('searchPlaceholder')} aria-label={tp('searchLabel')} onChange={(e) => setText(e.target.value)} />
        </label>
        <label className="field field-inline">
          <span>{tp('kind')}</span>
          <select value={by} onChange={(e) => setBy(e.target.value)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {tp(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {tp('search')}
        </button>
      </form>
      {q.trim() === '' ? (
        <Empty>{tp('hint')}</Empty>
      ) : (
        <QueryView query={query} empty={tp('empty')} isEmpty={(d) => d.players.length === 0}>
          {(data) => (
            <>
              {!data.personalData && <p className="muted small">{tp('masked')}</p>}
              <div className="table-wrap">
                <table className="table-cards">
                  <thead>
                    <tr>
                      <th>Id</th>
                      <th>{tp('nickname')}</th>
                      <th>{tp('marketColumn')}</th>
                      <th>{tp('phone')}</th>
                      <th>{tp('vip')}</th>
                      <th>{tp('registered')}</th>
                      <th>{tp('matchedBy')}</th>
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
                        <td className="mono">{p.market}</td>
                        <td className="mono">{p.phone ?? '—'}</td>
                        <td className="num">{p.vipLevel}</td>
                        <td className="nowrap">{when(p.registeredAt)}</td>
                        <td>
                          {p.matchedBy.map((m) => (
                            <span key={m} className="pill">
                              {tp(`kinds.${m}`) ?? m}
                            </span>
                          ))}
                        </td>
                        <td>
                          <Link className="btn btn-small btn-primary" to={`/players/${p.userId}`}>
                            {tp('open')}
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
