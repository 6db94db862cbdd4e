import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a preview link carries: the preview's id, its market, the (remote, version) pairs and the expiry (ms). */
export interface TPreviewClaims {
  id: string;
  market: string;
  pairs: { remote: string; version: string }[];
  exp: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

/** `<base64url(json claims)>.<base64url(HMAC-SHA256)>`: any change to id, market, pairs or expiry breaks it. */
export const signPreview = (claims: TPreviewClaims, secret: string): string => {
  const body = b64(JSON.stringify({ id: claims.id, market: claims.market, pairs: claims.pairs.map((p) => [p.remote, p.version]), exp: claims.exp }));
  return `${body}.${b64(mac(secret, body))}`;
};

/** The claims of a token signed with `secret`, or null (forged, altered, malformed). Expiry is the caller's. */
export const verifyPreview = (token: string, secret: string): TPreviewClaims | null => {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const [body, sig, ...rest] = token.split('.');
  if (!body || !sig || rest.length) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { id?: unknown; market?: unknown; pairs?: unknown; exp?: unknown };
    if (typeof raw.id !== 'string' || typeof raw.market !== 'string' || typeof raw.exp !== 'number' || !Array.isArray(raw.pairs)) return null;
    const pairs = raw.pairs.map((p: unknown) => (Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string' ? { remote: p[0], version: p[1] } : null));
    if (pairs.some((p) => p === null)) return null;
    return { id: raw.id, market: raw.market, pairs: pairs as TPreviewClaims['pairs'], exp: raw.exp };
  } catch {
    return null;
  }
};

/** `2h`, `30m`, `90s`, `1d` or plain minutes -> milliseconds; null when unreadable. */
export const parseTtl = (value: string | number): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value * 60_000 : null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h|d)?\s*$/i.exec(value);
  if (!m) return null;
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 'm').toLowerCase() as 's' | 'm' | 'h' | 'd'];
  return Math.round(Number(m[1]) * unit);
};
