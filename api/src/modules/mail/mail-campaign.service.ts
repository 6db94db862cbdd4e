import type { TCampaignView } from '@casino/shared/contracts';
import type { TTranslations } from '../../lib/localized-content';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TCampaignRow, TMailRepository } from './mail.repository';
import type { TMailTarget } from './mail.tables';

/** Recipients written per transaction: small enough to keep locks short, big enough for 100k players in seconds. */
export const CAMPAIGN_BATCH_SIZE = 2_000;
/** How often a serving process looks for due campaigns. */
export const CAMPAIGN_TICK_MS = 2_000;

export interface TCampaignInput {
  marketId: string;
  title: string;
  content: string;
  /** The texts in other languages than the market's own: each player reads their language (or the market's, marked). */
  translations?: TTranslations<'title' | 'content'>;
  amountMinor: bigint;
  target: TMailTarget;
  sendAt?: Date;
  expiresAt?: Date;
  actor: string;
}

export type { TCampaignView };

export const toCampaignView = (row: TCampaignRow): TCampaignView => ({
  id: row.id,
  marketId: row.marketId,
  kind: row.kind,
  title: row.title,
  content: row.content,
  amount: Number(row.amountMinor),
  target: { kind: row.target.kind, count: row.target.kind === 'users' ? row.target.userIds.length : null },
  status: row.status,
  sendTime: row.sendAt.toISOString(),
  expireTime: row.expiresAt?.toISOString() ?? null,
  sentCount: row.sentCount,
  createdBy: row.createdBy,
  createTime: row.createdAt.toISOString(),
  finishTime: row.finishedAt?.toISOString() ?? null,
});

export interface CampaignServiceDeps {
  repo: TMailRepository;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn'>;
  /** Tells the players who got a mail (a push with their unread count). */
  notify: (userId: number, unread?: number) => Promise<void>;
  batchSize?: number;
}

/**
 * Staff mail campaigns. A campaign is a row; a job writes its mails in batches, each batch in its
 * own transaction with the cursor moved in the same transaction, so a crash loses at most an
 * uncommitted batch and a replay writes nothing twice (unique (campaign, user) + ON CONFLICT DO NOTHING).
 * Several API instances may run the job: a campaign being written is locked and skipped by the others.
 */
export const createCampaignService = ({ repo, clock, logger, notify, batchSize = CAMPAIGN_BATCH_SIZE }: CampaignServiceDeps) => {
  /** Writes one batch of the next due campaign (or of `only`); null when nothing is due. */
  const step = async (only?: number): Promise<{ campaignId: number; inserted: number[] } | null> => {
    return repo.transaction(async (tx) => {
      const now = clock.now();
      const campaign = await repo.lockNextDue(now, tx, only);
      if (!campaign) return null;
      const expiresAt = campaign.expiresAt ?? (campaign.ttlSeconds ? new Date(now.getTime() + campaign.ttlSeconds * 1000) : null);
      // The campaign's market's players only (writeBatch): its prize is in that market's currency.
      const batch = await repo.writeBatch(campaign, batchSize, now, expiresAt, tx);
      const done = batch.lastId === null;
      await repo.advanceCampaign(campaign.id, { cursor: batch.lastId ?? campaign.cursor, addSent: batch.inserted.length, status: done ? 'done' : 'running', at: now }, tx);
      if (done) logger.info({ campaignId: campaign.id, sent: campaign.sentCount }, 'mail campaign done');
      return { campaignId: campaign.id, inserted: batch.inserted };
    });
  };

  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  /** Writes due campaigns (or only campaign `only`) until none is left or `maxBatches` batches were written; answers the mails written. */
  const runDue = async (maxBatches = 10_000, only?: number): Promise<number> => {
    let written = 0;
    for (let i = 0; i < maxBatches; i++) {
      const result = await step(only);
      if (!result) break;
      written += result.inserted.length;
      if (result.inserted.length > 0) {
        const unread = await repo.unreadCounts(result.inserted, clock.now());
        // One batch of pushes at once: with Redis they go out pipelined instead of one round trip each.
        await Promise.all(result.inserted.map((userId) => notify(userId, unread.get(userId) ?? 1)));
      }
    }
    return written;
  };

  /** One run at a time per process (the timer and a staff "run now" share it). */
  const runOnce = (): Promise<number> => {
    running ??= runDue().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    async create(input: TCampaignInput): Promise<TCampaignView> {
      if (!(await repo.marketExists(input.marketId))) throw new AppError('MARKET_NOT_FOUND');
      const now = clock.now();
      const sendAt = input.sendAt && input.sendAt.getTime() > now.getTime() ? input.sendAt : now;
      if (input.expiresAt && input.expiresAt.getTime() <= sendAt.getTime()) throw new AppError('VALIDATION_FAILED', { messageKey: 'CAMPAIGN_EXPIRY_INVALID' });
      const row = await repo.insertCampaign({
        marketId: input.marketId,
        kind: 'staff',
        title: input.title,
        content: input.content,
        translations: input.translations ?? {},
        amountMinor: input.amountMinor,
        target: input.target.kind === 'users' ? { kind: 'users', userIds: [...new Set(input.target.userIds)].sort((a, b) => a - b) } : { kind: 'market' },
        status: 'scheduled',
        sendAt,
        expiresAt: input.expiresAt ?? null,
        createdBy: input.actor,
        createdAt: now,
        updatedAt: now,
      });
      logger.info({ campaignId: row.id, actor: input.actor, target: row.target.kind, amountMinor: row.amountMinor.toString() }, 'mail campaign created');
      return toCampaignView(row);
    },

    /** The campaign now (after a run, its progress). */
    async get(id: number): Promise<TCampaignView> {
      const row = await repo.findCampaign(id);
      if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
      return toCampaignView(row);
    },

    list: async (limit: number): Promise<TCampaignView[]> => (await repo.listCampaigns(limit)).map(toCampaignView),

    async cancel(id: number): Promise<TCampaignView> {
      if (!(await repo.findCampaign(id))) throw new AppError('CAMPAIGN_NOT_FOUND');
      if (!(await repo.cancel(id, clock.now()))) throw new AppError('CAMPAIGN_NOT_CANCELLABLE');
      return this.get(id);
    },

    runDue,
    runOnce,
    /** Writes one campaign now (a send to a list of players answers once it is written), whatever else is due. */
    runCampaign: (id: number): Promise<number> => runDue(10_000, id),

    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => logger.warn({ err: error }, 'mail campaign job failed'));
      }, CAMPAIGN_TICK_MS);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => 0);
    },
  };
};

export type TCampaignService = ReturnType<typeof createCampaignService>;
