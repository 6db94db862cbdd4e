import { CONSENT_KINDS, type ConsentKind, type ConsentStatus, type ConsentText } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import { defaultLang } from '../../i18n/define';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TBindingText, TConsentRepository } from './consent.repository';
import type { TConsentInput } from './consent.schemas';

export type TConsentSource = 'register' | 'bind' | 'login' | 'reaccept';

/** Where and how the player accepted: stored with each acceptance. */
export interface TConsentMeta {
  ip: string | null;
  deviceNumber: string | null;
  userAgent: string | null;
  lang: string;
}

/** Versions checked against the market's current texts (before an OTP is spent), ready to record. */
export interface TConsentProof {
  marketId: string;
  texts: TBindingText[];
}

export interface ConsentServiceDeps {
  repo: Pick<TConsentRepository, 'binding' | 'latestOf' | 'insert' | 'termsRefusal'>;
  /** The legal module's market rule: a named market must exist; none means the default market. */
  marketOf: (market: string | undefined) => Promise<string>;
  users: { roleOf(userId: number): Promise<string | undefined> };
  clock: Clock;
}

/**
 * Consent to the legal texts. The binding version of a text is the market's newest Turkish version
 * (translations help the reader; the Turkish text is the one in force). A registration must carry the current
 * versions; an older or unknown version is refused. When staff publish a new terms version, a member's
 * real-money launches and bets are refused (TERMS_NOT_ACCEPTED) until they accept it.
 */
export const createConsentService = ({ repo, marketOf, users, clock }: ConsentServiceDeps) => {
  const bindingOf = async (marketId: string): Promise<TBindingText[]> => repo.binding(marketId, CONSENT_KINDS, defaultLang);

  const toText = (t: TBindingText, accepted: number | null): ConsentText => ({ kind: t.kind as ConsentKind, version: t.version, title: t.title, publishedAt: t.publishedAt.toISOString(), acceptedVersion: accepted });

  /** Checks the versions a page sent against the market's current texts. */
  const verify = async (input: TConsentInput, marketId?: string): Promise<TConsentProof> => {
    const market = marketId ?? (await marketOf(input.market));
    const texts = await bindingOf(market);
    const given: Record<ConsentKind, number | undefined> = { terms: input.termsVersion, privacy: input.privacyVersion };
    for (const text of texts) {
      const version = given[text.kind as ConsentKind];
      if (version === undefined) throw new AppError('CONSENT_REQUIRED', { params: { kind: text.kind } });
      if (version > text.version) throw new AppError('CONSENT_VERSION_INVALID', { messageKey: 'CONSENT_VERSION_UNKNOWN', params: { kind: text.kind } });
      if (version < text.version) throw new AppError('CONSENT_VERSION_INVALID', { messageKey: 'CONSENT_VERSION_OUTDATED', params: { kind: text.kind } });
    }
    return { marketId: market, texts };
  };

  const record = async (userId: number, proof: TConsentProof, source: TConsentSource, meta: TConsentMeta, tx?: Db): Promise<void> => {
    const at = clock.now();
    await repo.insert(
      proof.texts.map((t) => ({ userId, marketId: proof.marketId, kind: t.kind, version: t.version, documentId: t.documentId, lang: meta.lang, source, ip: meta.ip, deviceNumber: meta.deviceNumber, userAgent: meta.userAgent?.slice(0, 512) ?? null, acceptedAt: at })),
      tx,
    );
  };

  /** The player's texts: the market of their latest acceptance (else the page's), and what is still to accept. */
  const status = async (userId: number, market: string | undefined): Promise<ConsentStatus> => {
    const latest = await repo.latestOf(userId);
    const byKind = new Map(latest.map((r) => [r.kind, r]));
    const marketId = byKind.get('terms')?.marketId ?? (await marketOf(market));
    const texts = (await bindingOf(marketId)).map((t) => {
      const mine = byKind.get(t.kind);
      return toText(t, mine && mine.marketId === marketId ? mine.version : null);
    });
    // Pending is the bet guard's rule (the terms); a newer privacy notice is confirmed in the same step.
    return { market: marketId, pending: (await repo.termsRefusal(userId)) !== null, texts };
  };

  return {
    verify,
    record,
    status,

    /** What a registration accepts: the market's current texts. */
    async current(market: string | undefined): Promise<ConsentStatus> {
      const marketId = await marketOf(market);
      return { market: marketId, pending: false, texts: (await bindingOf(marketId)).map((t) => toText(t, null)) };
    },

    /** A member accepts the current texts again (the shell's re-acceptance dialog). */
    async accept(userId: number, input: TConsentInput, meta: TConsentMeta): Promise<ConsentStatus> {
      if ((await users.roleOf(userId)) !== 'member') throw new AppError('REGISTER_REQUIRED');
      const before = await status(userId, input.market);
      const proof = await verify(input, before.market);
      await record(userId, proof, 'reaccept', meta);
      return status(userId, before.market);
    },

    /** Launch guard: a member may start a real-money game only under the current terms (the bet guard's rule). */
    async assertTermsAccepted(userId: number): Promise<void> {
      const refusal = await repo.termsRefusal(userId);
      if (refusal !== null) throw new AppError('TERMS_NOT_ACCEPTED');
    },

    /** For the user state: true when the player must accept before playing. */
    async termsPending(userId: number): Promise<boolean> {
      return (await repo.termsRefusal(userId)) !== null;
    },
  };
};

export type TConsentService = ReturnType<typeof createConsentService>;
