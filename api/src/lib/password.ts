import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum (unusable under isolatedModules); 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, for unknown users (no timing-based enumeration). */
  verifyDummy(password: string): Promise<void>;
}

/**
 * argon2id. Default cost m=19 MiB, t=2, p=1 (OWASP's baseline): ~22 ms per verify on the 2-core
 * dev machine, so a login stays well under 100 ms when not queued (figures in the package README).
 */
export const createPasswordHasher = (cost: { memoryCostKib: number; timeCost: number }): PasswordHasher => {
  const options = { algorithm: ARGON2ID, memoryCost: cost.memoryCostKib, timeCost: cost.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummy ??= hash('dummy password for timing', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
};
