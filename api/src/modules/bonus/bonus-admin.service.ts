import type { TAdminOfferFields, TAdminOfferVersion, TAdminOfferView } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TBonusAdminRepository, TBonusOfferInsert } from './bonus-admin.repository';
import type { TOfferFields } from './bonus-admin.schemas';
import type { TBonusOfferRow } from './bonus.repository';

const num = (v: bigint | null): number | null => (v === null ? null : Number(v));

/** The offer's editable fields as the wire carries them (and as each version stores them). */
export const fieldsOf = (row: TBonusOfferRow): TAdminOfferFields => ({
  kind: row.kind,
  title: row.title,
  terms: row.terms,
  translations: row.translations,
  percent: row.percent,
  amountMinor: num(row.amountMinor),
  capMinor: num(row.capMinor),
  minDepositMinor: num(row.minDepositMinor),
  wageringMultiplier: row.wageringMultiplier,
  wageringBase: row.wageringBase,
  weights: row.weights,
  excludedGameIds: row.excludedGameIds,
  maxBetMinor: num(row.maxBetMinor),
  validDays: row.validDays,
  maxConversionMinor: num(row.maxConversionMinor),
  phoneVerifiedOnly: row.phoneVerifiedOnly,
  enabled: row.enabled,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  creditAs: row.creditAs,
  promoSource: row.promoSource,
  freeRounds: row.freeRounds,
});

export const toAdminOfferView = (row: TBonusOfferRow, runningCount: number): TAdminOfferView => ({
  ...fieldsOf(row),
  offerId: row.id,
  marketId: row.marketId,
  code: row.code,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
  runningCount,
});

const columnsOf = (f: TOfferFields): Omit<TBonusOfferInsert, 'marketId' | 'code' | 'updatedAt'> => ({
  kind: f.kind,
  title: f.title,
  terms: f.terms,
  translations: f.translations,
  percent: f.percent,
  amountMinor: f.amountMinor,
  capMinor: f.capMinor,
  minDepositMinor: f.minDepositMinor,
  wageringMultiplier: f.wageringMultiplier,
  wageringBase: f.wageringBase,
  weights: f.weights,
  excludedGameIds: [...new Set(f.excludedGameIds)],
  maxBetMinor: f.maxBetMinor,
  validDays: f.validDays,
  maxConversionMinor: f.maxConversionMinor,
  phoneVerifiedOnly: f.phoneVerifiedOnly,
  enabled: f.enabled,
  startsAt: f.startsAt,
  endsAt: f.endsAt,
  creditAs: f.creditAs,
  promoSource: f.promoSource,
  freeRounds: f.freeRounds,
});

export interface BonusAdminDeps {
  repo: TBonusAdminRepository;
  clock: Clock;
  resolveMarket(market: string | undefined): Promise<string>;
}

/**
 * Staff's offers (the console's Bonuses screen): every save is a new version written with who, when and
 * why in the same transaction (the audit trail); a bonus already granted keeps the rules copied onto it.
 */
export const createBonusAdmin = ({ repo, clock, resolveMarket }: BonusAdminDeps) => {
  const assertSourceFree = async (marketId: string, f: TOfferFields, exceptId: number | null, tx: Db) => {
    if (f.promoSource === null) return;
    const holder = await repo.sourceHolder(marketId, f.promoSource, exceptId, tx);
    if (holder) throw new AppError('BONUS_SOURCE_TAKEN', { params: { code: holder.code } });
  };

  const recordVersion = (row: TBonusOfferRow, note: string, actor: string, tx: Db) =>
    repo.insertVersion({ offerId: row.id, version: row.version, fields: { ...fieldsOf(row) }, note, actor, createdAt: row.updatedAt }, tx);

  return {
    async list(market: string | undefined): Promise<TAdminOfferView[]> {
      const marketId = market === undefined ? undefined : await resolveMarket(market);
      const [rows, running] = await Promise.all([repo.offersOf(marketId), repo.runningCounts()]);
      return rows.map((row) => toAdminOfferView(row, running.get(row.id) ?? 0));
    },

    async versions(offerId: number): Promise<TAdminOfferVersion[]> {
      if (!(await repo.findOffer(offerId))) throw new AppError('BONUS_OFFER_NOT_FOUND');
      return (await repo.versions(offerId)).map((v) => ({
        offerId: v.offerId,
        version: v.version,
        fields: v.fields,
        note: v.note,
        actor: v.actor,
        createdAt: v.createdAt.toISOString(),
      }));
    },

    async create(input: { market: string; code: string; note: string; offer: TOfferFields; actor: string }): Promise<TAdminOfferView> {
      const marketId = await resolveMarket(input.market);
      const row = await repo.transaction(async (tx) => {
        await assertSourceFree(marketId, input.offer, null, tx);
        const created = await repo.insertOffer({ ...columnsOf(input.offer), marketId, code: input.code, version: 1, updatedAt: clock.now(), updatedBy: input.actor }, tx);
        if (!created) throw new AppError('BONUS_CODE_TAKEN', { params: { code: input.code } });
        await recordVersion(created, input.note, input.actor, tx);
        return created;
      });
      return toAdminOfferView(row, 0);
    },

    /** A new version of the offer; refused when someone saved another version since the editor loaded it. */
    async update(input: { offerId: number; expectedVersion: number; note: string; offer: TOfferFields; actor: string }): Promise<TAdminOfferView> {
      const row = await repo.transaction(async (tx) => {
        const current = await repo.lockOffer(input.offerId, tx);
        if (!current) throw new AppError('BONUS_OFFER_NOT_FOUND');
        if (current.version !== input.expectedVersion) throw new AppError('BONUS_OFFER_STALE', { params: { version: current.version } });
        // Deposit orders and running bonuses refer to the offer by id: what it is stays fixed.
        if (current.kind !== input.offer.kind) throw new AppError('BONUS_KIND_FIXED');
        await assertSourceFree(current.marketId, input.offer, current.id, tx);
        const updated = await repo.updateOffer(current.id, { ...columnsOf(input.offer), version: current.version + 1, updatedAt: clock.now(), updatedBy: input.actor }, tx);
        await recordVersion(updated, input.note, input.actor, tx);
        return updated;
      });
      return toAdminOfferView(row, (await repo.runningCounts()).get(row.id) ?? 0);
    },
  };
};

export type TBonusAdmin = ReturnType<typeof createBonusAdmin>;
