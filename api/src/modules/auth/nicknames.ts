import { randomBytes } from 'node:crypto';

/** 'Misafir' is 'guest': the display name of a tourist until they choose one or become a member. */
export const touristNickname = (): string => `Misafir${String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0')}`;

/** True for a name `touristNickname` made (not one the guest chose). */
export const isTouristNickname = (name: string): boolean => /^Misafir\d{6}$/.test(name);

/** A new member's default nickname: 'Oyuncu' ('player') and the last 4 digits of the phone. */
export const memberNickname = (mobile: string): string => `Oyuncu${mobile.slice(-4)}`;
