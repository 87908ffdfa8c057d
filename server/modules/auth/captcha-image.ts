// Draws captcha text as a small GIF: jittered, sheared and wave-bent bitmap glyphs in varying
// colours, crossed by noise lines and speckled with dots, so the answer is easy for people to
// read and costly to read mechanically.
import { randomInt } from 'node:crypto';
import { CAPTCHA_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './captcha-font.ts';
import { encodeGif, type IndexedImage, type Palette } from './captcha-gif.ts';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 3;
const MAX_LENGTH = 6;

const BACKGROUND = [0, 1, 2] as const;
const INK = [3, 4, 5, 6, 7, 8] as const;
const NOISE = [9, 10, 11, 12, 13, 14, 15] as const;

export const CAPTCHA_PALETTE: Palette = [
  [0xf4, 0xf6, 0xfa],
  [0xe6, 0xec, 0xf4],
  [0xdc, 0xe4, 0xee],
  // Ink: dark enough to read on the light background.
  [0x1f, 0x3a, 0x93],
  [0x8e, 0x1c, 0x3a],
  [0x1b, 0x6e, 0x3a],
  [0x6a, 0x2c, 0x91],
  [0x9a, 0x45, 0x00],
  [0x0d, 0x5c, 0x75],
  // Noise: some as dark as ink, so lines cannot be dropped by colour alone.
  [0x7f, 0x8f, 0xa6],
  [0xb0, 0x7a, 0xa1],
  [0x5f, 0x9e, 0x99],
  [0xd0, 0x94, 0x48],
  [0x44, 0x44, 0x55],
  [0x2a, 0x4a, 0x9a],
  [0xa0, 0xa8, 0xb8],
];

/** Random integer in [0, bound). */
export type RandomInt = (bound: number) => number;

const cryptoRandom: RandomInt = (bound) => randomInt(bound);

export function renderCaptchaGif(text: string): Buffer {
  return encodeGif(drawCaptcha(text, cryptoRandom), CAPTCHA_PALETTE);
}

/** The captcha as palette indices; `random` decides every jitter, colour and noise mark. */
export function drawCaptcha(text: string, random: RandomInt): IndexedImage {
  const characters = [...text.toUpperCase()];
  if (characters.length === 0 || characters.length > MAX_LENGTH) throw new RangeError(`captcha text must have 1 to ${MAX_LENGTH} characters`);
  const glyphs = characters.map((character) => {
    const glyph = CAPTCHA_GLYPHS[character];
    if (!glyph) throw new RangeError(`no captcha glyph for ${JSON.stringify(character)}`);
    return glyph;
  });

  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const pixels = new Uint8Array(width * height);
  const pick = <T>(values: readonly T[]): T => values[random(values.length)]!;
  const plot = (x: number, y: number, index: number) => {
    if (x >= 0 && x < width && y >= 0 && y < height) pixels[y * width + x] = index;
  };

  // Background speckle.
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = random(6) === 0 ? pick(BACKGROUND.slice(1)) : BACKGROUND[0];

  // Noise lines behind the text.
  for (let i = 0; i < 2; i += 1) line(random(width), random(height), random(width), random(height), pick(NOISE), plot);

  // Glyphs: spread over the width, each with its own offset, shear and colour; one sine wave bends
  // the whole line so neighbouring glyphs do not sit on a common baseline.
  const glyphWidth = GLYPH_WIDTH * SCALE;
  const glyphHeight = GLYPH_HEIGHT * SCALE;
  const advance = Math.min(glyphWidth + 4, Math.floor((width - 8) / glyphs.length));
  const textWidth = advance * (glyphs.length - 1) + glyphWidth;
  const left = Math.floor((width - textWidth) / 2);
  const waveAmplitude = 1 + random(3);
  const wavePeriod = 30 + random(30);
  const wavePhase = random(628) / 100;
  glyphs.forEach((rows, position) => {
    const ink = pick(INK);
    const originX = left + position * advance + random(5) - 2;
    const originY = Math.floor((height - glyphHeight) / 2) + random(7) - 3;
    const shear = (random(9) - 4) / 10; // pixels of horizontal shift per pixel of height
    for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
      for (let column = 0; column < GLYPH_WIDTH; column += 1) {
        if (!(rows[row]! & (1 << (GLYPH_WIDTH - 1 - column)))) continue;
        for (let dy = 0; dy < SCALE; dy += 1) {
          const y = row * SCALE + dy;
          const slant = Math.round(shear * (glyphHeight / 2 - y));
          for (let dx = 0; dx < SCALE; dx += 1) {
            const x = originX + column * SCALE + dx + slant;
            const wave = Math.round(waveAmplitude * Math.sin((x / wavePeriod) * 2 * Math.PI + wavePhase));
            plot(x, originY + y + wave, ink);
          }
        }
      }
    }
  });

  // Noise over the text: thin lines and dots.
  for (let i = 0; i < 3; i += 1) line(random(width), random(height), random(width), random(height), pick(NOISE), plot);
  for (let i = 0; i < 70; i += 1) plot(random(width), random(height), pick(NOISE));

  return { width, height, pixels };
}

/** Bresenham's line. */
function line(x0: number, y0: number, x1: number, y1: number, index: number, plot: (x: number, y: number, index: number) => void): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const stepX = x0 < x1 ? 1 : -1;
  const stepY = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    plot(x, y, index);
    if (x === x1 && y === y1) return;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += stepX;
    }
    if (doubled <= dx) {
      error += dx;
      y += stepY;
    }
  }
}
