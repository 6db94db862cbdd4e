import { randomUUID } from 'node:crypto';
import { translate, type TLang } from '../../i18n/messages';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TPlatformRepository } from './platform.repository';
import type { TAdminPreviewEndInput, TAdminPreviewInput, TRegistry, TRegistryRemote } from './platform.schemas';
import { parseTtl, signPreview, verifyPreview } from './preview-token';
import { originOf } from './release-checks';
import type { TPlatformService } from './platform.service';
import type { TReleaseService } from './releases.service';
import type { RegistryPreviewLink } from '@casino/shared/contracts';

export const PREVIEW_DEFAULT_TTL_MS = 2 * 3_600_000;
export const PREVIEW_MAX_TTL_MS = 24 * 3_600_000;

export interface PreviewServiceDeps {
  repo: Pick<TPlatformRepository, 'transaction' | 'findMarket' | 'findVersion' | 'listRemotes' | 'insertAudit' | 'insertPreview' | 'findPreview' | 'endPreview' | 'hasPreviewAudit'>;
  platform: Pick<TPlatformService, 'getRegistry'>;
  releases: Pick<TReleaseService, 'gateVersion'>;
  clock: Clock;
  logger: TLogger;
  secret: string;
  cdnOrigins: readonly string[];
  /** The shell's public URL: the link is `<shellUrl>/?market=<market>&preview=<token>`. */
  shellUrl: string;
}

/**
 * Signed preview links: a (remote, version) set served to the browsers that open the link, on one market, through
 * the same gate as a pin. A bad link is never an error for the page: the registry answers normally with previewRefused.
 */
export const createPreviewService = ({ repo, platform, releases, clock, logger, secret, cdnOrigins, shellUrl }: PreviewServiceDeps) => {
  const refused = (lang: TLang, reason: string, params: Record<string, string> = {}) => ({ reason, message: translate(lang, reason, params) });

  return {
    async create(input: TAdminPreviewInput & { actor: string }): Promise<RegistryPreviewLink> {
      if (!(await repo.findMarket(input.market))) throw new AppError('MARKET_NOT_FOUND', { params: { market: input.market } });
      const ttlMs = input.ttl === undefined ? PREVIEW_DEFAULT_TTL_MS : parseTtl(input.ttl);
      if (ttlMs === null || ttlMs < 60_000 || ttlMs > PREVIEW_MAX_TTL_MS) throw new AppError('PREVIEW_TTL_INVALID', { params: { ttl: String(input.ttl) } });
      const pairs = input.pairs ?? [{ remote: input.remote!, version: input.version! }];
      for (const pair of pairs) await releases.gateVersion(pair.remote, pair.version);
      const now = clock.now();
      const row = { id: randomUUID(), market: input.market, pairs, reason: input.reason, createdBy: input.actor, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) };
      await repo.transaction(async (tx) => {
        await repo.insertPreview(row, tx);
        for (const pair of pairs) {
          await repo.insertAudit(
            { marketId: input.market, remoteName: pair.remote, action: 'preview', actor: input.actor, reason: input.reason, oldValue: null, newValue: { previewId: row.id, version: pair.version, expiresAt: row.expiresAt.toISOString() }, createdAt: now },
            tx,
          );
        }
      });
      const token = signPreview({ id: row.id, market: row.market, pairs, exp: row.expiresAt.getTime() }, secret);
      // The market first: the link opens the shell on the preview's market (a browser on another one would refuse it).
      const url = new URL(shellUrl);
      url.searchParams.set('market', row.market);
      url.searchParams.set('preview', token);
      logger.info({ previewId: row.id, market: row.market, pairs, actor: input.actor }, 'preview link created');
      return { id: row.id, token, url: url.href, expiresAt: row.expiresAt.toISOString() };
    },

    async end(input: TAdminPreviewEndInput & { actor: string }): Promise<{ id: string; endedAt: string }> {
      const row = await repo.findPreview(input.id);
      if (!row) throw new AppError('PREVIEW_NOT_FOUND', { params: { id: input.id } });
      const endedAt = row.endedAt ?? clock.now();
      if (!row.endedAt) {
        await repo.transaction(async (tx) => {
          await repo.endPreview(row.id, endedAt, tx);
          for (const pair of row.pairs) {
            await repo.insertAudit({ marketId: row.market, remoteName: pair.remote, action: 'preview-end', actor: input.actor, reason: input.reason, oldValue: null, newValue: { previewId: row.id }, createdAt: endedAt }, tx);
          }
        });
      }
      return { id: row.id, endedAt: endedAt.toISOString() };
    },

    /** The registry of a market for a device, with the preview link applied when it holds (else previewRefused). */
    async getRegistry(requestedMarket: string | null, device: string | null, token: string | undefined, lang: TLang): Promise<TRegistry> {
      const registry = await platform.getRegistry(requestedMarket, device);
      if (!token) return registry;
      const claims = verifyPreview(token, secret);
      if (!claims) return { ...registry, previewRefused: refused(lang, 'PREVIEW_INVALID') };
      const now = clock.now();
      if (claims.exp <= now.getTime()) return { ...registry, previewRefused: refused(lang, 'PREVIEW_EXPIRED') };
      if (claims.market !== registry.market.id) return { ...registry, previewRefused: refused(lang, 'PREVIEW_OTHER_MARKET') };
      const row = await repo.findPreview(claims.id);
      if (!row) return { ...registry, previewRefused: refused(lang, 'PREVIEW_INVALID') };
      if (row.endedAt) return { ...registry, previewRefused: refused(lang, 'PREVIEW_ENDED') };
      const rows = await repo.listRemotes(registry.market.id);
      const remotes = [...registry.remotes];
      for (const pair of claims.pairs) {
        const unavailable = { ...registry, previewRefused: refused(lang, 'PREVIEW_UNAVAILABLE', { remote: pair.remote, version: pair.version }) };
        const at = remotes.findIndex((r) => r.name === pair.remote);
        const enabled = rows.some((r) => r.name === pair.remote && r.enabled);
        const version = await repo.findVersion(pair.remote, pair.version);
        if (at < 0 || !enabled || !version) return unavailable;
        if (!cdnOrigins.includes(originOf(version.entryUrl) ?? '') || !cdnOrigins.includes(originOf(version.manifestUrl) ?? '')) return unavailable;
        const entry: TRegistryRemote = { name: remotes[at]!.name, version: version.version, manifestUrl: version.manifestUrl, entryUrl: version.entryUrl, integrity: version.integrity, channel: 'preview' };
        remotes[at] = entry;
      }
      await auditOpen(row.id, row.market, claims.pairs, device);
      return {
        ...registry,
        remotes,
        // This answer is for this browser only: never written into a page or shared.
        sharedByAllDevices: false,
        preview: { id: row.id, expiresAt: row.expiresAt.toISOString(), remotes: claims.pairs.map((p) => ({ name: p.remote as TRegistryRemote['name'], version: p.version })) },
      };
    },
  };

  /** "Opened by device X": once per (preview, device). */
  async function auditOpen(id: string, market: string, pairs: { remote: string; version: string }[], device: string | null) {
    const actor = `device:${device ?? 'unknown'}`;
    if (await repo.hasPreviewAudit({ action: 'preview-open', actor, previewId: id })) return;
    await repo.insertAudit({ marketId: market, remoteName: pairs.map((p) => p.remote).join(','), action: 'preview-open', actor, reason: null, oldValue: null, newValue: { previewId: id, pairs }, createdAt: clock.now() });
  }
};

export type TPreviewService = ReturnType<typeof createPreviewService>;
