import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../shared/seeded-random.ts';
import { pachinkoTableOf } from '../../../../shared/games/tables.ts';
import { DEFAULT_LAYOUT, OUT_HOLE, START_POCKET, ballPath, boardPins, generalPockets, positionAt, sampleEnds, type BoardLayout } from './pachinkoBoard.fns.ts';

/** The default board and every pachinko machine's own. */
const LAYOUTS: [string, BoardLayout][] = [
  ['default', DEFAULT_LAYOUT],
  ...['pachinko-sakura-ama', 'pachinko-fuji-rush'].map((id): [string, BoardLayout] => [id, pachinkoTableOf(id)!.look!.layout]),
];

const count = (ends: string[], kind: string) => ends.filter((end) => end === kind).length;

describe('sampleEnds', () => {
  it('shows the round’s balls in its proportions, every kind that happened at least once', () => {
    const ends = sampleEnds({ lost: 222, generalPockets: 9, starts: 19 }, 30, seededRandom(1));
    expect(ends).toHaveLength(30);
    expect(count(ends, 'lost')).toBe(27);
    expect(count(ends, 'general')).toBe(1);
    expect(count(ends, 'start')).toBe(2);
  });

  it('never shows a kind that did not happen, nor more balls than were fired', () => {
    expect(count(sampleEnds({ lost: 250, generalPockets: 0, starts: 0 }, 30, seededRandom(2)), 'lost')).toBe(30);
    expect(sampleEnds({ lost: 3, generalPockets: 1, starts: 1 }, 30, seededRandom(3))).toHaveLength(5);
    expect(sampleEnds({ lost: 0, generalPockets: 0, starts: 0 }, 30, seededRandom(4))).toEqual([]);
  });

  it('keeps the sample size when the minimum of one would overshoot it', () => {
    const ends = sampleEnds({ lost: 1000, generalPockets: 1, starts: 1 }, 2, seededRandom(5));
    expect(ends).toHaveLength(2);
  });
});

describe('ballPath', () => {
  it.each(LAYOUTS)('%s: ends each ball in the pocket it was given, and the same round draws the same balls', (_name, layout) => {
    const random = seededRandom(42);
    const start = ballPath('start', random, layout);
    expect(start.at(-1)).toMatchObject({ x: START_POCKET.x, y: START_POCKET.y });
    const general = ballPath('general', random, layout).at(-1)!;
    expect(generalPockets(layout).some((pocket) => pocket.x === general.x && pocket.y === general.y)).toBe(true);
    expect(ballPath('lost', random, layout).at(-1)!.x).toBe(OUT_HOLE.x);
    expect(ballPath('start', seededRandom(7), layout)).toEqual(ballPath('start', seededRandom(7), layout));
  });

  it('moves forward in time and is somewhere on the board while in flight', () => {
    const path = ballPath('general', seededRandom(9));
    for (let i = 1; i < path.length; i += 1) expect(path[i]!.at).toBeGreaterThan(path[i - 1]!.at);
    expect(positionAt(path, -1)).toBeNull();
    expect(positionAt(path, path.at(-1)!.at + 1)).toBeNull();
    const middle = positionAt(path, path.at(-1)!.at / 2)!;
    expect(middle.x).toBeGreaterThan(0);
    expect(middle.x).toBeLessThan(300);
  });
});

describe('boardPins', () => {
  it.each(LAYOUTS)('%s: leaves the pockets open', (_name, layout) => {
    const pins = boardPins(layout);
    expect(pins.length).toBeGreaterThan(80);
    for (const pocket of [START_POCKET, ...generalPockets(layout)]) {
      expect(pins.some((pin) => Math.abs(pin.x - pocket.x) < pocket.half && Math.abs(pin.y - pocket.y) < 5)).toBe(false);
    }
  });

  it('gives the two pachinko machines boards of their own', () => {
    const [sakura, fuji] = ['pachinko-sakura-ama', 'pachinko-fuji-rush'].map((id) => pachinkoTableOf(id)!.look!);
    expect(boardPins(sakura!.layout)).not.toEqual(boardPins(fuji!.layout));
    expect(sakura!.colours).not.toEqual(fuji!.colours);
  });
});
