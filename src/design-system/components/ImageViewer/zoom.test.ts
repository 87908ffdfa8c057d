import { describe, expect, it } from 'vitest';
import { INITIAL_VIEW, MAX_ZOOM, clampView, panBy, pinchZoom, zoomPercent, zoomStep, zoomTo } from './zoom.ts';

const frame = { width: 400, height: 300 };

describe('image viewer zoom', () => {
  it('steps in and out by 25 % within 100 %–800 %', () => {
    const once = zoomStep(INITIAL_VIEW, 1, frame);
    expect(zoomPercent(once)).toBe(125);
    expect(zoomPercent(zoomStep(once, 1, frame))).toBe(156);
    expect(zoomStep(INITIAL_VIEW, -1, frame)).toEqual(INITIAL_VIEW);
    let view = INITIAL_VIEW;
    for (let i = 0; i < 20; i++) view = zoomStep(view, 1, frame);
    expect(view.zoom).toBe(MAX_ZOOM);
  });

  it('keeps the point under the cursor in place', () => {
    const around = { x: 100, y: -50 };
    const view = zoomTo(INITIAL_VIEW, 2, frame, around);
    // The image point under the cursor before, (around - shift) / zoom, is the same after.
    expect((around.x - view.x) / view.zoom).toBeCloseTo(around.x);
    expect((around.y - view.y) / view.zoom).toBeCloseTo(around.y);
  });

  it('never shows an empty frame: panning stops at the image edge and zooming out recentres', () => {
    const zoomed = zoomTo(INITIAL_VIEW, 2, frame);
    expect(panBy(zoomed, 1000, -1000, frame)).toEqual({ zoom: 2, x: 200, y: -150 });
    expect(panBy(INITIAL_VIEW, 50, 50, frame)).toEqual(INITIAL_VIEW);
    expect(zoomTo({ zoom: 2, x: 200, y: -150 }, 1, frame)).toEqual(INITIAL_VIEW);
    expect(clampView({ zoom: 0.2, x: 5, y: 5 }, frame)).toEqual(INITIAL_VIEW);
  });

  it('scales a pinch by the fingers’ distance, within range', () => {
    expect(pinchZoom(1, 100, 250)).toBe(2.5);
    expect(pinchZoom(2, 100, 25)).toBe(1);
    expect(pinchZoom(4, 100, 1000)).toBe(MAX_ZOOM);
    expect(pinchZoom(3, 0, 50)).toBe(3);
  });
});
