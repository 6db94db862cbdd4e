import compress from '@fastify/compress';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES, pickEncoding, sendSharedAnswer } from './encoded-answer';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    [['gzip', 'br;q=0.5'], 'br'],
  ])('%j -> %s', (header, expected) => {
    expect(pickEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('sendSharedAnswer', () => {
  const big = { list: Array.from({ length: 60 }, (_, i) => ({ gameId: i, gameName: `Oyun ${i} Şeker Patlaması` })) };
  const small = { list: [] };

  const build = async () => {
    const app = Fastify();
    // As in app.ts: the global compressor must leave an answer that is already encoded alone.
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES, globalDecompression: false });
    app.post('/big', async (request, reply) => sendSharedAnswer(request, reply, big));
    app.post('/small', async (request, reply) => sendSharedAnswer(request, reply, small));
    await app.ready();
    return app;
  };

  it('answers the envelope compressed once per language and encoding, the same bytes each time', async () => {
    const app = await build();
    const ask = (encoding: string, lang = 'tk') => app.inject({ method: 'POST', url: '/big', headers: { 'accept-encoding': encoding, 'accept-language': lang } });
    const br1 = await ask('gzip, deflate, br');
    const br2 = await ask('gzip, deflate, br');
    expect(br1.headers['content-encoding']).toBe('br');
    expect(br1.headers.vary).toContain('accept-encoding');
    expect(br1.rawPayload.equals(br2.rawPayload)).toBe(true);
    const body = JSON.parse(brotliDecompressSync(br1.rawPayload).toString('utf8')) as { state: string; success: boolean; msg: string; resultData: unknown };
    expect(body).toMatchObject({ state: '200', success: true, resultData: big });

    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(body);

    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body);

    // The message is the caller's language.
    const en = JSON.parse(brotliDecompressSync((await ask('br', 'en')).rawPayload).toString('utf8')) as { msg: string };
    expect(en.msg).not.toBe(body.msg);
    await app.close();
  });

  it('sends answers under the threshold as they are', async () => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true, resultData: small });
    await app.close();
  });
});
