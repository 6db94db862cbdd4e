import { base32Decode, base32Encode, createSecretBox, hotp, matchTotp, newTotpSecret, otpauthUri, totpAt } from './totp';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890", last 6 of the 8 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpAt(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpAt(RFC_SECRET, new Date(1_234_567_890_000))).toBe('005924');
    expect(totpAt(RFC_SECRET, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts the previous, current and next step and nothing further', () => {
    const at = new Date(1_700_000_000_000);
    const step = Math.floor(at.getTime() / 30_000);
    for (const delta of [-1, 0, 1]) expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + delta), at)).toBe(step + delta);
    for (const delta of [-2, 2]) expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + delta), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345', at)).toBeNull();
  });

  it('builds an otpauth URI an authenticator reads', () => {
    const uri = new URL(otpauthUri('ABCDEFGH', 'ayse'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe('ABCDEFGH');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('seals secrets so that another key (or a changed byte) cannot open them', () => {
    const box = createSecretBox('a-test-app-secret-of-enough-length');
    const sealed = box.seal('SECRETSECRET');
    expect(sealed).not.toContain('SECRETSECRET');
    expect(box.open(sealed)).toBe('SECRETSECRET');
    expect(box.seal('SECRETSECRET')).not.toBe(sealed);
    expect(() => createSecretBox('another-app-secret-of-enough-length').open(sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(tampered)).toThrow();
  });
});
