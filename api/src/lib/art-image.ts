import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';

/**
 * Generated artwork is drawn as SVG. What the site links (banners, promotion cards, game cards) is served as
 * WebP: a browser lays out and paints an SVG `<img>` on the main thread (the home banner's paint took 84 ms of a
 * phone's main thread, 4x CPU, before it could show; a game card's text and symbol about 6 ms each, 135 ms for
 * the home page's cards), a raster image is decoded off it. A card is ~4-5.5 KB as WebP (`CARD_RASTER`) against
 * ~0.6 KB of gzipped SVG. The SVG stays reachable under `.svg` (a designer's look, tests); provider logos stay SVG (they load only
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

/**
 * How a piece of art is rasterized: `scale` times its SVG size (art shown larger than its SVG size on a sharp
 * screen needs the pixels), at a WebP `quality`.
 */
export interface TRaster {
  scale: number;
  quality: number;
}

/** Banners and promotions: a 1200x360 banner is about 13.5 KB at quality 70 (small enough to go inline in the home page). */
export const PROMO_RASTER: TRaster = { scale: 1, quality: 70 };

/**
 * Game cards: 450 px for a 300 px SVG, so a card (120-180 CSS px) and the game's front page (up to 280 CSS px)
 * stay sharp on a phone's 1.75-3x screen. About 4-5.5 KB at quality 60 (the 300 px image at 70: 2.7-3.9 KB).
 */
export const CARD_RASTER: TRaster = { scale: 1.5, quality: 60 };

export function rasterize(svg: string, { scale, quality }: TRaster = PROMO_RASTER): Promise<Buffer> {
  const key = `${scale}:${quality}:${createHash('sha256').update(svg).digest('base64url')}`;
  const hit = rendered.get(key);
  if (hit) return hit;
  const job = sharp(Buffer.from(svg), { density: 72 * scale }).webp({ quality, effort: 6 }).toBuffer();
  job.catch(() => rendered.delete(key));
  if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, job);
  return job;
}

/**
 * Sends a piece of art in the format asked for. `cacheControl`: how long a browser may keep it. An
 * SVG is sandboxed so it cannot run script if opened directly.
 */
export async function sendArt(reply: FastifyReply, svg: string, format: TArtFormat, cacheControl: string, raster: TRaster = PROMO_RASTER) {
  reply.header('cache-control', cacheControl).header('x-content-type-options', 'nosniff');
  if (format === 'webp') return reply.header('content-type', 'image/webp').send(await rasterize(svg, raster));
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}
