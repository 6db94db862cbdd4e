import type { TDailyReport, TGameReport } from '@casino/shared/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, apiDownload } from '../../api/client';
import type { TRegistryMarketAdmin } from '../../api/types';
import { useCan } from '../../auth/auth';
import { count, money } from '../../ui/format';
import { Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';
import { istanbulTime, istanbulToday, PRESETS, presetRange, rangeProblem, type TPreset } from './range';
import { ReportChart } from './report-chart';
import { DailyTable, GamesTables } from './report-tables';

type TView = 'daily' | 'games';

/** The books per day and market, and per provider and game: a chart, tables and CSV. */
const ReportsScreen = () => {
  const { t, i18n } = useTranslation('reports');
  const canExport = useCan('operator');
  const markets = useApi<TRegistryMarketAdmin[]>('/admin/registry/list', {});
  const [draft, setDraft] = useState(() => ({ market: 'tr', ...presetRange('last7', istanbulToday()) }));
  const [applied, setApplied] = useState(draft);
  const [view, setView] = useState<TView>('daily');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = rangeProblem(draft.from, draft.to);
  const daily = useApi<TDailyReport>('/admin/backoffice/reports/daily', applied, { enabled: view === 'daily' });
  const games = useApi<TGameReport>('/admin/backoffice/reports/games', applied, { enabled: view === 'games' });

  const apply = (next = draft) => {
    if (rangeProblem(next.from, next.to)) return;
    setNotice(null);
    setApplied(next);
  };
  const preset = (p: TPreset) => {
    const next = { ...draft, ...presetRange(p, istanbulToday()) };
    setDraft(next);
    apply(next);
  };
  const exportCsv = async () => {
    setBusy(true);
    try {
      const blob = await apiDownload('/admin/backoffice/reports/csv', { ...applied, kind: view });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `report-${view}-${applied.market}-${applied.from}-${applied.to}.csv`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const refresh = async () => {
    setBusy(true);
    try {
      await apiCall('/admin/backoffice/reports/refresh', applied);
      setNotice({ kind: 'ok', text: t('refreshed') });
      (view === 'daily' ? daily : games).reload();
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const marketRows = markets.data ?? [];
  const computedUntil = (view === 'daily' ? daily.data : games.data)?.computedUntil;

  return (
    <>
      <form
        className="toolbar report-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <label className="field field-inline">
          <span>{t('market')}</span>
          <select value={draft.market} onChange={(e) => setDraft({ ...draft, market: e.target.value })}>
            {(marketRows.length ? marketRows.map((m) => m.market) : [{ id: draft.market, name: draft.market }]).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field field-inline">
          <span>{t('from')}</span>
          <input type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label className="field field-inline">
          <span>{t('to')}</span>
          <input type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={problem !== null}>
          {t('show')}
        </button>
        <div className="chips" role="group" aria-label={t('presetsLabel')}>
          {PRESETS.map((p) => (
            <button key={p} type="button" className="btn btn-small" onClick={() => preset(p)}>
              {t(`presets.${p}`)}
            </button>
          ))}
        </div>
      </form>
      {problem && <p className="field-error" role="alert">{t(`problems.${problem}`)}</p>}
      {notice && (
        <Notice kind={notice.kind} onClose={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <div className="toolbar">
        <div className="tabs" role="tablist">
          {(['daily', 'games'] as const).map((v) => (
            <button key={v} type="button" role="tab" aria-selected={view === v} className={`tab${view === v ? ' active' : ''}`} onClick={() => setView(v)}>
              {t(`views.${v}`)}
            </button>
          ))}
        </div>
        <button type="button" className="btn" onClick={() => void exportCsv()} disabled={!canExport || busy} title={canExport ? undefined : t('exportRole')}>
          {t('csv')}
        </button>
        {canExport && (
          <button type="button" className="btn" onClick={() => void refresh()} disabled={busy}>
            {t('refresh')}
          </button>
        )}
        <span className="muted">{computedUntil ? t('computedUntil', { at: istanbulTime(computedUntil) }) : t('notComputed')}</span>
      </div>
      {!canExport && <p className="muted">{t('exportRole')}</p>}
      {view === 'daily' ? (
        <QueryView query={daily} empty={t('empty')}>
          {(report) => (
            <>
              <dl className="kpis">
                {(['ggrMinor', 'ngrMinor', 'betsMinor', 'depositsMinor', 'withdrawalsMinor'] as const).map((k) => (
                  <div key={k} className="kpi">
                    <dt>{t(k.replace(/Minor$/, ''))}</dt>
                    <dd className={report.total[k] < 0 ? 'negative' : undefined}>{money(report.total[k], report.currency)}</dd>
                  </div>
                ))}
                <div className="kpi">
                  <dt>{t('activePlayers')}</dt>
                  <dd>{report.total.activePlayers === null ? t('activeTooLong') : count(report.total.activePlayers, i18n.language)}</dd>
                </div>
              </dl>
              <ReportChart days={report.days} currency={report.currency} />
              <p className="muted">{t('definitions', { zone: report.timeZone })}</p>
              <DailyTable report={report} />
            </>
          )}
        </QueryView>
      ) : (
        <QueryView query={games} empty={t('noGames')}>
          {(report) => <GamesTables report={report} />}
        </QueryView>
      )}
    </>
  );
};

export default ReportsScreen;
