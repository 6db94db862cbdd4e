import { randomUUID } from 'node:crypto';

/** What the sandbox registry answers for an id: a match, a mismatch, or an outage (HTTP 503). */
export const IDENTITY_ANSWERS = ['verified', 'mismatch', 'unavailable'] as const;
export type TIdentityAnswer = (typeof IDENTITY_ANSWERS)[number];

const MAX_CONTROLS = 10_000;

/**
 * The sandbox identity vendor's state: answers a tester chose per national id (sandbox control), and
 * a bounded log of checks. An id nobody chose for is "verified", as the state registry would answer
 * for a real person whose details were typed correctly.
 */
export const createIdentityStore = () => {
  const chosen = new Map<string, TIdentityAnswer>();
  const checks: Array<{ ref: string; nationalIdLast4: string; answer: TIdentityAnswer; at: string }> = [];
  return {
    choose(nationalId: string, answer: TIdentityAnswer): void {
      chosen.delete(nationalId);
      chosen.set(nationalId, answer);
      if (chosen.size > MAX_CONTROLS) chosen.delete(chosen.keys().next().value as string);
    },
    answerFor(nationalId: string): TIdentityAnswer {
      return chosen.get(nationalId) ?? 'verified';
    },
    record(nationalId: string, answer: TIdentityAnswer) {
      const check = { ref: `kps-${randomUUID()}`, nationalIdLast4: nationalId.slice(-4), answer, at: new Date().toISOString() };
      checks.push(check);
      if (checks.length > 1_000) checks.shift();
      return check;
    },
  };
};

export type TIdentityStore = ReturnType<typeof createIdentityStore>;
