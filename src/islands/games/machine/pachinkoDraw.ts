import { ATTACKER, BALL_RADIUS, BOARD, DISPLAY, GENERAL_POCKETS, OUT_HOLE, START_POCKET, boardPins, type Point, type Pocket } from './pachinkoBoard.fns.ts';

// Canvas drawing of the board. The still parts are painted once into a back buffer; a frame is
// that buffer plus the balls in flight.

export interface BoardCanvas {
  context: CanvasRenderingContext2D;
  /** The painted still board, same pixel size as the canvas. */
  still: HTMLCanvasElement | null;
  /** Pixels per board unit. */
  scale: number;
}

/** Sizes the canvas to its CSS width × device pixel ratio and paints the still board; `null` without a 2D context. */
export function prepareCanvas(canvas: HTMLCanvasElement): BoardCanvas | null {
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
    paintStill(stillContext);
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.drawImage(still, 0, 0);
  context.setTransform(scale, 0, 0, scale, 0, 0);
  return { context, still: stillContext ? still : null, scale };
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

function paintStill(context: CanvasRenderingContext2D) {
  const board = context.createLinearGradient(0, 0, 0, BOARD.height);
  board.addColorStop(0, '#2b1f5c');
  board.addColorStop(1, '#120d2b');
  context.fillStyle = board;
  context.beginPath();
  context.roundRect(0, 0, BOARD.width, BOARD.height, 24);
  context.fill();
  // The rail the balls are shot up, and the arc over the top.
  context.strokeStyle = '#c2b9e6';
  context.lineWidth = 3;
  context.beginPath();
  context.moveTo(296, 396);
  context.lineTo(296, 60);
  context.arc(150, 150, 146, -Math.PI * 0.2, -Math.PI * 0.8, true);
  context.stroke();
  // The centre display.
  context.fillStyle = '#0b0820';
  context.strokeStyle = '#f2c14e';
  context.lineWidth = 3;
  context.beginPath();
  context.roundRect(DISPLAY.x, DISPLAY.y, DISPLAY.width, DISPLAY.height, 10);
  context.fill();
  context.stroke();
  context.fillStyle = '#c4b5fd';
  context.font = 'bold 20px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText('7 · 7 · 7', DISPLAY.x + DISPLAY.width / 2, DISPLAY.y + DISPLAY.height / 2);
  // Nails.
  context.fillStyle = '#e5e7eb';
  for (const pin of boardPins()) {
    context.beginPath();
    context.arc(pin.x, pin.y, 1.8, 0, Math.PI * 2);
    context.fill();
  }
  for (const general of GENERAL_POCKETS) pocket(context, general, '#11352a', '#6ee7a8');
  pocket(context, START_POCKET, '#3a2a0f', '#ffd978');
  pocket(context, ATTACKER, '#3d1526', '#ff8a8a');
  context.fillStyle = '#06040f';
  context.beginPath();
  context.arc(OUT_HOLE.x, OUT_HOLE.y, OUT_HOLE.half, Math.PI, 0);
  context.fill();
}

/** One frame: the still board, the attacker open or shut, the balls in flight. */
export function paintFrame(canvas: HTMLCanvasElement, board: BoardCanvas, balls: readonly Point[], attackerOpen = false): void {
  const { context, still, scale } = board;
  context.setTransform(1, 0, 0, 1, 0, 0);
  if (still) context.drawImage(still, 0, 0);
  else context.clearRect(0, 0, canvas.width, canvas.height);
  context.setTransform(scale, 0, 0, scale, 0, 0);
  if (attackerOpen) {
    context.fillStyle = '#ff8a8a';
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
