import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeConfig, useFormat, type ProtectionHistory, type ProtectionHistoryEntry, type ProtectionHistoryKind } from '@casino/shared';
import { protectionApi } from '../api/protection-api';
import { PROTECTION_NS } from '../i18n';
import { describeHistoryEntry } from '../lib/history-entry';

// Test money exists in the sandbox only: its filter is offered there only.
const KINDS: ProtectionHistoryKind[] = ['deposit', 'withdrawal', 'bet', 'win', 'refund', 'bonus', ...(runtimeConfig().sandbox ? (['test'] as const) : []), 'fee', 'limit'];
const SHOWN = 50;

const csvCell = (value: string): string => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The history as CSV (UTF-8 with BOM for spreadsheet apps); amounts in major units with a dot. */
export function historyCsv(entries: ProtectionHistoryEntry[], kindLabel: (k: ProtectionHistoryKind) => string, describe: (e: ProtectionHistoryEntry) => string = (e) => e.detail ?? ''): string {
  const lines = [['time', 'type', 'code', 'amount', 'detail'].join(',')];
  for (const e of entries) {
    const amount = e.amountMinor === null ? '' : `${e.amountMinor < 0 ? '-' : ''}${Math.trunc(Math.abs(e.amountMinor) / 100)}.${String(Math.abs(e.amountMinor) % 100).padStart(2, '0')}`;
    lines.push([e.at, kindLabel(e.kind), e.code, amount, e.amountMinor === null ? describe(e) : ''].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Six months of money movements and protection changes, filterable, exportable as CSV. */
export function ProtectionHistorySection() {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const [kind, setKind] = useState<ProtectionHistoryKind | ''>('');
  const [history, setHistory] = useState<ProtectionHistory | null>(null);

  const load = useCallback(() => {
    protectionApi.history(kind === '' ? [] : [kind]).then(setHistory, () => undefined);
  }, [kind]);
  useEffect(load, [load]);

  const download = () => {
    if (!history) return;
    const blob = new Blob([historyCsv(history.list, (k) => t(`protection.history.kind.${k}`), (e) => describeHistoryEntry(e, t, fmt))], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `history-${history.from.slice(0, 10)}-${history.to.slice(0, 10)}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="rg__card" data-testid="protection-history">
      <h2>{t('protection.history.title')}</h2>
      <div className="rg__history-bar">
        <select value={kind} onChange={(e) => setKind(e.target.value as ProtectionHistoryKind | '')} className="rg__narrow" data-testid="history-kind" aria-label={t('protection.history.filter')}>
          <option value="">{t('protection.history.all')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`protection.history.kind.${k}`)}
            </option>
          ))}
        </select>
        <button type="button" className="rg__ghost" onClick={download} disabled={!history || history.list.length === 0} data-testid="history-csv">
          {t('protection.history.csv')}
        </button>
      </div>
      {history && history.list.length === 0 && <p className="rg__muted">{t('protection.history.empty')}</p>}
      {history && history.list.length > 0 && (
        <table className="rg__table">
          <tbody>
            {history.list.slice(0, SHOWN).map((e, i) => (
              <tr key={`${e.at}-${i}`}>
                <td>{fmt.date(e.at, 'shortDateTime')}</td>
                <td>{t(`protection.history.kind.${e.kind}`)}</td>
                {e.amountMinor === null ? (
                  <td className="rg__change" data-testid="history-change">{describeHistoryEntry(e, t, fmt)}</td>
                ) : (
                  <td className={e.amountMinor < 0 ? 'rg__minus' : 'rg__plus'}>{fmt.money(e.amountMinor, { sign: 'always' })}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
