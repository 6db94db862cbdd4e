import { useState } from 'react';
import { apiCall } from '../../api/client';
import type { TRegistryAuditEntry } from '../../api/types';
import { useStrings } from '../../i18n/tables';
import { json, when } from '../../ui/format';
import { Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

const ACTIONS = ['pin', 'rollback', 'canary', 'enable', 'disable', 'auto-rollback', 'set'];
const PAGE = 50;
type TFilters = { market: string; remote: string; action: string; actor: string };
const EMPTY: TFilters = { market: '', remote: '', action: '', actor: '' };

/** Only the filters that are set, trimmed. */
const bodyOf = (f: TFilters) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));

/** Every registry change (who, when, old, new, why), newest first, filtered by market, remote, action and actor. */
const AuditScreen = () => {
  const t = useStrings();
  const [draft, setDraft] = useState<TFilters>(EMPTY);
  const [applied, setApplied] = useState<TFilters>(EMPTY);
  const query = useApi<TRegistryAuditEntry[]>('/admin/registry/audit', { ...bodyOf(applied), limit: PAGE });
  const [more, setMore] = useState<TRegistryAuditEntry[]>([]);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const rows = [...(query.data ?? []), ...more];

  const apply = (f: TFilters) => {
    setApplied(f);
    setMore([]);
    setExhausted(false);
  };
  const loadMore = async () => {
    const last = rows[rows.length - 1];
    if (!last) return;
    try {
      const page = await apiCall<TRegistryAuditEntry[]>('/admin/registry/audit', { ...bodyOf(applied), limit: PAGE, before: last.id });
      setMore((m) => [...m, ...page]);
      if (page.length < PAGE) setExhausted(true);
    } catch (error) {
      setMoreError(error instanceof Error ? error.message : String(error));
    }
  };
  const field = (name: keyof TFilters, label: string) => (
    <label className="field field-inline">
      <span>{label}</span>
      <input name={name} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
    </label>
  );

  return (
    <>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        {field('market', t.common.market)}
        {field('remote', t.common.remote)}
        <label className="field field-inline">
          <span>{t.audit.action}</span>
          <select name="action" value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })}>
            <option value="">{t.common.all}</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        {field('actor', t.audit.actor)}
        <button type="submit" className="btn btn-primary">
          {t.audit.apply}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setDraft(EMPTY);
            apply(EMPTY);
          }}
        >
          {t.audit.clear}
        </button>
      </form>
      {moreError && (
        <Notice kind="error" onClose={() => setMoreError(null)}>
          {moreError}
        </Notice>
      )}
      <QueryView query={query} empty={t.audit.empty}>
        {() => (
          <>
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th>{t.audit.when}</th>
                    <th>{t.common.market}</th>
                    <th>{t.common.remote}</th>
                    <th>{t.audit.action}</th>
                    <th>{t.audit.actor}</th>
                    <th>{t.audit.reason}</th>
                    <th>{t.audit.change}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((e) => (
                    <tr key={e.id} data-testid="audit-row">
                      <td className="nowrap">{when(e.createdAt)}</td>
                      <td>{e.marketId}</td>
                      <td>{e.remoteName}</td>
                      <td>
                        <span className={`pill ${e.action === 'auto-rollback' ? 'pill-bad' : ''}`}>{e.action}</span>
                      </td>
                      <td>{e.actor}</td>
                      <td>{e.reason ?? t.common.none}</td>
                      <td className="mono small">
                        {json(e.oldValue)} → {json(e.newValue)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {!exhausted && (query.data?.length ?? 0) >= PAGE && (
              <button type="button" className="btn" onClick={() => void loadMore()}>
                {t.common.loadMore}
              </button>
            )}
          </>
        )}
      </QueryView>
    </>
  );
};

export default AuditScreen;
