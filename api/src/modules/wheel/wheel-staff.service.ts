import type { TWheelSimulation, TWheelTableView } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { drawIndex, expectedCostMinor, type TUniformInt } from './wheel.draw';
import type { TWheelGrantRow, TWheelRepository, TWheelTableRow } from './wheel.repository';
import type { TWheelPrizeInput } from './wheel.schemas';
import type { TWheelPrizeRow } from './wheel.tables';

export type { TWheelTableView };

const toBig = (prizes: readonly TWheelPrizeRow[]) => prizes.map((p) => ({ weight: p.weight, amountMinor: BigInt(p.amountMinor) }));

export const toTableView = (row: TWheelTableRow): TWheelTableView => {
  const total = row.prizes.reduce((a, p) => a + p.weight, 0);
  return {
    id: row.id,
    market: row.market,
    version: row.version,
    currency: row.currency,
    prizes: row.prizes.map((p, index) => ({ index, kind: p.kind, amountMinor: Number(p.amountMinor), weight: p.weight, probability: p.weight / total })),
    pinnedIndex: row.pinnedIndex,
    expectedCostMinor: expectedCostMinor(toBig(row.prizes)),
    note: row.note,
    createdBy: row.createdBy,
    createTime: row.createdAt.toISOString(),
  };
};

export interface WheelStaffDeps {
  repo: TWheelRepository;
  clock: Clock;
  rng: TUniformInt;
  resolveMarket(market: string | undefined): Promise<string>;
  /** A market's currency (a resolved market's). */
  currencyOf(market: string): Promise<string>;
  liveTable(market: string, tx?: Db): Promise<TWheelTableRow>;
  users: { exists(userId: number): Promise<boolean> };
  grant(input: { userId: number; source: TWheelGrantRow['source']; sourceRef: string; spins: number; validForMs?: number; createdBy?: string }): Promise<{ created: boolean; grant: TWheelGrantRow | undefined }>;
}

/** Staff operations on the wheel (admin endpoints and the `pnpm wheel` CLI): every change is a new table version. */
export const createWheelStaff = (deps: WheelStaffDeps) => {
  const nextVersion = async (market: string, input: { currency?: string; prizes: TWheelPrizeRow[]; pinnedIndex: number | null; note: string | null; actor: string }) => {
    const current = await deps.repo.liveTable(market);
    const currency = input.currency ?? current?.currency;
    if (!currency) throw new AppError('WHEEL_NOT_AVAILABLE', { params: { market } });
    if (input.pinnedIndex !== null && input.pinnedIndex >= input.prizes.length) throw new AppError('VALIDATION_FAILED', { messageKey: 'WHEEL_PIN_INVALID', params: { field: 'pinnedIndex' } });
    const row = await deps.repo.insertTable({ market, version: (current?.version ?? 0) + 1, currency, prizes: input.prizes, pinnedIndex: input.pinnedIndex, note: input.note, createdBy: input.actor, createdAt: deps.clock.now() });
    // Another staff edit took this version number first: the caller reloads and retries.
    if (!row) throw new AppError('CONFLICT', { detail: `wheel table ${market} v${(current?.version ?? 0) + 1} taken` });
    return toTableView(row);
  };

  return {
    async list(market: string | undefined, limit: number): Promise<TWheelTableView[]> {
      if (market !== undefined) await deps.resolveMarket(market);
      return (await deps.repo.listTables(market, limit)).map(toTableView);
    },

    async publish(input: { market: string; prizes: TWheelPrizeInput[]; pinnedIndex?: number | null | undefined; note?: string | undefined; actor: string }): Promise<TWheelTableView> {
      const market = await deps.resolveMarket(input.market);
      const current = await deps.repo.liveTable(market);
      return nextVersion(market, {
        // A table pays in its market's currency: its players' money is in it.
        currency: current?.currency ?? (await deps.currencyOf(market)),
        prizes: input.prizes.map((p) => ({ kind: p.kind, amountMinor: p.amountMinor.toString(), weight: p.weight })),
        pinnedIndex: input.pinnedIndex ?? null,
        note: input.note ?? null,
        actor: input.actor,
      });
    },

    /** Pins every spin to one index for a campaign (null: back to the weighted draw); a new version with the same prizes. */
    async pin(input: { market: string; index: number | null; note?: string | undefined; actor: string }): Promise<TWheelTableView> {
      const market = await deps.resolveMarket(input.market);
      const current = await deps.liveTable(market);
      return nextVersion(market, { prizes: current.prizes, pinnedIndex: input.index, note: input.note ?? (input.index === null ? 'unpinned' : `pinned ${input.index}`), actor: input.actor });
    },

    async grant(input: { userId: number; spins: number; ref?: string | undefined; validDays?: number | undefined; actor: string }) {
      if (!(await deps.users.exists(input.userId))) throw new AppError('NOT_FOUND', { detail: `user ${input.userId}` });
      const ref = `staff:${input.ref ?? `${deps.clock.now().getTime()}-${deps.rng(1_000_000_000)}`}`;
      const result = await deps.grant({ userId: input.userId, source: 'staff', sourceRef: ref, spins: input.spins, ...(input.validDays ? { validForMs: input.validDays * 86_400_000 } : {}), createdBy: input.actor });
      return { created: result.created, sourceRef: ref, spins: result.grant?.spins ?? input.spins, used: result.grant?.used ?? 0 };
    },

    /** Draws `draws` times with the server's draw on the live table: observed frequencies and cost next to the configured ones. */
    async simulate(input: { market: string; draws: number }): Promise<TWheelSimulation> {
      const table = await deps.liveTable(await deps.resolveMarket(input.market));
      const counts = new Array<number>(table.prizes.length).fill(0);
      const weights = table.prizes.map((p) => p.weight);
      let paid = 0n;
      for (let i = 0; i < input.draws; i++) {
        const index = drawIndex(weights, deps.rng);
        counts[index] = (counts[index] ?? 0) + 1;
        paid += BigInt(table.prizes[index]!.amountMinor);
      }
      const view = toTableView(table);
      return {
        market: table.market,
        version: table.version,
        draws: input.draws,
        expectedCostMinor: view.expectedCostMinor,
        observedCostMinor: Number(paid) / input.draws,
        prizes: view.prizes.map((p, i) => ({ ...p, observed: (counts[i] ?? 0) / input.draws })),
      };
    },
  };
};
