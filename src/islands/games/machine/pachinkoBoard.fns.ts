// Geometry of the drawn pachinko board and the paths of the balls shown falling through it.
// Pure and deterministic (seeded by the round), so a replay draws the same balls. The drawing
// only illustrates the outcome the server sent: where each shown ball ends is taken from it.

import type { PachinkoLook } from '../../../../shared/games/tables.ts';

export const BOARD = { width: 300, height: 400 } as const;

/** Where a machine's nails and general pockets are (its look's layout). */
export type BoardLayout = PachinkoLook['layout'];

/** The board of a machine whose data names no layout. */
export const DEFAULT_LAYOUT: BoardLayout = { rowStep: 20, columnStep: 24, generalPocket: { x: 62, y: 272 } };

export interface Point {
  x: number;
  y: number;
}

export interface Pocket extends Point {
  /** Half the opening's width. */
  half: number;
}

export const START_POCKET: Pocket = { x: 150, y: 300, half: 11 };
/** The two general pockets of a layout: the left one where the layout puts it, the right one mirrored. */
export function generalPockets(layout: BoardLayout): readonly [Pocket, Pocket] {
  const { x, y } = layout.generalPocket;
  return [
    { x, y, half: 10 },
    { x: BOARD.width - x, y, half: 10 },
  ];
}
export const ATTACKER: Pocket = { x: 150, y: 340, half: 28 };
export const OUT_HOLE: Pocket = { x: 150, y: 388, half: 14 };
/** The centre display (the lottery screen) the pins leave room for. */
export const DISPLAY = { x: 100, y: 112, width: 100, height: 84 } as const;

const PIN_TOP = 70;
const PIN_BOTTOM = 330;
export const BALL_RADIUS = 4;

/** The nails: staggered rows, leaving the centre display, the pockets and the rail free. */
export function boardPins(layout: BoardLayout = DEFAULT_LAYOUT): Point[] {
  const pins: Point[] = [];
  const pockets = [START_POCKET, ATTACKER, ...generalPockets(layout)];
  for (let y = PIN_TOP, row = 0; y <= PIN_BOTTOM; y += layout.rowStep, row += 1) {
    for (let x = 30 + (row % 2) * (layout.columnStep / 2); x <= 270; x += layout.columnStep) {
      const inDisplay = x > DISPLAY.x - 8 && x < DISPLAY.x + DISPLAY.width + 8 && y > DISPLAY.y - 8 && y < DISPLAY.y + DISPLAY.height + 8;
      const nearPocket = pockets.some((p) => Math.abs(p.x - x) < p.half + 6 && Math.abs(p.y - y) < 10);
      if (!inDisplay && !nearPocket) pins.push({ x, y });
    }
  }
  return pins;
}

export type BallEnd = 'lost' | 'general' | 'start';

/**
 * Where `sample` shown balls end, in the proportions of the round (largest remainder), every
 * kind that happened at least once shown at least once, in a shuffled order.
 */
export function sampleEnds(counts: { lost: number; generalPockets: number; starts: number }, sample: number, random: () => number): BallEnd[] {
  const kinds: [BallEnd, number][] = [
    ['lost', counts.lost],
    ['general', counts.generalPockets],
    ['start', counts.starts],
  ];
  const total = kinds.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0 || sample <= 0) return [];
  const size = Math.min(sample, total);
  const shares = kinds.map(([kind, n]) => ({ kind, n, exact: (n * size) / total, take: Math.floor((n * size) / total) }));
  for (const share of shares) if (share.n > 0 && share.take === 0) share.take = 1;
  let left = size - shares.reduce((sum, s) => sum + s.take, 0);
  const byRemainder = [...shares].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)));
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length) {
    if (byRemainder[i]!.n > byRemainder[i]!.take) {
      byRemainder[i]!.take += 1;
      left -= 1;
    }
  }
  // The minimum of one may overshoot the sample: take the extra back from the largest kind.
  while (left < 0) {
    const largest = shares.reduce((a, b) => (b.take > a.take ? b : a));
    largest.take -= 1;
    left += 1;
  }
  const ends = shares.flatMap((s) => Array.from({ length: s.take }, () => s.kind));
  for (let i = ends.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [ends[i], ends[j]] = [ends[j]!, ends[i]!];
  }
  return ends;
}

/** A point of a ball's path and when (ms after its launch) the ball is there. */
export interface PathPoint extends Point {
  at: number;
}

/** Up the rail, over the top and down through the pins, ending in the pocket it was given. */
export function ballPath(end: BallEnd, random: () => number, layout: BoardLayout = DEFAULT_LAYOUT): PathPoint[] {
  const target: Pocket =
    end === 'start' ? START_POCKET : end === 'general' ? generalPockets(layout)[random() < 0.5 ? 0 : 1] : { ...OUT_HOLE, y: OUT_HOLE.y - 6 };
  const path: PathPoint[] = [
    { x: 288, y: 392, at: 0 },
    { x: 288, y: 60, at: 160 },
    { x: 250, y: 22, at: 210 },
    { x: 150, y: 14, at: 280 },
  ];
  // Left-side shooting: the ball drops in left of the display.
  let x = 56 + random() * 40;
  let at = 360;
  path.push({ x, y: 40, at });
  const lastRow = end === 'lost' ? 360 : target.y - 10;
  for (let y = 60; y <= lastRow; y += layout.rowStep) {
    // Each nail knocks the ball aside; it drifts towards where it ends up.
    const pull = (target.x - x) * (0.18 + 0.5 * ((y - 60) / Math.max(1, lastRow - 60)) ** 2);
    x = Math.min(278, Math.max(22, x + pull + (random() - 0.5) * 18));
    // The display sends balls round its sides.
    if (y > DISPLAY.y - 6 && y < DISPLAY.y + DISPLAY.height + 6 && x > DISPLAY.x - 6 && x < DISPLAY.x + DISPLAY.width + 6) {
      x = x < DISPLAY.x + DISPLAY.width / 2 ? DISPLAY.x - 8 : DISPLAY.x + DISPLAY.width + 8;
    }
    at += 58 + random() * 20;
    path.push({ x, y, at });
  }
  at += 80;
  path.push({ x: target.x, y: target.y, at });
  return path;
}

/** Where the ball is `elapsed` ms after its launch, or `null` before the launch and once it has ended. */
export function positionAt(path: readonly PathPoint[], elapsed: number): Point | null {
  if (elapsed < 0 || path.length === 0 || elapsed > path[path.length - 1]!.at) return null;
  for (let i = 1; i < path.length; i += 1) {
    const a = path[i - 1]!;
    const b = path[i]!;
    if (elapsed <= b.at) {
      const p = b.at === a.at ? 1 : (elapsed - a.at) / (b.at - a.at);
      return { x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p };
    }
  }
  return path[path.length - 1]!;
}
