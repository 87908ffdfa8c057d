import type { PachinkoLook } from '../../../../shared/games/tables.ts';
import { ATTACKER, BALL_RADIUS, BOARD, DEFAULT_LAYOUT, DISPLAY, OUT_HOLE, START_POCKET, boardPins, generalPockets, type Point, type Pocket } from './pachinkoBoard.fns.ts';

// Canvas drawing of the board in the machine's look. The still parts are painted once into a back
// buffer; a frame is that buffer plus the balls in flight. The centre display's figures are not
// painted here: they are text laid over the canvas (PachinkoStage), readable and testable.

export interface BoardCanvas {
  context: CanvasRenderingContext2D;
  /** The painted still board, same pixel size as the canvas. */
  still: HTMLCanvasElement | null;
  /** Pixels per board unit. */
  scale: number;
  look: PachinkoLook;
}

/** The board of a machine whose data names no look. */
export const DEFAULT_LOOK: PachinkoLook = {
  colours: {
    boardTop: '#2b1f5c',
    boardBottom: '#120d2b',
    rail: '#c2b9e6',
    nails: '#e5e7eb',
    displayFrame: '#f2c14e',
    displayBack: '#0b0820',
    figures: '#c4b5fd',
    startPocket: '#ffd978',
    generalPocket: '#6ee7a8',
    attacker: '#ff8a8a',
  },
  layout: DEFAULT_LAYOUT,
};

/** Sizes the canvas to its CSS width × device pixel ratio and paints the still board; `null` without a 2D context. */
export function prepareCanvas(canvas: HTMLCanvasElement, look: PachinkoLook = DEFAULT_LOOK): BoardCanvas | null {
  const context = canvas.getContext?.('2d');
  if (!context) return null;
  const ratio = Math.min(3, globalThis.devicePixelRatio || 1);
  const cssWidth = canvas.clientWidth || BOARD.width;
  const scale = (cssWidth * ratio) / BOARD.width;
  canvas.width = Math.round(BOARD.width * scale);
  canvas.height = Math.round(BOARD.height * scale);
  const still = canvas.ownerDocument.createElement('canvas');
  still.width = canvas.width;
  still.height = canvas.height;
  const stillContext = still.getContext('2d');
  if (stillContext) {
    stillContext.setTransform(scale, 0, 0, scale, 0, 0);
    paintStill(stillContext, look);
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.drawImage(still, 0, 0);
  context.setTransform(scale, 0, 0, scale, 0, 0);
  return { context, still: stillContext ? still : null, scale, look };
}

function pocket(context: CanvasRenderingContext2D, p: Pocket, fill: string, stroke: string) {
  context.fillStyle = fill;
  context.strokeStyle = stroke;
  context.lineWidth = 2;
  context.beginPath();
  context.roundRect(p.x - p.half, p.y - 5, p.half * 2, 10, 3);
  context.fill();
  context.stroke();
}

function paintStill(context: CanvasRenderingContext2D, { colours, layout }: PachinkoLook) {
  const board = context.createLinearGradient(0, 0, 0, BOARD.height);
  board.addColorStop(0, colours.boardTop);
  board.addColorStop(1, colours.boardBottom);
  context.fillStyle = board;
  context.beginPath();
  context.roundRect(0, 0, BOARD.width, BOARD.height, 24);
  context.fill();
  // The rail the balls are shot up, and the arc over the top.
  context.strokeStyle = colours.rail;
  context.lineWidth = 3;
  context.beginPath();
  context.moveTo(296, 396);
  context.lineTo(296, 60);
  context.arc(150, 150, 146, -Math.PI * 0.2, -Math.PI * 0.8, true);
  context.stroke();
  // The centre display's frame; its figures are laid over it as text.
  context.fillStyle = colours.displayBack;
  context.strokeStyle = colours.displayFrame;
  context.lineWidth = 3;
  context.beginPath();
  context.roundRect(DISPLAY.x, DISPLAY.y, DISPLAY.width, DISPLAY.height, 10);
  context.fill();
  context.stroke();
  // Nails.
  context.fillStyle = colours.nails;
  for (const pin of boardPins(layout)) {
    context.beginPath();
    context.arc(pin.x, pin.y, 1.8, 0, Math.PI * 2);
    context.fill();
  }
  for (const general of generalPockets(layout)) pocket(context, general, colours.boardBottom, colours.generalPocket);
  pocket(context, START_POCKET, colours.boardBottom, colours.startPocket);
  pocket(context, ATTACKER, colours.boardBottom, colours.attacker);
  context.fillStyle = '#06040f';
  context.beginPath();
  context.arc(OUT_HOLE.x, OUT_HOLE.y, OUT_HOLE.half, Math.PI, 0);
  context.fill();
}

/** One frame: the still board, the attacker open or shut, the balls in flight. */
export function paintFrame(canvas: HTMLCanvasElement, board: BoardCanvas, balls: readonly Point[], attackerOpen = false): void {
  const { context, still, scale, look } = board;
  context.setTransform(1, 0, 0, 1, 0, 0);
  if (still) context.drawImage(still, 0, 0);
  else context.clearRect(0, 0, canvas.width, canvas.height);
  context.setTransform(scale, 0, 0, scale, 0, 0);
  if (attackerOpen) {
    context.fillStyle = look.colours.attacker;
    context.beginPath();
    context.roundRect(ATTACKER.x - ATTACKER.half - 4, ATTACKER.y - 9, ATTACKER.half * 2 + 8, 18, 4);
    context.fill();
    context.fillStyle = '#1b1330';
    context.font = 'bold 12px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText('V', ATTACKER.x, ATTACKER.y);
  }
  context.fillStyle = '#f1f5f9';
  context.strokeStyle = '#64748b';
  context.lineWidth = 1;
  for (const ball of balls) {
    context.beginPath();
    context.arc(ball.x, ball.y, BALL_RADIUS, 0, Math.PI * 2);
    context.fill();
    context.stroke();
  }
}
