// Reads our own captcha so the journeys can sign in through the real popup. It knows how the
// server draws (glyph font, layout, ink colours) and matches every glyph over the jitter, shear
// and wave the drawing applies; noise is drawn in other colours and only costs a few points.
import { CAPTCHA_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from '../../../server/modules/auth/captcha-font.ts';
import { CAPTCHA_ALPHABET } from '../../../server/modules/auth/secrets.fns.ts';
import { decodeGif, type DecodedGif } from '../../support/gif-decoder.ts';

/** What the reader needs of a decoded captcha: its size and palette indices. */
export type IndexedImage = Pick<DecodedGif, 'width' | 'height' | 'pixels'>;

const SCALE = 3;
const INK_FIRST = 3;
const INK_LAST = 8;

interface Placement {
  character: string;
  ink: number;
  shear: number;
  jitterX: number;
  jitterY: number;
  slope: number;
  score: number;
}

/** Ink colours in a slot's window, most used first; each glyph is drawn in one of them. */
function slotInks(image: IndexedImage, baseX: number): number[] {
  const counts = new Map<number, number>();
  for (let y = 0; y < image.height; y += 1) {
    for (let x = Math.max(0, baseX + 2); x < Math.min(image.width, baseX + GLYPH_WIDTH * SCALE - 2); x += 1) {
      const index = image.pixels[y * image.width + x]!;
      if (index >= INK_FIRST && index <= INK_LAST) counts.set(index, (counts.get(index) ?? 0) + 1);
    }
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return ranked.filter(([, count], i) => i === 0 || count > ranked[0]![1] / 3).slice(0, 2).map(([index]) => index);
}

const SHEAR_STEPS = [-4, -3, -2, -1, 0, 1, 2, 3, 4];
const SLOPE_STEPS = [-2, 0, 2];

/**
 * A glyph as two bit words, so the coarse pass scores every character of a placement with a few
 * bit operations: rows 0–5 (30 bits) and row 6; a cell (row, column) is bit 5·(5 − row) + 4 − column.
 */
interface GlyphBits {
  character: string;
  high: number;
  low: number;
  cells: number;
}

const GLYPH_BITS: readonly GlyphBits[] = [...CAPTCHA_ALPHABET].map((character) => {
  const rows = CAPTCHA_GLYPHS[character]!;
  const high = rows.slice(0, GLYPH_HEIGHT - 1).reduce((word, row) => (word << GLYPH_WIDTH) | row, 0);
  const low = rows[GLYPH_HEIGHT - 1]!;
  return { character, high, low, cells: bitCount(high) + bitCount(low) };
});

function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Where the coarse pass samples each glyph cell (its centre pixel) for one shear and slope, relative
 * to the slot's left edge and the glyph's nominal top; cells in bit order, row 0 column 0 first.
 */
const SAMPLE_OFFSETS: readonly (readonly { x: Int32Array; y: Int32Array }[])[] = SHEAR_STEPS.map((shearStep) =>
  SLOPE_STEPS.map((slopeStep) => {
    const shear = shearStep / 10;
    const slope = slopeStep / 10;
    const x = new Int32Array(GLYPH_WIDTH * GLYPH_HEIGHT);
    const y = new Int32Array(GLYPH_WIDTH * GLYPH_HEIGHT);
    for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
      const cellY = row * SCALE + 1;
      const slant = Math.round(shear * ((GLYPH_HEIGHT * SCALE) / 2 - cellY));
      for (let column = 0; column < GLYPH_WIDTH; column += 1) {
        x[row * GLYPH_WIDTH + column] = column * SCALE + 1 + slant;
        y[row * GLYPH_WIDTH + column] = cellY + Math.round(slope * (column - 2) * SCALE);
      }
    }
    return { x, y };
  }),
);

/**
 * Coarse pass: for every placement (shear, jitter, slope) the inked cell centres as bit words, then
 * each character's score from them: +1 for an inked cell of the glyph, −1 for a blank one of the
 * glyph and −1 for an inked cell outside it. Keeps each character's best placement (the first on a tie).
 */
function coarseBest(image: IndexedImage, baseX: number, ink: number): Placement[] {
  const { width, height, pixels } = image;
  const top = Math.floor((height - GLYPH_HEIGHT * SCALE) / 2);
  const best: Placement[] = GLYPH_BITS.map(({ character }) => ({ character, ink, shear: 0, jitterX: 0, jitterY: 0, slope: 0, score: -Infinity }));
  const lowShift = GLYPH_WIDTH * (GLYPH_HEIGHT - 1);
  for (let shearIndex = 0; shearIndex < SHEAR_STEPS.length; shearIndex += 1) {
    for (let jitterX = -2; jitterX <= 2; jitterX += 1) {
      for (let jitterY = -6; jitterY <= 6; jitterY += 1) {
        for (let slopeIndex = 0; slopeIndex < SLOPE_STEPS.length; slopeIndex += 1) {
          const offsets = SAMPLE_OFFSETS[shearIndex]![slopeIndex]!;
          let high = 0;
          let low = 0;
          for (let cell = 0; cell < offsets.x.length; cell += 1) {
            const x = baseX + jitterX + offsets.x[cell]!;
            const y = top + jitterY + offsets.y[cell]!;
            const inked = x >= 0 && x < width && y >= 0 && y < height && pixels[y * width + x] === ink ? 1 : 0;
            if (cell < lowShift) high = (high << 1) | inked;
            else low = (low << 1) | inked;
          }
          const inkedCells = bitCount(high) + bitCount(low);
          for (let k = 0; k < GLYPH_BITS.length; k += 1) {
            const glyph = GLYPH_BITS[k]!;
            const score = 3 * (bitCount(high & glyph.high) + bitCount(low & glyph.low)) - glyph.cells - inkedCells;
            const current = best[k]!;
            if (score > current.score) {
              current.score = score;
              current.shear = SHEAR_STEPS[shearIndex]! / 10;
              current.jitterX = jitterX;
              current.jitterY = jitterY;
              current.slope = SLOPE_STEPS[slopeIndex]! / 10;
            }
          }
        }
      }
    }
  }
  return best;
}

const isOn = (character: string, row: number, column: number) =>
  (CAPTCHA_GLYPHS[character]![row]! & (1 << (GLYPH_WIDTH - 1 - column))) !== 0;

/** Marks of the pixels one candidate draws (a generation per candidate, so nothing is cleared). */
let drawnMarks = new Int32Array(0);
let drawnGeneration = 0;
const drawnPixels = new Int32Array(GLYPH_WIDTH * GLYPH_HEIGHT * SCALE * SCALE);

/** Fine score: every pixel the drawing would set, against the ink of that colour around it. */
function fineScore(image: IndexedImage, baseX: number, p: Omit<Placement, 'score'>): number {
  const { width, height, pixels } = image;
  if (drawnMarks.length !== pixels.length) drawnMarks = new Int32Array(pixels.length);
  drawnGeneration += 1;
  const glyphHeight = GLYPH_HEIGHT * SCALE;
  const baseY = Math.floor((height - glyphHeight) / 2);
  let drawn = 0;
  for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
    for (let column = 0; column < GLYPH_WIDTH; column += 1) {
      if (!isOn(p.character, row, column)) continue;
      for (let dy = 0; dy < SCALE; dy += 1) {
        const y = row * SCALE + dy;
        const slant = Math.round(p.shear * (glyphHeight / 2 - y));
        for (let dx = 0; dx < SCALE; dx += 1) {
          const x = baseX + p.jitterX + column * SCALE + dx + slant;
          const yy = baseY + p.jitterY + y + Math.round(p.slope * (x - baseX - 7));
          if (x < 0 || x >= width || yy < 0 || yy >= height) continue;
          const at = yy * width + x;
          if (drawnMarks[at] === drawnGeneration) continue;
          drawnMarks[at] = drawnGeneration;
          drawnPixels[drawn++] = at;
        }
      }
    }
  }
  let score = 0;
  for (let i = 0; i < drawn; i += 1) score += pixels[drawnPixels[i]!] === p.ink ? 1 : -1;
  // Ink of this colour inside the glyph's box that the candidate leaves unexplained.
  for (let y = baseY + p.jitterY - 4; y < baseY + p.jitterY + glyphHeight + 4; y += 1) {
    for (let x = baseX + p.jitterX - 4; x < baseX + p.jitterX + GLYPH_WIDTH * SCALE + 4; x += 1) {
      if (x < 0 || x >= width || y < 0 || y >= height) continue;
      const at = y * width + x;
      if (pixels[at] === p.ink && drawnMarks[at] !== drawnGeneration) score -= 1;
    }
  }
  return score;
}

