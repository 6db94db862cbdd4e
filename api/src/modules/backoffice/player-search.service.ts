import { normalizeIban } from '../../lib/iban';
import { maskPhone, normalizePhone } from '../../lib/phone';
import type { TBackofficeRepository } from './backoffice.repository';
import type { TPlayerSummary, TSearchResult } from './backoffice.schemas';
import { SEARCH_KINDS, type TPlayerSearchRepository, type TSearchKind } from './player-search.repository';

export const SEARCH_LIMIT = 20;

/**
 * What a search text means for each kind, or null where it cannot be one (then that lookup is skipped):
 * a phone with or without 90 (spaces, dashes, brackets ignored), an IBAN in any spacing or case.
 */
export const searchValue = (kind: TSearchKind, text: string): string | null => {
  const q = text.trim();
  switch (kind) {
    case 'id':
      return /^[A-Za-z0-9_-]{1,32}$/.test(q) ? q : null;
    case 'phone':
      return normalizePhone(q);
    case 'iban': {
      const iban = /^[A-Za-z]{2}\d{2}/.test(q.replace(/\s/g, '')) ? normalizeIban(q.toUpperCase()) : '';
      return iban === '' ? null : iban;
    }
    case 'nickname':
    case 'device':
    case 'order':
      return q === '' ? null : q;
  }
};

export interface PlayerSearchDeps {
  search: TPlayerSearchRepository;
  audit: Pick<TBackofficeRepository, 'audit'>;
  now: () => Date;
}

export const createPlayerSearchService = ({ search, audit, now }: PlayerSearchDeps) => ({
  /**
   * Finds players by one kind, or by every kind the text can be ('auto'), each an indexed lookup run side
   * by side. A staff member who sees personal data gets full phone numbers, and each player shown so is
   * logged (KVKK); others get them masked.
   */
  /** `markets`: the staff member's (null: every market); `market`: the one they filter on. */
  async find(input: { q: string; kind: 'auto' | TSearchKind; actor: string; personalData: boolean; markets: readonly string[] | null; market?: string | undefined }): Promise<TSearchResult> {
    const kinds = input.kind === 'auto' ? SEARCH_KINDS : [input.kind];
    const matched = new Map<number, Set<string>>();
    await Promise.all(
      kinds.map(async (kind) => {
        const value = searchValue(kind, input.q);
        if (value === null) return;
        for (const id of await search.idsBy(kind, value, SEARCH_LIMIT)) {
          const set = matched.get(id) ?? new Set<string>();
          set.add(kind);
          matched.set(id, set);
        }
      }),
    );
    const ids = [...matched.keys()].slice(0, SEARCH_LIMIT);
    const scope = input.market === undefined ? input.markets : input.markets === null || input.markets.includes(input.market) ? [input.market] : [];
    const rows = await search.summaries(ids, scope);
    const players: TPlayerSummary[] = rows.map((r) => ({
      userId: Number(r.id),
      publicId: r.public_id,
      nickname: r.nike_name,
      role: r.role,
      market: r.market_id,
      phone: r.mobile === null ? null : input.personalData ? r.mobile : maskPhone(r.mobile),
      vipLevel: r.vip_level,
      registeredAt: r.registered_at ? new Date(r.registered_at).toISOString() : null,
      matchedBy: [...(matched.get(Number(r.id)) ?? [])].sort(),
    }));
    if (input.personalData) {
      const at = now();
      await Promise.all(
        players.filter((p) => p.phone !== null).map((p) => audit.audit({ userId: p.userId, actor: input.actor, action: 'personal_data.viewed', detail: { via: 'search', fields: ['phone'] }, at })),
      );
    }
    return { players, personalData: input.personalData };
  },
});

export type TPlayerSearchService = ReturnType<typeof createPlayerSearchService>;
