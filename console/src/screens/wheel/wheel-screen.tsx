import { useState } from 'react';
import { apiCall } from '../../api/client';
import type { TWheelSimulation, TWheelTableView } from '../../api/types';
import { useCan } from '../../auth/auth';
import { useStrings } from '../../i18n/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { json, money, when } from '../../ui/format';
import { ErrorBox, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

type TPrizeDraft = { kind: 'cash' | 'nothing'; amountMinor: number; weight: number };

/** Wheel prize tables per market (wheel-admin.routes.ts): versions, pin a slot, edit and publish, simulate. */
const WheelScreen = () => {
  const t = useStrings();
  const [market, setMarket] = useState('tr');
  const query = useApi<TWheelTableView[]>('/admin/wheel/tables/list', { market, limit: 20 });
  const canOperate = useCan('operator');
  const live = query.data?.[0];
  const [draft, setDraft] = useState<TPrizeDraft[] | null>(null);
  const [confirm, setConfirm] = useState<null | { kind: 'pin'; index: number | null } | { kind: 'publish' }>(null);
  const [simulation, setSimulation] = useState<TWheelSimulation | null>(null);
  const [simError, setSimError] = useState<Error | null>(null);
  const prizes: TPrizeDraft[] = draft ?? live?.prizes.map(({ kind, amountMinor, weight }) => ({ kind, amountMinor, weight })) ?? [];

  const simulate = async () => {
    setSimError(null);
    try {
      setSimulation(await apiCall<TWheelSimulation>('/admin/wheel/simulate', { market, draws: 100_000 }));
    } catch (error) {
      setSimError(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return (
    <>
      <div className="toolbar">
        <label className="field field-inline">
          <span>{t.common.market}</span>
          <input
            value={market}
            onChange={(e) => {
              setMarket(e.target.value.trim());
              setDraft(null);
              setSimulation(null);
            }}
          />
        </label>
        {canOperate && live && (
          <button type="button" className="btn" onClick={() => void simulate()}>
            {t.wheel.simulate}
          </button>
        )}
      </div>
      {simError && <ErrorBox error={simError} />}
      {simulation && (
        <div className="card">
          <h2>{t.wheel.simulation}</h2>
          <pre className="mono small">{JSON.stringify(simulation, null, 2)}</pre>
        </div>
      )}
      <QueryView query={query} empty={t.wheel.empty}>
        {(tables) => (
          <>
            <section className="card">
              <h2>
                {t.common.version} {tables[0]!.version} · {t.wheel.expectedCost}: {money(tables[0]!.expectedCostMinor, tables[0]!.currency)} · {t.wheel.pinnedIndex}:{' '}
                {tables[0]!.pinnedIndex ?? t.wheel.unpinned}
              </h2>
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th>{t.wheel.slot}</th>
                      <th>{t.wheel.prizes}</th>
                      <th>{t.wheel.weight}</th>
                      <th>{t.wheel.probability}</th>
                      {canOperate && <th>{t.common.actions}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {prizes.map((p, i) => (
                      <tr key={i}>
                        <td>{i}</td>
                        <td>
                          {canOperate ? (
                            <input
                              aria-label={`${t.wheel.prizes} ${i}`}
                              inputMode="numeric"
                              value={p.amountMinor}
                              onChange={(e) => setDraft(prizes.map((q, j) => (j === i ? { ...q, amountMinor: Number(e.target.value) || 0, kind: Number(e.target.value) > 0 ? 'cash' : 'nothing' } : q)))}
                            />
                          ) : p.kind === 'cash' ? (
                            money(p.amountMinor, tables[0]!.currency)
                          ) : (
                            '—'
                          )}
                        </td>
                        <td>
                          {canOperate ? (
                            <input
                              aria-label={`${t.wheel.weight} ${i}`}
                              inputMode="numeric"
                              value={p.weight}
                              onChange={(e) => setDraft(prizes.map((q, j) => (j === i ? { ...q, weight: Number(e.target.value) || 0 } : q)))}
                            />
                          ) : (
                            p.weight
                          )}
                        </td>
                        <td>{tables[0]!.prizes[i] ? `${(tables[0]!.prizes[i]!.probability * 100).toFixed(2)}%` : '—'}</td>
                        {canOperate && (
                          <td className="actions">
                            <button type="button" className="btn btn-small" onClick={() => setConfirm({ kind: 'pin', index: i })}>
                              {t.wheel.pin.replace('…', '')} {i}
                            </button>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {canOperate && (
                <div className="toolbar">
                  <button type="button" className="btn btn-primary" disabled={!draft} onClick={() => setConfirm({ kind: 'publish' })}>
                    {t.wheel.publish}
                  </button>
                  {tables[0]!.pinnedIndex !== null && (
                    <button type="button" className="btn" onClick={() => setConfirm({ kind: 'pin', index: null })}>
                      {t.wheel.unpin}
                    </button>
                  )}
                </div>
              )}
            </section>
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th>{t.common.version}</th>
                    <th>{t.wheel.expectedCost}</th>
                    <th>{t.wheel.pinnedIndex}</th>
                    <th>{t.audit.reason}</th>
                    <th>{t.audit.actor}</th>
                    <th>{t.audit.when}</th>
                  </tr>
                </thead>
                <tbody>
                  {tables.map((tb) => (
                    <tr key={tb.id}>
                      <td>{tb.version}</td>
                      <td className="num">{money(tb.expectedCostMinor, tb.currency)}</td>
                      <td>{tb.pinnedIndex ?? t.wheel.unpinned}</td>
                      <td>{json(tb.note)}</td>
                      <td>{tb.createdBy}</td>
                      <td className="nowrap">{when(tb.createTime)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryView>
      {confirm?.kind === 'pin' && (
        <ConfirmDialog
          title={t.wheel.confirmPin(market, confirm.index)}
          askReason
          onCancel={() => setConfirm(null)}
          onConfirm={async (reason) => {
            await apiCall('/admin/wheel/tables/pin', { market, index: confirm.index, note: reason });
            setConfirm(null);
            query.reload();
          }}
        />
      )}
      {confirm?.kind === 'publish' && (
        <ConfirmDialog
          title={t.wheel.confirmPublish(market)}
          askReason
          onCancel={() => setConfirm(null)}
          onConfirm={async (reason) => {
            await apiCall('/admin/wheel/tables/publish', { market, prizes, pinnedIndex: live?.pinnedIndex ?? null, note: reason });
            setDraft(null);
            setConfirm(null);
            query.reload();
          }}
        />
      )}
    </>
  );
};

export default WheelScreen;