/** Best glyph for one slot whose nominal left edge is `baseX`. */
function matchSlot(image: IndexedImage, baseX: number): Placement & { margin: number } {
  // Coarse pass: best placement per character and ink.
  const candidates = slotInks(image, baseX).flatMap((ink) => coarseBest(image, baseX, ink));
  // Fine pass on the strongest few, around their coarse placement.
  candidates.sort((a, b) => b.score - a.score);
  const fine = new Map<string, number>();
  let winner: Placement = { ...candidates[0]!, score: -Infinity };
  for (const c of candidates.slice(0, 6)) {
    for (const dShear of [-0.1, 0, 0.1]) {
      for (const dX of [-1, 0, 1]) {
        for (const dY of [-1, 0, 1]) {
          for (const dSlope of [-0.1, 0, 0.1]) {
            const p = { ...c, shear: c.shear + dShear, jitterX: c.jitterX + dX, jitterY: c.jitterY + dY, slope: c.slope + dSlope };
            const score = fineScore(image, baseX, p);
            fine.set(c.character, Math.max(fine.get(c.character) ?? -Infinity, score));
            if (score > winner.score) winner = { ...p, score };
          }
        }
      }
    }
  }
  const runnerUp = Math.max(-Infinity, ...[...fine].filter(([character]) => character !== winner.character).map(([, score]) => score));
  return { ...winner, margin: winner.score - runnerUp };
}

