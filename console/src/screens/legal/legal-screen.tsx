import { useEffect, useRef, useState } from 'react';
import { apiCall } from '../../api/client';
import { useCan } from '../../auth/auth';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { when } from '../../ui/format';
import { Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';
import { useLegalStrings } from './strings';

// The API's shapes (legal.routes.ts; shared/src/contracts/legal.ts), hand-copied like the console's other admin types.
type TVersion = { kind: string; lang: string; version: number; title: string; body: string; publishedAt: string; note: string; publishedBy: string };
type TEntry = { market: string; kind: string; lang: string; versions: TVersion[] };
type TDraft = { kind: string; lang: string; title: string; body: string };

const KINDS = ['terms', 'privacy', 'cookies', 'bonus', 'responsible'];
const LANGS = ['tk', 'en', 'zh-CN'];

/** Legal texts (legal.routes.ts): each text's current version per language, its history, and a new version (compliance). */
const LegalScreen = () => {
  const s = useLegalStrings();
  const [market, setMarket] = useState('tr');
  const query = useApi<TEntry[]>('/admin/legal/list', { market });
  const canPublish = useCan('compliance');
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  // The form opens under a long table: bring it into view, ready to type.
  const draftKey = draft ? `${draft.kind}-${draft.lang}` : null;
  useEffect(() => {
    if (!draftKey) return;
    formRef.current?.scrollIntoView?.({ block: 'start' });
    formRef.current?.querySelector('input')?.focus();
  }, [draftKey]);

  const startDraft = (kind: string, lang: string, current: TVersion | undefined) => setDraft({ kind, lang, title: current?.title ?? '', body: current?.body ?? '' });

  return (
    <>
      <p className="muted">{s.intro}</p>
      {notice && (
        <Notice kind="ok" onClose={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      {!canPublish && <p className="muted small">{s.readOnly}</p>}
      <div className="toolbar">
        <label className="field field-inline">
          <span>{s.market}</span>
          <select value={market} onChange={(e) => setMarket(e.target.value)}>
            <option value="tr">tr</option>
            <option value="az">az</option>
          </select>
        </label>
      </div>
      <QueryView query={query} empty={s.empty}>
        {(entries) => (
          <div className="table-wrap">
            <table className="table-cards">
              <thead>
                <tr>
                  <th>{s.kind}</th>
                  <th>{s.lang}</th>
                  <th>{s.version}</th>
                  <th>{s.published}</th>
                  <th>{s.by}</th>
                  <th>{s.note}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {KINDS.flatMap((kind) =>
                  LANGS.map((lang) => {
                    const entry = entries.find((e) => e.kind === kind && e.lang === lang);
                    const current = entry?.versions[0];
                    const key = `${kind}-${lang}`;
                    return (
                      <tr key={key} data-testid={`legal-${key}`}>
                        <th>{s.kinds[kind]}</th>
                        <td data-label={s.lang}>{lang}</td>
                        <td data-label={s.version}>{current ? current.version : <span className="muted">{s.missing}</span>}</td>
                        <td data-label={s.published} className="nowrap">{current ? when(current.publishedAt) : '—'}</td>
                        <td data-label={s.by}>{current?.publishedBy ?? '—'}</td>
                        <td data-label={s.note}>{current?.note || '—'}</td>
                        <td className="actions">
                          {entry && entry.versions.length > 1 && (
                            <button type="button" className="btn btn-small" aria-expanded={open === key} onClick={() => setOpen(open === key ? null : key)}>
                              {s.history(entry.versions.length)}
                            </button>
                          )}
                          {canPublish && (
                            <button type="button" className="btn btn-small" onClick={() => startDraft(kind, lang, current ?? entries.find((e) => e.kind === kind && e.lang === 'tk')?.versions[0])}>
                              {s.newVersion}
                            </button>
                          )}
                          {open === key && (
                            <ul className="plain small" data-testid={`legal-history-${key}`}>
                              {entry?.versions.map((v) => (
                                <li key={v.version}>
                                  v{v.version} · {when(v.publishedAt)} · {v.publishedBy} · {v.note || '—'}
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    );
                  }),
                )}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      {draft && (
        <form
          ref={formRef}
          className="card form-grid"
          aria-label={`${s.kinds[draft.kind]} (${draft.lang})`}
          onSubmit={(e) => {
            e.preventDefault();
            setConfirming(true);
          }}
        >
          <h2>
            {s.kinds[draft.kind]} · {draft.lang} · {market}
          </h2>
          <label className="field field-wide">
            <span>{s.titleField}</span>
            <input value={draft.title} maxLength={200} required onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
          </label>
          <label className="field field-wide">
            <span>{s.body}</span>
            <textarea rows={16} maxLength={60_000} required value={draft.body} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
            <span className="muted small">{s.chars(draft.body.length)}</span>
          </label>
          <div className="toolbar">
            <button type="submit" className="btn btn-primary">
              {s.publish}
            </button>
            <button type="button" className="btn" onClick={() => setDraft(null)}>
              {s.cancel}
            </button>
          </div>
        </form>
      )}
      {draft && confirming && (
        <ConfirmDialog
          title={s.confirm(s.kinds[draft.kind] ?? draft.kind, draft.lang, market)}
          askReason
          confirmLabel={s.publish.replace('…', '')}
          onCancel={() => setConfirming(false)}
          onConfirm={async (reason) => {
            const published = await apiCall<TVersion>('/admin/legal/publish', { market, kind: draft.kind, lang: draft.lang, title: draft.title, body: draft.body, note: reason });
            setNotice(s.published_(published.version));
            setConfirming(false);
            setDraft(null);
            query.reload();
          }}
        >
          <p className="muted">{s.confirmBody}</p>
        </ConfirmDialog>
      )}
    </>
  );
};

export default LegalScreen;
