import { createHash, randomBytes, randomInt } from 'node:crypto';

// No 0/O, 1/I/L: references are typed by hand into banking apps.
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const pick = (alphabet: string, length: number): string => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export const newGatewayId = (prefix: 'GD' | 'GP'): string => `${prefix}${pick(REFERENCE_ALPHABET, 14)}`;
/** The EFT reference the payer writes in the transfer description. */
export const newReference = (): string => `SB${pick(REFERENCE_ALPHABET, 8)}`;
/** A TRC20-style address (T + 33 base58 characters). */
export const newCoinAddress = (): string => `T${pick(BASE58, 33)}`;
export const newTxHash = (): string => randomBytes(32).toString('hex');
export const newToken = (): string => randomBytes(24).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
