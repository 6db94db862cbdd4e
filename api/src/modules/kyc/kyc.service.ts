import { createHash, createHmac, randomBytes } from 'node:crypto';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_MAX_BYTES, type KycDocument, type KycDocumentKind, type KycInfo, type KycReviewItem, type KycStatus, type KycSubmitBody } from '@casino/shared/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import { enforceRateLimits, type RateLimiter } from '../../lib/rate-limiter';
import type { TDocumentStorage } from './document-storage';
import { IdentityVendorUnavailableError, type TIdentityVendor } from './identity-vendor';
import { imageTypeOf } from './image-type';
import type { TKycDocumentRow, TKycProfileRow, TKycRepository } from './kyc.repository';

export interface KycServiceDeps {
  repo: TKycRepository;
  vendor: TIdentityVendor;
  storage: TDocumentStorage;
  /** The birth date given at registration (player protection's age gate), and recording one when there is none (18+ checked there). */
  birthDates: { find(userId: number): Promise<string | null>; confirm(userId: number, birthDate: string): Promise<unknown> };
  limiter: RateLimiter;
  clock: Clock;
  logger: Pick<TLogger, 'info' | 'warn'>;
  /** Keys the national id's hash (one verified person per account, without keeping the number). */
  secret: string;
  /** Tells the staff console's queue that something changed. */
  onQueueChanged?: () => void;
}

const toDocument = (row: TKycDocumentRow): KycDocument => ({ documentId: row.documentId, kind: row.kind, contentType: row.contentType, sizeBytes: row.sizeBytes, uploadedAt: row.createdAt.toISOString() });

const missingOf = (docs: TKycDocumentRow[]): KycDocumentKind[] => KYC_DOCUMENT_KINDS.filter((k) => !docs.some((d) => d.kind === k));

