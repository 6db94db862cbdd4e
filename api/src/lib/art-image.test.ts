import sharp from 'sharp';
import { CARD_RASTER, rasterize, zArtFile } from './art-image';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="36"><rect width="120" height="36" fill="#0c4a6e"/></svg>';

describe('art files', () => {
  const id = zArtFile(/\d{1,9}/, Number);

  it('reads the id and the format from the file name (no extension: the SVG)', () => {
    expect(id.parse('42')).toEqual({ value: 42, format: 'svg' });
    expect(id.parse('42.svg')).toEqual({ value: 42, format: 'svg' });
    expect(id.parse('42.webp')).toEqual({ value: 42, format: 'webp' });
  });

  it('refuses any other name', () => {
    for (const bad of ['', 'x', '42.png', '42.webp.svg', '42.svgz', '../42.svg', '1234567890.webp']) expect(id.safeParse(bad).success).toBe(false);
  });

  it('draws an SVG as WebP once, and the same bytes on a second ask', async () => {
    const first = await rasterize(SVG);
    expect(first.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(first.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await rasterize(SVG)).toBe(first);
  });

  it('draws at a scale of the SVG size, kept apart from the same SVG at another scale', async () => {
    const plain = await rasterize(SVG);
    const card = await rasterize(SVG, CARD_RASTER);
    expect(await sharp(plain).metadata()).toMatchObject({ width: 120, height: 36 });
    expect(await sharp(card).metadata()).toMatchObject({ width: 180, height: 54 });
    expect(await rasterize(SVG, CARD_RASTER)).toBe(card);
  });

  it('a broken SVG fails its request and is not kept', async () => {
    await expect(rasterize('<svg')).rejects.toThrow();
    await expect(rasterize('<svg')).rejects.toThrow();
  });
});
