import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { langOf, ok } from './envelope';

/** Answers smaller than this go uncompressed (the same threshold as @fastify/compress in app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** @fastify/compress's brotli quality: the bytes are the same as a fresh answer's. */
const BROTLI_QUALITY = 4;

export type TAnswerEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** br when the client takes it, else gzip, else none (q=0 refuses a coding; `*` stands for any). */
export const pickEncoding = (header: string | string[] | undefined): TAnswerEncoding => {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
};

interface TEncoded {
  encoding: TAnswerEncoding;
  bytes: Buffer;
}

const encode = async (json: string, wanted: TAnswerEncoding): Promise<TEncoded> => {
  const raw = Buffer.from(json, 'utf8');
  if (wanted === 'identity' || raw.length < COMPRESS_THRESHOLD_BYTES) return { encoding: 'identity', bytes: raw };
  if (wanted === 'br') return { encoding: 'br', bytes: await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) };
  return { encoding: 'gzip', bytes: await gzipAsync(raw) };
};

/** The encoded envelopes of each shared answer object, per language and encoding: made once, dropped with the object. */
const forms = new WeakMap<object, Map<string, Promise<TEncoded>>>();

/**
 * Sends `value` in the success envelope, serialized and compressed once per (language, encoding) for
 * as long as the object lives. For answers that are one shared object for everyone for a while (the
 * public game pages and search results of the games service's caches): compressing a 10 KB page with
 * brotli costs more CPU than the rest of the request.
 */
export const sendSharedAnswer = async (request: FastifyRequest, reply: FastifyReply, value: object): Promise<FastifyReply> => {
  const key = `${langOf(request)}:${pickEncoding(request.headers['accept-encoding'])}`;
  let byKey = forms.get(value);
  if (!byKey) forms.set(value, (byKey = new Map()));
  let pending = byKey.get(key);
  if (!pending) {
    pending = encode(JSON.stringify(ok(request, value)), pickEncoding(request.headers['accept-encoding']));
    byKey.set(key, pending);
  }
  const { encoding, bytes } = await pending;
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
};
