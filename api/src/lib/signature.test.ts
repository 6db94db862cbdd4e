import { signBody, verifySignature } from './signature';

describe('HMAC signatures', () => {
  const secret = 'a-shared-secret-for-tests';
  const now = 1_790_000_000_000;
  const body = '{"amountMinor":100}';
  const good = signBody(secret, now, body);

  it('accepts the exact signature of the exact body', () => {
    expect(verifySignature(secret, body, { signature: good, timestamp: String(now) }, now)).toBe('ok');
  });

  it.each([
    ['trailing junk', `${good}zz`],
    ['trailing hex', `${good}00`],
    ['upper case', good.toUpperCase()],
    ['truncated', good.slice(0, 63)],
    ['whitespace', ` ${good}`],
    ['another body', signBody(secret, now, '{"amountMinor":1000}')],
  ])('refuses a signature with %s', (_name, signature) => {
    expect(verifySignature(secret, body, { signature, timestamp: String(now) }, now)).toBe('invalid');
  });

  it('refuses malformed and stale timestamps, and missing headers', () => {
    expect(verifySignature(secret, body, { signature: good, timestamp: `${now}.0` }, now)).toBe('invalid');
    expect(verifySignature(secret, body, { signature: good, timestamp: '1e12' }, now)).toBe('invalid');
    expect(verifySignature(secret, body, { signature: signBody(secret, now - 400_000, body), timestamp: String(now - 400_000) }, now)).toBe('expired');
    expect(verifySignature(secret, body, { signature: undefined, timestamp: String(now) }, now)).toBe('missing');
  });
});
