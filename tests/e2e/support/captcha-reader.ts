// Reads our own captcha so the journeys can sign in through the real popup. It knows how the
// server draws (glyph font, layout, ink colours) and matches every glyph over the jitter, shear
// and wave the drawing applies; noise is drawn in other colours and only costs a few points.
import { CAPTCHA_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from '../../../server/modules/auth/captcha-font.ts';
import { CAPTCHA_ALPHABET } from '../../../server/modules/auth/secrets.fns.ts';

export interface IndexedImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const SCALE = 3;
const INK_FIRST = 3;
const INK_LAST = 8;

/** Decodes a one-frame GIF into palette indices. */
export function decodeGif(gif: Uint8Array): IndexedImage {
  const view = Buffer.from(gif);
  if (view.toString('ascii', 0, 6) !== 'GIF89a' && view.toString('ascii', 0, 6) !== 'GIF87a') throw new Error('not a GIF');
  const width = view.readUInt16LE(6);
  const height = view.readUInt16LE(8);
  const flags = view[10]!;
  let offset = 13 + (flags & 0x80 ? 3 * (1 << ((flags & 7) + 1)) : 0);
  while (view[offset] === 0x21) {
    offset += 2;
    while (view[offset]! > 0) offset += view[offset]! + 1;
    offset += 1;
  }
  if (view[offset] !== 0x2c) throw new Error('no image descriptor');
  const localFlags = view[offset + 9]!;
  offset += 10 + (localFlags & 0x80 ? 3 * (1 << ((localFlags & 7) + 1)) : 0);
  const minCodeSize = view[offset]!;
  offset += 1;
  const data: number[] = [];
  while (view[offset]! > 0) {
    const size = view[offset]!;
    for (let i = 1; i <= size; i += 1) data.push(view[offset + i]!);
    offset += size + 1;
  }
  return { width, height, pixels: lzwDecode(Uint8Array.from(data), minCodeSize, width * height) };
}

function lzwDecode(data: Uint8Array, minCodeSize: number, count: number): Uint8Array {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const out = new Uint8Array(count);
  let written = 0;
  let table: number[][] = [];
  const reset = () => {
    table = [];
    for (let i = 0; i < clear; i += 1) table.push([i]);
    table.push([], []);
  };
  reset();
  let codeSize = minCodeSize + 1;
  let bitBuffer = 0;
  let bitCount = 0;
  let position = 0;
  let previous: number[] | null = null;
  while (written < count) {
    while (bitCount < codeSize && position < data.length) {
      bitBuffer |= data[position]! << bitCount;
      bitCount += 8;
      position += 1;
    }
    if (bitCount < codeSize) break;
    const code = bitBuffer & ((1 << codeSize) - 1);
    bitBuffer >>>= codeSize;
    bitCount -= codeSize;
    if (code === clear) {
      reset();
      codeSize = minCodeSize + 1;
      previous = null;
      continue;
    }
    if (code === end) break;
    let entry: number[];
    if (code < table.length) entry = table[code]!;
    else if (previous) entry = [...previous, previous[0]!];
    else throw new Error('bad LZW stream');
    for (const index of entry) if (written < count) out[written++] = index;
    if (previous && table.length < 4096) {
      table.push([...previous, entry[0]!]);
      if (table.length === 1 << codeSize && codeSize < 12) codeSize += 1;
    }
    previous = entry;
  }
  return out;
}

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

const isOn = (character: string, row: number, column: number) =>
  (CAPTCHA_GLYPHS[character]![row]! & (1 << (GLYPH_WIDTH - 1 - column))) !== 0;

/** Coarse score: the centre pixel of each glyph cell (hot loop: no allocation). */
function coarseScore(image: IndexedImage, baseX: number, rows: readonly number[], ink: number, shear: number, jitterX: number, jitterY: number, slope: number): number {
  const { width, height, pixels } = image;
  const glyphHeight = GLYPH_HEIGHT * SCALE;
  const top = Math.floor((height - glyphHeight) / 2) + jitterY;
  let score = 0;
  for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
    const y = row * SCALE + 1;
    const slant = Math.round(shear * (glyphHeight / 2 - y));
    const bits = rows[row]!;
    for (let column = 0; column < GLYPH_WIDTH; column += 1) {
      const x = baseX + jitterX + column * SCALE + 1 + slant;
      const yy = top + y + Math.round(slope * (column - 2) * SCALE);
      const inked = x >= 0 && x < width && yy >= 0 && yy < height && pixels[yy * width + x] === ink;
      if (bits & (1 << (GLYPH_WIDTH - 1 - column))) score += inked ? 1 : -1;
      else if (inked) score -= 1;
    }
  }
  return score;
}

/** Fine score: every pixel the drawing would set, against the ink of that colour around it. */
function fineScore(image: IndexedImage, baseX: number, p: Omit<Placement, 'score'>): number {
  const { width, height, pixels } = image;
  const glyphHeight = GLYPH_HEIGHT * SCALE;
  const baseY = Math.floor((height - glyphHeight) / 2);
  const drawn = new Set<number>();
  for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
    for (let column = 0; column < GLYPH_WIDTH; column += 1) {
      if (!isOn(p.character, row, column)) continue;
      for (let dy = 0; dy < SCALE; dy += 1) {
        const y = row * SCALE + dy;
        const slant = Math.round(p.shear * (glyphHeight / 2 - y));
        for (let dx = 0; dx < SCALE; dx += 1) {
          const x = baseX + p.jitterX + column * SCALE + dx + slant;
          const yy = baseY + p.jitterY + y + Math.round(p.slope * (x - baseX - 7));
          if (x >= 0 && x < width && yy >= 0 && yy < height) drawn.add(yy * width + x);
        }
      }
    }
  }
  let score = 0;
  for (const at of drawn) score += pixels[at] === p.ink ? 1 : -1;
  // Ink of this colour inside the glyph's box that the candidate leaves unexplained.
  for (let y = baseY + p.jitterY - 4; y < baseY + p.jitterY + glyphHeight + 4; y += 1) {
    for (let x = baseX + p.jitterX - 4; x < baseX + p.jitterX + GLYPH_WIDTH * SCALE + 4; x += 1) {
      if (x < 0 || x >= width || y < 0 || y >= height) continue;
      const at = y * width + x;
      if (pixels[at] === p.ink && !drawn.has(at)) score -= 1;
    }
  }
  return score;
}

/** Best glyph for one slot whose nominal left edge is `baseX`. */
function matchSlot(image: IndexedImage, baseX: number): Placement & { margin: number } {
  // Coarse pass: best placement per character and ink.
  const candidates: Placement[] = [];
  for (const ink of slotInks(image, baseX)) {
    for (const character of CAPTCHA_ALPHABET) {
      const rows = CAPTCHA_GLYPHS[character]!;
      let best: Placement | null = null;
      for (let shearStep = -4; shearStep <= 4; shearStep += 1) {
        for (let jitterX = -2; jitterX <= 2; jitterX += 1) {
          for (let jitterY = -6; jitterY <= 6; jitterY += 1) {
            for (let slopeStep = -2; slopeStep <= 2; slopeStep += 2) {
              const score = coarseScore(image, baseX, rows, ink, shearStep / 10, jitterX, jitterY, slopeStep / 10);
              if (!best || score > best.score) best = { character, ink, shear: shearStep / 10, jitterX, jitterY, slope: slopeStep / 10, score };
            }
          }
        }
      }
      candidates.push(best!);
    }
  }
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
