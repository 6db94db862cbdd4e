import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';

/**
 * Generated artwork is drawn as SVG. What the site links (banners, promotion cards, game cards) is served as
 * WebP: a browser lays out and paints an SVG `<img>` on the main thread (the home banner's paint took 84 ms of a
 * phone's main thread, 4x CPU, before it could show; a game card's text and symbol about 6 ms each, 135 ms for
 * the home page's cards), a raster image is decoded off it. A card is ~3 KB as WebP against ~0.6 KB of gzipped
 * SVG. The SVG stays reachable under `.svg` (a designer's look, tests); provider logos stay SVG (they load only
 * once their row nears the screen).
 */
export type TArtFormat = 'webp' | 'svg';

/** The format the site links for generated art (banners, promotions, game cards). */
export const ART_EXTENSION = 'webp' satisfies TArtFormat;

/** `42`, `42.svg` or `42.webp`: the id and the format asked for (no extension: the SVG, as before). */
export const zArtFile = <T>(name: RegExp, parse: (value: string) => T) => {
  const file = new RegExp(`^(${name.source})(?:\\.(svg|webp))?$`);
  return z
    .string()
    .regex(file, 'FIELD_INVALID')
    .transform((value) => {
      const [, base = '', ext] = file.exec(value) ?? [];
      return { value: parse(base), format: (ext === 'webp' ? 'webp' : 'svg') as TArtFormat };
    });
};

/** Bounded memo of rendered images: the same SVG is rasterized once per process. */
const MAX_CACHED = 2_000;
const rendered = new Map<string, Promise<Buffer>>();

/** WebP at quality 70: a 1200x360 banner is about 13.5 KB (small enough to go inline in the home page). */
export function rasterize(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(svg).digest('base64url');
  const hit = rendered.get(key);
  if (hit) return hit;
  const job = sharp(Buffer.from(svg)).webp({ quality: 70, effort: 6 }).toBuffer();
  job.catch(() => rendered.delete(key));
  if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, job);
  return job;
}

/**
 * Sends a piece of art in the format asked for. `cacheControl`: how long a browser may keep it. An
 * SVG is sandboxed so it cannot run script if opened directly.
 */
export async function sendArt(reply: FastifyReply, svg: string, format: TArtFormat, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('x-content-type-options', 'nosniff');
  if (format === 'webp') return reply.header('content-type', 'image/webp').send(await rasterize(svg));
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}
