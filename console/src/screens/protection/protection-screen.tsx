import { useState } from 'react';
import { useStrings } from '../../i18n/tables';
import { json, when } from '../../ui/format';
import { Empty, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

interface TProtectionView {
  userId: number;
  birthDate: string | null;
  ageConfirmed: boolean;
  realityCheckMinutes: number | null;
  limits: Array<{ kind: string; period: string; value: number; used: number | null; pending: { value: number | null; effectiveAt: string } | null }>;
  exclusion: { kind: string; duration: string; startsAt: string; endsAt: string | null } | null;
  audit: Array<{ actor: string; action: string; oldValue: unknown; newValue: unknown; createdAt: string }>;
}

/** A player's protection settings, read only (`/admin/protection/player`): staff cannot change a player's limits. */
const ProtectionScreen = () => {
  const t = useStrings();
  const [draft, setDraft] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const query = useApi<TProtectionView>('/admin/protection/player', { userId: userId ?? 0 }, { enabled: userId !== null });

  return (
    <>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          const id = Number(draft.trim());
          if (Number.isInteger(id) && id > 0) setUserId(id);
        }}
      >
        <label className="field field-inline">
          <span>{t.protection.lookup}</span>
          <input inputMode="numeric" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary">
          {t.protection.show}
        </button>
      </form>
      {userId === null ? (
        <Empty>{t.protection.prompt}</Empty>
      ) : (
        <QueryView query={query} empty="" isEmpty={() => false}>
          {(v) => (
            <div className="cards">
              <section className="card">
                <h2>{t.protection.limits}</h2>
                {v.limits.length === 0 ? (
                  <p className="muted">{t.protection.noLimits}</p>
                ) : (
                  <ul className="plain">
                    {v.limits.map((l) => (
                      <li key={`${l.kind}-${l.period}`}>
                        {l.kind} / {l.period}: {l.value}
                        {l.used !== null && ` (${l.used})`}
                        {l.pending && ` → ${l.pending.value ?? '∅'} @ ${when(l.pending.effectiveAt)}`}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section className="card">
                <h2>{t.protection.exclusion}</h2>
                {v.exclusion ? (
                  <p>
                    {v.exclusion.kind} ({v.exclusion.duration}): {when(v.exclusion.startsAt)} → {when(v.exclusion.endsAt)}
                  </p>
                ) : (
                  <p className="muted">{t.protection.noExclusion}</p>
                )}
                <p>
                  {t.protection.age}: {v.ageConfirmed ? t.common.yes : t.common.no} · {t.protection.reality}: {v.realityCheckMinutes ?? t.common.none}
                </p>
              </section>
              <section className="card card-wide">
                <h2>{t.protection.history}</h2>
                <ul className="plain small">
                  {v.audit.map((a, i) => (
                    <li key={i}>
                      {when(a.createdAt)} · {a.actor} · {a.action}: {json(a.oldValue)} → {json(a.newValue)}
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          )}
        </QueryView>
      )}
    </>
  );
};

export default ProtectionScreen;
