import { describe, expect, it } from 'vitest';
import { decodeGif } from '../../../tests/support/gif-decoder.ts';
import { CAPTCHA_CHARACTERS } from './captcha-font.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_PALETTE, CAPTCHA_WIDTH, drawCaptcha, renderCaptchaGif, type RandomInt } from './captcha-image.ts';
import { CAPTCHA_ALPHABET } from './secrets.fns.ts';

/** A repeatable stand-in for the crypto source, so only the text differs between drawings. */
function seeded(seed: number): RandomInt {
  let state = seed;
  return (bound) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * bound);
  };
}

const INK_INDICES = new Set([3, 4, 5, 6, 7, 8]);
const inkCount = (pixels: Uint8Array) => pixels.filter((index) => INK_INDICES.has(index)).length;

describe('renderCaptchaGif', () => {
  it('is a well-formed GIF89a of the captcha size', () => {
    const gif = renderCaptchaGif('AB3K7');
    expect(gif.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect(gif.readUInt16LE(6)).toBe(CAPTCHA_WIDTH);
    expect(gif.readUInt16LE(8)).toBe(CAPTCHA_HEIGHT);
    expect(gif.at(-1)).toBe(0x3b);
    const decoded = decodeGif(gif);
    expect(decoded).toMatchObject({ width: 120, height: 40 });
    expect(decoded.pixels).toHaveLength(120 * 40);
    expect(decoded.palette.slice(0, CAPTCHA_PALETTE.length)).toEqual(CAPTCHA_PALETTE.map((colour) => [...colour]));
  });

  it('draws the text in ink', () => {
    const { pixels } = decodeGif(renderCaptchaGif('WMWMW'));
    // Five 15×21 glyphs of a dozen or more lit cells each, 9 pixels a cell.
    expect(inkCount(pixels)).toBeGreaterThan(5 * 12 * 9 * 0.8);
  });

  it('never draws the same image twice for the same text, yet stays small', () => {
    const first = renderCaptchaGif('HJ4P9');
    const second = renderCaptchaGif('HJ4P9');
    expect(first.equals(second)).toBe(false);
    for (const gif of [first, second]) expect(gif.length).toBeLessThan(3000);
  });

  it('stays small even for the longest, busiest text (base64 well under 4 KB)', () => {
    const sizes = Array.from({ length: 20 }, () => renderCaptchaGif('WMWMWM').toString('base64').length);
    expect(Math.max(...sizes)).toBeLessThan(4000);
  });

  it('can draw every character the server may choose, in either case', () => {
    for (const character of CAPTCHA_ALPHABET) expect(CAPTCHA_CHARACTERS).toContain(character);
    expect(() => renderCaptchaGif(CAPTCHA_CHARACTERS.slice(0, 6))).not.toThrow();
    expect(decodeGif(renderCaptchaGif('abc')).width).toBe(120);
  });

  it('refuses characters without a glyph and empty or over-long text', () => {
    for (const text of ['O0', 'I1', 'A-B', '', 'ABCDEFG']) expect(() => renderCaptchaGif(text), text).toThrow(RangeError);
  });
});

describe('drawCaptcha', () => {
  it('draws different texts differently under the same noise', () => {
    const a = drawCaptcha('ACDEF', seeded(7)).pixels;
    const b = drawCaptcha('ACDEG', seeded(7)).pixels;
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(Buffer.from(drawCaptcha('ACDEF', seeded(7)).pixels).equals(Buffer.from(a))).toBe(true);
  });

  it('moves the glyphs between drawings (jitter), not only the noise', () => {
    const inkMask = (seed: number) => drawCaptcha('TTTT', seeded(seed)).pixels.map((index) => (INK_INDICES.has(index) ? 1 : 0));
    expect(Buffer.from(inkMask(1)).equals(Buffer.from(inkMask(2)))).toBe(false);
  });
});