export interface CaptchaReading {
  text: string;
  /** Smallest lead of a glyph's best match over its best other character; low means unsure. */
  margin: number;
}

/** Below this lead a reading is a guess: ask for another captcha rather than spend a try. */
export const SURE_MARGIN = 12;

/** The text of a captcha drawn by the server (4 or 5 characters). */
export function readCaptchaImage(image: IndexedImage): CaptchaReading {
  const glyphWidth = GLYPH_WIDTH * SCALE;
  let reading: CaptchaReading = { text: '', margin: 0 };
  let bestMean = -Infinity;
  for (const length of [4, 5]) {
    const advance = Math.min(glyphWidth + 4, Math.floor((image.width - 8) / length));
    const left = Math.floor((image.width - (advance * (length - 1) + glyphWidth)) / 2);
    const matches = Array.from({ length }, (_, position) => matchSlot(image, left + position * advance));
    const mean = matches.reduce((sum, match) => sum + match.score, 0) / length;
    if (mean > bestMean) {
      bestMean = mean;
      reading = { text: matches.map((match) => match.character).join(''), margin: Math.min(...matches.map((match) => match.margin)) };
    }
  }
  return reading;
}

/** Reads the captcha from the base64 GIF the captcha call answers (with or without a data: prefix). */
export function readCaptcha(base64Gif: string): CaptchaReading {
  return readCaptchaImage(decodeGif(Buffer.from(base64Gif.replace(/^data:image\/gif;base64,/, ''), 'base64')));
}
