import { describe, expect, it } from 'vitest';
import { decodeGif } from '../../../tests/support/gif-decoder.ts';
import { encodeGif, type Palette } from './captcha-gif.ts';

const greys = (count: number): Palette => Array.from({ length: count }, (_, i) => [i, i, i] as const);

function image(width: number, height: number, colours: number, pixelAt: (i: number) => number) {
  return { width, height, pixels: Uint8Array.from({ length: width * height }, (_, i) => pixelAt(i) % colours) };
}

describe('encodeGif', () => {
  it('writes a GIF89a whose pixels decode back exactly', () => {
    const source = image(31, 17, 16, (i) => (i * 7 + (i >> 3)) ^ (i >> 5));
    const decoded = decodeGif(encodeGif(source, greys(16)));
    expect(decoded).toMatchObject({ version: 'GIF89a', width: 31, height: 17 });
    expect(decoded.palette.slice(0, 16)).toEqual(greys(16).map((colour) => [...colour]));
    expect(decoded.pixels).toEqual(source.pixels);
  });

  it('keeps codes within 12 bits by restarting the table on busy images', () => {
    let seed = 12345;
    const noise = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16;
    const source = image(200, 150, 256, () => noise());
    const decoded = decodeGif(encodeGif(source, greys(256)));
    expect(decoded.pixels).toEqual(source.pixels);
  });

  it('handles two-colour images and single pixels', () => {
    const stripes = image(9, 4, 2, (i) => i % 3);
    expect(decodeGif(encodeGif(stripes, greys(2))).pixels).toEqual(stripes.pixels);
    const dot = image(1, 1, 2, () => 1);
    expect(decodeGif(encodeGif(dot, greys(2))).pixels).toEqual(dot.pixels);
  });

  it('pads the colour table to a power of two', () => {
    const decoded = decodeGif(encodeGif(image(4, 4, 5, (i) => i), greys(5)));
    expect(decoded.palette).toHaveLength(8);
  });

  it('refuses pixels outside the palette and sizes that do not add up', () => {
    expect(() => encodeGif({ width: 2, height: 1, pixels: Uint8Array.of(0, 4) }, greys(4))).toThrow(RangeError);
    expect(() => encodeGif({ width: 2, height: 2, pixels: Uint8Array.of(0) }, greys(4))).toThrow(RangeError);
  });
});
