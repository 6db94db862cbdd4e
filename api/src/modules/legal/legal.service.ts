import { LEGAL_KINDS, type LegalAdminEntry, type LegalDocument, type LegalKind, type LegalOverview } from '@casino/shared/contracts';
import { defaultLang, type TLang } from '../../i18n/define';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { legalMarketOf, paymentsOf } from './legal.markets';
import type { TLegalRepository, TLegalRow } from './legal.repository';

export interface LegalServiceDeps {
  repo: Pick<TLegalRepository, 'defaultMarketId' | 'marketExists' | 'latest' | 'history' | 'publish'>;
  clock: Clock;
}

const toDocument = (row: TLegalRow): LegalDocument => ({ kind: row.kind as LegalKind, lang: row.lang, version: row.version, title: row.title, body: row.body, publishedAt: row.publishedAt.toISOString() });
const byKind = (rows: TLegalRow[]) => new Map(rows.map((r) => [r.kind, r]));

/**
 * The legal pages: what a player reads (the newest version in their language, else the Turkish one) and what
 * staff publish. Publishing appends a version with who, when and why: the versions are the audit trail, and
 * a version once published never changes (a player's acceptance points at it).
 */
export const createLegalService = ({ repo, clock }: LegalServiceDeps) => {
  const marketOf = async (market: string | undefined): Promise<string> => {
    if (market !== undefined) {
      if (!(await repo.marketExists(market))) throw new AppError('MARKET_NOT_FOUND', { params: { market } });
      return market;
    }
    const fallback = await repo.defaultMarketId();
    if (!fallback) throw new AppError('MARKET_NOT_FOUND', { params: { market: '-' } });
    return fallback;
  };

  /** The newest version of each kind in `lang`, a kind missing there in Turkish. */
  const latestOf = async (marketId: string, lang: TLang): Promise<Map<string, TLegalRow>> => {
    const own = byKind(await repo.latest(marketId, lang));
    if (lang === defaultLang || own.size === LEGAL_KINDS.length) return own;
    const turkish = byKind(await repo.latest(marketId, defaultLang));
    return new Map(LEGAL_KINDS.flatMap((k) => (own.get(k) ?? turkish.get(k) ? [[k, (own.get(k) ?? turkish.get(k))!] as const] : [])));
  };

  const overview = async (market: string | undefined, lang: TLang): Promise<LegalOverview> => {
    const marketId = await marketOf(market);
    const latest = await latestOf(marketId, lang);
    const config = legalMarketOf(marketId);
    const documents = LEGAL_KINDS.flatMap((k) => {
      const row = latest.get(k);
      if (!row) return [];
      const { body: _body, ...head } = toDocument(row);
      return [head];
    });
    return { market: marketId, documents, company: config.company, payments: paymentsOf(marketId), providers: config.providers };
  };

  const get = async (market: string | undefined, kind: LegalKind, lang: TLang): Promise<LegalDocument> => {
    const row = (await latestOf(await marketOf(market), lang)).get(kind);
    if (!row) throw new AppError('NOT_FOUND', { messageKey: 'LEGAL_DOCUMENT_NOT_FOUND' });
    return toDocument(row);
  };

  const adminList = async (market: string | undefined): Promise<LegalAdminEntry[]> => {
    const marketId = await marketOf(market);
    const entries = new Map<string, LegalAdminEntry>();
    for (const row of await repo.history(marketId)) {
      const key = `${row.kind}|${row.lang}`;
      const entry = entries.get(key) ?? { market: marketId, kind: row.kind as LegalKind, lang: row.lang, versions: [] };
      entry.versions.push({ ...toDocument(row), note: row.note, publishedBy: row.publishedBy });
      entries.set(key, entry);
    }
    return [...entries.values()];
  };

  const publish = async (input: { market?: string | undefined; kind: LegalKind; lang: TLang; title: string; body: string; note: string; actor: string }): Promise<LegalDocument> => {
    const marketId = await marketOf(input.market);
    const row = await repo.publish({ marketId, kind: input.kind, lang: input.lang, title: input.title, body: input.body, note: input.note, publishedBy: input.actor, publishedAt: clock.now() });
    return toDocument(row);
  };

  return { overview, get, adminList, publish, marketOf };
};

export type TLegalService = ReturnType<typeof createLegalService>;
