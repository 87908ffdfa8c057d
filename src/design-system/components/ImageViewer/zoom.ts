// The image viewer's view maths: a zoom factor and a shift of the image's centre from the frame's
// centre, in frame pixels. Pure, so the buttons, keys, wheel and pinch all move through one set of
// rules: zoom stays in [MIN_ZOOM, MAX_ZOOM], the point under the cursor stays put, and the image
// never slides off so far that an empty frame shows.

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
export const ZOOM_STEP = 1.25;

export interface View {
  zoom: number;
  x: number;
  y: number;
}

export interface Frame {
  width: number;
  height: number;
}

export const INITIAL_VIEW: View = { zoom: 1, x: 0, y: 0 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Keeps the zoom in range and the shifted image covering the frame. */
export function clampView(view: View, frame: Frame): View {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const maxX = ((zoom - 1) * frame.width) / 2;
  const maxY = ((zoom - 1) * frame.height) / 2;
  // `+ 0` turns -0 into 0, so a view at rest compares equal to INITIAL_VIEW.
  return { zoom, x: clamp(view.x, -maxX, maxX) + 0, y: clamp(view.y, -maxY, maxY) + 0 };
}

/**
 * Zoom to `zoom` around a point given relative to the frame's centre (the cursor, the pinch's
 * midpoint; the centre itself by default): that point of the image stays where it is.
 */
export function zoomTo(view: View, zoom: number, frame: Frame, around = { x: 0, y: 0 }): View {
  const next = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const ratio = next / view.zoom;
  return clampView({ zoom: next, x: around.x - ratio * (around.x - view.x), y: around.y - ratio * (around.y - view.y) }, frame);
}

/** One step in (`+1`) or out (`-1`). */
export function zoomStep(view: View, direction: 1 | -1, frame: Frame, around?: { x: number; y: number }): View {
  return zoomTo(view, view.zoom * ZOOM_STEP ** direction, frame, around);
}

export function panBy(view: View, dx: number, dy: number, frame: Frame): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, frame);
}

/** A pinch: the zoom the gesture started at, scaled by how far the fingers moved apart. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return clamp((startZoom * distance) / startDistance, MIN_ZOOM, MAX_ZOOM);
}

export const zoomPercent = (view: View) => Math.round(view.zoom * 100);
