import { signedHeaders } from '../../lib/signature';
import { buildTestSandbox } from '../../../test-support/sandbox-db';

const SECRET = 'dev-sandbox-shared-secret-sandbox-only';

describe('sandbox SMS service', () => {
  const build = () => buildTestSandbox();

  it('records a signed message and returns the last code of a number', async () => {
    const app = await build();
    for (const text of ['Kodunuz: 111111.', 'Doğrulama kodunuz: 482913. Kod 5 dakika geçerlidir.']) {
      const body = JSON.stringify({ to: '905321234567', text });
      const sent = await app.inject({ method: 'POST', url: '/sms/messages', headers: signedHeaders(SECRET, body), payload: body });
      expect(sent.statusCode).toBe(200);
    }
    const query = JSON.stringify({ to: '905321234567' });
    const last = await app.inject({ method: 'POST', url: '/sms/last', headers: signedHeaders(SECRET, query), payload: query });
    expect(last.json()).toMatchObject({ to: '905321234567', code: '482913' });
    const none = JSON.stringify({ to: '905000000000' });
    expect((await app.inject({ method: 'POST', url: '/sms/last', headers: signedHeaders(SECRET, none), payload: none })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses unsigned, wrongly signed, tampered and stale requests', async () => {
    const app = await build();
    const body = JSON.stringify({ to: '905321234567', text: 'Kodunuz: 123456' });
    const cases = [
      { 'content-type': 'application/json' },
      signedHeaders('another-secret-another-secret', body),
      { ...signedHeaders(SECRET, body.replace('123456', '654321')) },
      signedHeaders(SECRET, body, Date.now() - 10 * 60_000),
    ];
    for (const headers of cases) {
      const res = await app.inject({ method: 'POST', url: '/sms/messages', headers, payload: body });
      expect(res.statusCode).toBe(401);
    }
    // The tampered case: signature of one body sent with another.
    const tampered = await app.inject({
      method: 'POST',
      url: '/sms/messages',
      headers: signedHeaders(SECRET, body),
      payload: body.replace('123456', '654321'),
    });
    expect(tampered.statusCode).toBe(401);
    await app.close();
  });
});
