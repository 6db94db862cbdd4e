import { useState } from 'react';
import { ApiError, apiCall } from '../../api/client';
import type { TRegistryMarketAdmin, TRegistryRemoteAdmin, TRemoteVersion } from '../../api/types';
import { useCan } from '../../auth/auth';
import { useStrings } from '../../i18n/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

type TAction =
  | { kind: 'pin'; market: string; remote: TRegistryRemoteAdmin }
  | { kind: 'canary'; market: string; remote: TRegistryRemoteAdmin }
  | { kind: 'rollback'; market: string; remote: TRegistryRemoteAdmin }
  | { kind: 'toggle'; market: string; remote: TRegistryRemoteAdmin };

/** The registry per market: what each remote serves, its canary, failure rates and compatibility; one-click changes. */
const MarketsScreen = () => {
  const t = useStrings();
  const query = useApi<TRegistryMarketAdmin[]>('/admin/registry/list', {}, { pollMs: 15_000 });
  const canOperate = useCan('operator');
  const [action, setAction] = useState<TAction | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  /** Sends a change; a stale revision reloads the list and says so. */
  const send = async (path: string, body: object) => {
    try {
      await apiCall(path, body);
      setNotice({ kind: 'ok', text: t.markets.done });
      setAction(null);
      query.reload();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REGISTRY_CONFLICT') {
        setNotice({ kind: 'error', text: t.markets.conflict });
        setAction(null);
        query.reload();
        return;
      }
      throw error;
    }
  };
  const revision = (remote: TRegistryRemoteAdmin) => ({ expectedRevision: remote.revision });

  return (
    <>
      {notice && (
        <Notice kind={notice.kind} onClose={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {!canOperate && <p className="muted">{t.common.readOnly}</p>}
      <QueryView query={query} empty={t.markets.empty}>
        {(markets) =>
          markets.map(({ market, remotes }) => (
            <section key={market.id} className="card" data-testid={`market-${market.id}`}>
              <h2>
                {market.name} <span className="muted">({market.id})</span>
              </h2>
              <div className="table-wrap">
                <table className="table-cards">
                  <thead>
                    <tr>
                      <th>{t.common.remote}</th>
                      <th>{t.markets.enabled}</th>
                      <th>{t.markets.pinned}</th>
                      <th>{t.markets.canary}</th>
                      <th>{t.markets.lastGood}</th>
                      <th>{t.markets.failures}</th>
                      <th>{t.markets.compat}</th>
                      <th>{t.markets.revision}</th>
                      {canOperate && <th>{t.common.actions}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {remotes.map((remote) => (
                      <tr key={remote.name} data-testid={`remote-${market.id}-${remote.name}`}>
                        <th scope="row">{remote.name}</th>
                        <td data-label={t.markets.enabled}>
                          <span className={`pill ${remote.enabled ? 'pill-ok' : 'pill-off'}`}>{remote.enabled ? t.markets.enabled : t.markets.disabled}</span>
                        </td>
                        <td data-label={t.markets.pinned} data-testid="pinned" title={remote.version ? undefined : remote.manifestUrl}>
                          {remote.version ?? <span className="muted">{t.markets.devBuild}</span>}
                        </td>
                        <td data-label={t.markets.canary}>{remote.canary ? `${remote.canary.version} · ${remote.canary.percent}%` : <span className="muted">{t.markets.noCanary}</span>}</td>
                        <td data-label={t.markets.lastGood}>{remote.lastKnownGood ?? t.common.none}</td>
                        <td data-label={t.markets.failures}>
                          {remote.failure && Object.keys(remote.failure).length ? (
                            <ul className="plain">
                              {Object.entries(remote.failure).map(([version, f]) => (
                                <li key={version} className={f.rate > 0.05 ? 'text-bad' : undefined}>
                                  {version}: {t.markets.rate(f)}
                                </li>
                              ))}
                            </ul>
                          ) : (
                            t.common.none
                          )}
                        </td>
                        <td data-label={t.markets.compat}>
                          {!remote.compat ? (
                            <span className="muted">{t.markets.compatUnknown}</span>
                          ) : remote.compat.ok ? (
                            <span className="pill pill-ok">{t.markets.compatOk}</span>
                          ) : (
                            <ul className="plain text-bad">
                              {remote.compat.problems.map((p) => (
                                <li key={p}>{p}</li>
                              ))}
                            </ul>
                          )}
                        </td>
                        <td data-label={t.markets.revision}>{remote.revision ?? t.common.none}</td>
                        {canOperate && (
                          <td className="actions">
                            <button type="button" className="btn btn-small" onClick={() => setAction({ kind: 'pin', market: market.id, remote })}>
                              {t.markets.pin}
                            </button>
                            <button
                              type="button"
                              className="btn btn-small"
                              disabled={remote.version === null}
                              title={remote.version === null ? t.markets.nothingToRollBack : undefined}
                              onClick={() => setAction({ kind: 'rollback', market: market.id, remote })}
                            >
                              {t.markets.rollback}
                            </button>
                            <button type="button" className="btn btn-small" onClick={() => setAction({ kind: 'canary', market: market.id, remote })}>
                              {t.markets.canaryAction}
                            </button>
                            <button type="button" className="btn btn-small" onClick={() => setAction({ kind: 'toggle', market: market.id, remote })}>
                              {remote.enabled ? t.markets.disable : t.markets.enable}
                            </button>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))
        }
      </QueryView>
      {action?.kind === 'pin' && (
        <VersionDialog
          action={action}
          onCancel={() => setAction(null)}
          onConfirm={(version, reason) => send('/admin/registry/pin', { market: action.market, remote: action.remote.name, version, reason, ...revision(action.remote) })}
        />
      )}
      {action?.kind === 'canary' && (
        <VersionDialog
          action={action}
          onCancel={() => setAction(null)}
          onConfirm={(version, reason, percent) =>
            send('/admin/registry/canary', { market: action.market, remote: action.remote.name, version, percent, reason, ...revision(action.remote) })
          }
        />
      )}
      {action?.kind === 'rollback' && (
        <ConfirmDialog
          title={t.markets.confirmRollback(action.market, action.remote.name, t.markets.previous)}
          askReason
          danger
          confirmLabel={t.markets.rollback}
          onCancel={() => setAction(null)}
          onConfirm={(reason) => send('/admin/registry/rollback', { market: action.market, remote: action.remote.name, reason, ...revision(action.remote) })}
        >
          <p>
            {t.common.version}: <strong>{action.remote.version ?? t.common.none}</strong>
          </p>
        </ConfirmDialog>
      )}
      {action?.kind === 'toggle' && (
        <ConfirmDialog
          title={t.markets.confirmToggle(action.market, action.remote.name, !action.remote.enabled)}
          askReason
          danger={action.remote.enabled}
          onCancel={() => setAction(null)}
          onConfirm={(reason) =>
            send(action.remote.enabled ? '/admin/registry/disable' : '/admin/registry/enable', { market: action.market, remote: action.remote.name, reason, ...revision(action.remote) })
          }
        />
      )}
    </>
  );
};

/** Pin or canary: choose a published version (and a share for a canary); the title names market, remote and version. */
const VersionDialog = ({
  action,
  onCancel,
  onConfirm,
}: {
  action: { kind: 'pin' | 'canary'; market: string; remote: TRegistryRemoteAdmin };
  onCancel: () => void;
  onConfirm: (version: string, reason: string, percent: number) => Promise<void>;
}) => {
  const t = useStrings();
  const versions = useApi<TRemoteVersion[]>('/admin/registry/versions', { remote: action.remote.name });
  const [picked, setPicked] = useState<string>('');
  const [percent, setPercent] = useState(action.remote.canary?.percent ?? 10);
  const list = versions.data ?? [];
  const version = picked || list[0]?.version || '';
  const percentOk = Number.isInteger(percent) && percent >= 0 && percent <= 100;
  const title =
    action.kind === 'pin'
      ? t.markets.confirmPin(action.market, action.remote.name, version || '…')
      : t.markets.confirmCanary(action.market, action.remote.name, version || '…', percentOk ? percent : 0);

  return (
    <ConfirmDialog
      title={title}
      askReason
      confirmLabel={action.kind === 'pin' ? t.markets.pin.replace('…', '') : t.markets.canaryAction.replace('…', '')}
      onCancel={onCancel}
      onConfirm={async (reason) => {
        if (!version) throw new Error(t.markets.noVersions);
        if (!percentOk) throw new Error(t.markets.percentInvalid);
        await onConfirm(version, reason, percent);
      }}
    >
      {versions.error && <div className="notice notice-error">{versions.error.message}</div>}
      {versions.loading && !versions.data ? (
        <p className="muted">{t.common.loading}</p>
      ) : list.length === 0 ? (
        <p className="muted">{t.markets.noVersions}</p>
      ) : (
        <label className="field">
          <span>{t.markets.chooseVersion}</span>
          <select value={version} onChange={(e) => setPicked(e.target.value)}>
            {list.map((v) => (
              <option key={v.version} value={v.version}>
                {v.version} — {new Date(v.publishedAt).toISOString().slice(0, 16).replace('T', ' ')} · {v.publishedBy}
              </option>
            ))}
          </select>
        </label>
      )}
      {action.kind === 'canary' && (
        <div className="field">
          <label htmlFor="canary-percent">{t.markets.percent}</label>
          <input id="canary-percent" type="number" min={0} max={100} step={1} value={Number.isNaN(percent) ? '' : percent} onChange={(e) => setPercent(e.target.valueAsNumber)} aria-invalid={!percentOk} />
          {!percentOk && <small className="field-error">{t.markets.percentInvalid}</small>}
        </div>
      )}
    </ConfirmDialog>
  );
};

export default MarketsScreen;
