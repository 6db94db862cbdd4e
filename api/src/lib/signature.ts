import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The wire protocol between the operator API and the sandbox services, as a real vendor would
 * define it: HMAC-SHA256 over `<timestamp>.<raw body>` with a shared secret, sent as
 * `x-signature` (hex) with `x-timestamp` (ms since epoch). Requests outside +/- 5 minutes are refused.
 * This file is the only code both sides share; it knows nothing of either side.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

export const signBody = (secret: string, timestampMs: number, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestampMs}.${rawBody}`).digest('hex');

export const signedHeaders = (secret: string, rawBody: string, nowMs = Date.now()): Record<string, string> => ({
  'content-type': 'application/json',
  [TIMESTAMP_HEADER]: String(nowMs),
  [SIGNATURE_HEADER]: signBody(secret, nowMs, rawBody),
});

export type TSignatureCheck = 'ok' | 'missing' | 'expired' | 'invalid';

export const verifySignature = (
  secret: string,
  rawBody: string,
  headers: { signature: unknown; timestamp: unknown },
  nowMs = Date.now(),
): TSignatureCheck => {
  if (typeof headers.signature !== 'string' || typeof headers.timestamp !== 'string') return 'missing';
  // Strict forms only: Buffer.from(x, 'hex') stops at the first non-hex character, so a valid
  // signature followed by junk (or in upper case) would otherwise pass.
  if (!/^\d{1,16}$/.test(headers.timestamp)) return 'invalid';
  if (!/^[0-9a-f]{64}$/.test(headers.signature)) return 'invalid';
  const timestampMs = Number(headers.timestamp);
  if (Math.abs(nowMs - timestampMs) > SIGNATURE_WINDOW_MS) return 'expired';
  const expected = Buffer.from(signBody(secret, timestampMs, rawBody), 'hex');
  const given = Buffer.from(headers.signature, 'hex');
  return timingSafeEqual(given, expected) ? 'ok' : 'invalid';
};