/** Identity verification: the vendor's automatic check, documents on a mismatch, staff's decision. */
export const createKycService = (deps: KycServiceDeps) => {
  const { repo, clock } = deps;
  const hashId = (nationalId: string) => createHmac('sha256', deps.secret).update(`kyc:${nationalId}`).digest('hex');

  const transition = async (profile: TKycProfileRow, patch: Partial<TKycProfileRow>, event: { source: string; actor?: string | null; reason?: string | null; detail?: Record<string, unknown> }, tx: Parameters<TKycRepository['upsertProfile']>[1]) => {
    const now = clock.now();
    const saved = await repo.upsertProfile({ ...profile, ...patch, updatedAt: now }, tx);
    if (saved.status !== profile.status || saved.step !== profile.step) {
      await repo.insertEvent({ userId: profile.userId, fromStatus: profile.status, toStatus: `${saved.status}:${saved.step}`, source: event.source, actor: event.actor ?? null, reason: event.reason ?? null, detail: event.detail ?? null, createdAt: now }, tx);
    }
    return saved;
  };

  const info = async (userId: number): Promise<KycInfo> => {
    const [profile, docs, birthDate] = await Promise.all([repo.profileOf(userId), repo.liveDocuments(userId), deps.birthDates.find(userId)]);
    return {
      status: profile?.status ?? 'none',
      step: profile?.step ?? 'form',
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      birthDate: profile?.birthDate ?? birthDate ?? '',
      nationalIdMasked: profile ? `*******${profile.nationalIdLast4}` : '',
      rejectReason: profile?.status === 'rejected' ? profile.rejectReason : null,
      documents: docs.map(toDocument),
      missingDocuments: missingOf(docs),
      updatedAt: profile?.updatedAt.toISOString() ?? null,
    };
  };

  return {
    info,

    /** What payouts need: the status and, once verified, the name every payout account must carry. */
    async identityOf(userId: number): Promise<{ status: KycStatus; fullName: string }> {
      const profile = await repo.profileOf(userId);
      return { status: profile?.status ?? 'none', fullName: profile?.status === 'verified' ? `${profile.firstName} ${profile.lastName}` : '' };
    },

    async submit(userId: number, input: KycSubmitBody): Promise<KycInfo> {
      const current = await repo.profileOf(userId);
      if (current?.status === 'verified') throw new AppError('KYC_ALREADY_VERIFIED');
      if (current?.status === 'pending' && current.step === 'review') throw new AppError('KYC_IN_REVIEW');
      const registered = await deps.birthDates.find(userId);
      if (registered !== null && registered !== input.birthDate) throw new AppError('KYC_BIRTH_DATE_MISMATCH');
      const nationalIdHash = hashId(input.nationalId);
      if (await repo.verifiedElsewhere(nationalIdHash, userId)) throw new AppError('KYC_ID_TAKEN');
      // Each check is a paid registry query: a few an hour per player.
      await enforceRateLimits(deps.limiter, [{ key: `kyc:submit:${userId}`, limit: 5, windowMs: 60 * 60_000 }]);
      // No birth date yet (an account made before the age gate): this one is recorded, 18+ checked.
      if (registered === null) await deps.birthDates.confirm(userId, input.birthDate);
      let answer: Awaited<ReturnType<TIdentityVendor['verify']>>;
      try {
        answer = await deps.vendor.verify({ nationalId: input.nationalId, firstName: input.firstName, lastName: input.lastName, birthDate: input.birthDate });
      } catch (error) {
        if (!(error instanceof IdentityVendorUnavailableError)) throw error;
        deps.logger.warn({ err: error, userId }, 'identity vendor unavailable; nothing decided');
        throw new AppError('KYC_VENDOR_UNAVAILABLE', { retryAfterS: 60 });
      }
      const now = clock.now();
      try {
        await repo.transaction(async (tx) => {
          await repo.lockPlayer(userId, tx);
          const before = (await repo.profileOf(userId, tx)) ?? {
            userId, status: 'none' as const, step: 'form' as const, firstName: '', lastName: '', birthDate: input.birthDate, nationalIdHash, nationalIdLast4: input.nationalId.slice(-4),
            vendorResult: null, vendorRef: null, rejectReason: null, reviewedBy: null, submittedAt: null, verifiedAt: null, updatedAt: now,
          };
          if (before.status === 'verified') throw new AppError('KYC_ALREADY_VERIFIED');
          const docs = await repo.liveDocuments(userId, tx);
          const verified = answer.verdict === 'verified';
          await transition(
            before,
            {
              status: verified ? 'verified' : 'pending',
              step: verified ? 'done' : missingOf(docs).length === 0 ? 'review' : 'documents',
              firstName: input.firstName, lastName: input.lastName, birthDate: input.birthDate, nationalIdHash, nationalIdLast4: input.nationalId.slice(-4),
              vendorResult: answer.verdict, vendorRef: answer.ref, rejectReason: null, submittedAt: now, verifiedAt: verified ? now : null,
            },
            { source: 'vendor', detail: { ref: answer.ref, verdict: answer.verdict } },
            tx,
          );
        });
      } catch (error) {
        // Two accounts verified with one id at the same moment: the index lets one through.
        if (isUniqueViolation(error)) throw new AppError('KYC_ID_TAKEN');
        throw error;
      }
      deps.logger.info({ userId, verdict: answer.verdict, ref: answer.ref }, 'identity check answered');
      if (answer.verdict === 'mismatch') deps.onQueueChanged?.();
      return info(userId);
    },

    /** A document image (ID front/back, selfie) while the check waits for documents; images only, size-limited. */
    async upload(userId: number, kind: KycDocumentKind, bytes: Buffer): Promise<KycInfo> {
      if (bytes.length > KYC_DOCUMENT_MAX_BYTES) throw new AppError('KYC_DOCUMENT_TOO_LARGE', { params: { maxMb: KYC_DOCUMENT_MAX_BYTES / 1024 / 1024 } });
      const contentType = imageTypeOf(bytes);
      if (!contentType) throw new AppError('KYC_DOCUMENT_NOT_IMAGE');
      const profile = await repo.profileOf(userId);
      if (profile?.status !== 'pending' || profile.step !== 'documents') throw new AppError('KYC_DOCUMENTS_NOT_EXPECTED');
      await enforceRateLimits(deps.limiter, [{ key: `kyc:upload:${userId}`, limit: 20, windowMs: 60 * 60_000 }]);
      const documentId = randomBytes(12).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0');
      const storageKey = `${userId}/${documentId}`;
      // Bytes first: a row never points at a file that is not there (an orphan file is harmless).
      await deps.storage.put(storageKey, bytes);
      const now = clock.now();
      const toReview = await repo.transaction(async (tx) => {
        await repo.lockPlayer(userId, tx);
        const current = await repo.profileOf(userId, tx);
        if (current?.status !== 'pending' || current.step !== 'documents') throw new AppError('KYC_DOCUMENTS_NOT_EXPECTED');
        await repo.insertDocument({ documentId, userId, kind, contentType, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), storageKey, createdAt: now }, tx);
        if (missingOf(await repo.liveDocuments(userId, tx)).length > 0) return false;
        await transition(current, { step: 'review' }, { source: 'player' }, tx);
        return true;
      });
      if (toReview) deps.onQueueChanged?.();
      return info(userId);
    },

    /** The player's own document (metadata); another player's id is simply not found. */
    async document(userId: number, documentId: string): Promise<KycDocument> {
      const row = await repo.findDocument(documentId);
      if (!row || row.userId !== userId || row.replacedAt) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
      return toDocument(row);
    },

    /** Staff: the queue (pending by default), with documents. */
    async staffList(status: KycStatus, limit: number): Promise<KycReviewItem[]> {
      const rows = await repo.listForStaff([status], limit);
      const docs = await repo.documentsOf(rows.map((r) => r.profile.userId));
      return rows.map(({ profile: p, nikeName, mobile }) => ({
        userId: p.userId, nikeName, mobile: mobile ?? '', status: p.status, step: p.step, firstName: p.firstName, lastName: p.lastName, birthDate: p.birthDate,
        nationalIdMasked: `*******${p.nationalIdLast4}`, vendorResult: p.vendorResult, rejectReason: p.rejectReason,
        documents: docs.filter((d) => d.userId === p.userId).map(toDocument), submittedAt: p.submittedAt?.toISOString() ?? null, updatedAt: p.updatedAt.toISOString(),
      }));
    },

    /** Staff: approve or reject a pending check (a reject's reason is what the player reads). */
    async decide(userId: number, decision: { approve: true } | { approve: false; reason: string }, actor: string): Promise<KycInfo> {
      await repo.transaction(async (tx) => {
        await repo.lockPlayer(userId, tx);
        const current = await repo.profileOf(userId, tx);
        if (current?.status !== 'pending') throw new AppError('KYC_NOT_PENDING');
        const now = clock.now();
        const patch: Partial<TKycProfileRow> = decision.approve
          ? { status: 'verified', step: 'done', verifiedAt: now, reviewedBy: actor, rejectReason: null }
          : { status: 'rejected', step: 'form', reviewedBy: actor, rejectReason: decision.reason };
        if (!decision.approve) await repo.retireDocuments(userId, now, tx);
        try {
          await transition(current, patch, { source: 'staff', actor, reason: decision.approve ? null : decision.reason }, tx);
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('KYC_ID_TAKEN');
          throw error;
        }
      });
      deps.logger.info({ userId, actor, approve: decision.approve }, 'identity check decided by staff');
      deps.onQueueChanged?.();
      return info(userId);
    },

    /** Staff: a document's bytes (never served publicly; the console fetches them with its session). */
    async documentBytes(documentId: string): Promise<{ contentType: string; bytes: Buffer }> {
      const row = await repo.findDocument(documentId);
      const bytes = row ? await deps.storage.get(row.storageKey) : null;
      if (!row || !bytes) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
      return { contentType: row.contentType, bytes };
    },
  };
};

export type TKycService = ReturnType<typeof createKycService>;
