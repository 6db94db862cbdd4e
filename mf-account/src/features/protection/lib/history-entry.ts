import { localeOf, type Formatter, type ProtectionHistoryEntry } from '@casino/shared';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** What the description needs of the page's formatter (`useFormat()`). */
export type THistoryFormat = Pick<Formatter, 'lang' | 'money' | 'date'>;

const KNOWN = new Set(['limit.set', 'limit.lowered', 'limit.raise_requested', 'limit.remove_requested', 'limit.pending_cancelled', 'exclusion.timeout', 'exclusion.self_exclusion', 'age.confirmed', 'reality_check.set']);

const parse = (detail: string | null): Record<string, unknown> => {
  try {
    const value: unknown = detail ? JSON.parse(detail) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);

/**
 * A protection change of the history (an audited action and what it became) in the player's words:
 * "Günlük Para yatırma limiti konuldu: 500,00 ₺", never the raw code.
 */
export function describeHistoryEntry(entry: Pick<ProtectionHistoryEntry, 'code' | 'detail'>, t: TTranslate, fmt: THistoryFormat): string {
  const text = describe(entry, t, fmt);
  return text.charAt(0).toLocaleUpperCase(localeOf(fmt.lang)) + text.slice(1);
}

function describe(entry: Pick<ProtectionHistoryEntry, 'code' | 'detail'>, t: TTranslate, fmt: THistoryFormat): string {
  const { lang } = fmt;
  const code = KNOWN.has(entry.code) ? entry.code : 'unknown';
  const d = parse(entry.detail);
  const key = (c: string) => `protection.history.action.${c.replace('.', '_')}`;
  if (code.startsWith('limit.')) {
    const kind = str(d.kind) ?? 'deposit';
    const period = str(d.period) ?? 'day';
    const limit = [t(`protection.period.${period}`), t(`protection.kind.${kind}`)].join(lang === 'zh-CN' ? '' : ' ').toLocaleLowerCase(localeOf(lang));
    const show = (v: number | null) => (v === null ? '' : kind === 'session' ? t('protection.minutes', { count: v }) : fmt.money(v));
    const pending = d.pending && typeof d.pending === 'object' ? (d.pending as Record<string, unknown>) : null;
    if (code === 'limit.raise_requested' || code === 'limit.remove_requested') {
      const at = str(pending?.effectiveAt);
      return t(key(code), { limit, value: show(num(pending?.value)), date: at ? fmt.date(at) : '' });
    }
    return t(key(code), { limit, value: show(num(d.value)) });
  }
  if (code.startsWith('exclusion.')) {
    const endsAt = str(d.endsAt);
    if (!endsAt) return t(key('exclusion.indefinite'));
    return t(key(code), { duration: t(`protection.duration.${str(d.duration) ?? ''}`), date: fmt.date(endsAt) });
  }
  if (code === 'reality_check.set') {
    const minutes = num(d.minutes);
    return minutes === null ? t(key('reality_check.off')) : t(key(code), { value: t('protection.minutes', { count: minutes }) });
  }
  return t(key(code));
}
