import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s steps: what every authenticator app does by default) and
// RFC 4648 base32 for the secret, with node:crypto only.

export const TOTP_STEP_S = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next step are accepted too (clock drift of a phone). */
export const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const base32Encode = (bytes: Uint8Array): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
};

export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

/** A new 160-bit secret, base32 (the size RFC 4226 recommends). */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_S);

/** The code of one time step (RFC 4226 dynamic truncation). */
export const hotp = (secretBase32: string, step: number): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
};

export const totpAt = (secretBase32: string, at: Date): string => hotp(secretBase32, totpStep(at));

/** The step whose code `code` is, within ±TOTP_WINDOW steps of `at`, or null. */
export const matchTotp = (secretBase32: string, code: string, at: Date): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  for (let delta = -TOTP_WINDOW; delta <= TOTP_WINDOW; delta += 1) {
    if (hotp(secretBase32, now + delta) === code) return now + delta;
  }
  return null;
};

/** The otpauth:// URI an authenticator app scans (Google's Key URI format). */
export const otpauthUri = (secretBase32: string, login: string, issuer = 'Casino Console'): string =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(login)}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_S}`;

/**
 * Encrypts TOTP secrets at rest (AES-256-GCM, key derived from APP_SECRET with HKDF): a copy of the
 * database alone yields no second factor.
 */
export const createSecretBox = (appSecret: string) => {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'casino-staff-totp', 'staff totp secret v1', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
};
export type TSecretBox = ReturnType<typeof createSecretBox>;
