import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useOpsText } from '../../i18n/useOpsText.ts';
import { Button } from '../Button/Button.tsx';
import { INITIAL_VIEW, MAX_ZOOM, MIN_ZOOM, panBy, pinchZoom, zoomPercent, zoomStep, zoomTo, type Frame, type View } from './zoom.ts';
import * as styles from './ImageViewer.css.ts';

export interface ViewerImage {
  src: string;
  alt: string;
  /** Its caption, e.g. "ID card, front". */
  label: string;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** Names the group of images; defaults to "Document images". */
  label?: string;
  locale?: Locale;
}

/** KYC documents side by side (stacked on a phone), each zoomed and moved on its own. */
export function ImageViewer({ images, label, locale }: ImageViewerProps) {
  const text = useOpsText(locale).image;
  return (
    <div className={styles.grid} role="group" aria-label={label ?? text.images}>
      {images.map((image) => (
        <ZoomableImage key={image.src} image={image} locale={locale} />
      ))}
    </div>
  );
}

/** Arrow keys move a zoomed image by this share of the frame. */
const KEY_PAN = 0.1;

function ZoomableImage({ image, locale }: { image: ViewerImage; locale?: Locale }) {
  const text = useOpsText(locale).image;
  const captionId = useId();
  const hintId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(INITIAL_VIEW);
  // Pointers down on the frame: one drags, two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ zoom: number; distance: number } | null>(null);

  const frame = (): Frame => {
    const rect = frameRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };
  /** A client point relative to the frame's centre. */
  const fromCentre = (clientX: number, clientY: number) => {
    const rect = frameRef.current!.getBoundingClientRect();
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  };

  // The wheel zooms at the cursor. React's wheel listener is passive and cannot keep the page from
  // scrolling, so this one is added by hand.
  useEffect(() => {
    const node = frameRef.current;
    if (!node) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const rect = node.getBoundingClientRect();
      const around = { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 };
      setView((current) => zoomStep(current, event.deltaY < 0 ? 1 : -1, { width: rect.width, height: rect.height }, around));
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const size = frame();
    const moves: Record<string, () => View> = {
      '+': () => zoomStep(view, 1, size),
      '=': () => zoomStep(view, 1, size),
      '-': () => zoomStep(view, -1, size),
      '0': () => INITIAL_VIEW,
      // An arrow shows more of that side: the image moves the other way.
      ArrowLeft: () => panBy(view, size.width * KEY_PAN, 0, size),
      ArrowRight: () => panBy(view, -size.width * KEY_PAN, 0, size),
      ArrowUp: () => panBy(view, 0, size.height * KEY_PAN, size),
      ArrowDown: () => panBy(view, 0, -size.height * KEY_PAN, size),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setView(move());
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks cannot be captured; moves still arrive over the frame.
    }
    if (pointers.current.size === 2) pinch.current = { zoom: view.zoom, distance: distance() };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const size = frame();
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const middle = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      // Computed now: the updater runs later, when the gesture may have ended.
      const zoom = pinchZoom(pinch.current.zoom, pinch.current.distance, distance());
      setView((current) => zoomTo(current, zoom, size, middle));
    } else if (pointers.current.size === 1) {
      const dx = event.clientX - last.x;
      const dy = event.clientY - last.y;
      setView((current) => panBy(current, dx, dy, size));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {image.label}
      </figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable frame whose keys zoom and move the image, described by the hint below */}
      <div
        ref={frameRef}
        className={styles.frame({ zoomed: view.zoom > 1 })}
        role="group"
        aria-labelledby={captionId}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the frame takes the zoom and move keys
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={() => setView(INITIAL_VIEW)}
      >
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {text.keys}
      </p>
      <div className={styles.toolbar}>
        <Button size="small" variant="outline" aria-label={text.zoomOut} disabled={view.zoom <= MIN_ZOOM} onClick={() => setView(zoomStep(view, -1, frame()))}>
          −
        </Button>
        <output className={styles.level} aria-live="polite">
          {formatText(text.zoomLevel, { label: image.label, percent: zoomPercent(view) })}
        </output>
        <Button size="small" variant="outline" aria-label={text.zoomIn} disabled={view.zoom >= MAX_ZOOM} onClick={() => setView(zoomStep(view, 1, frame()))}>
          +
        </Button>
        <Button size="small" variant="ghost" disabled={view.zoom === 1 && view.x === 0 && view.y === 0} onClick={() => setView(INITIAL_VIEW)}>
          {text.reset}
        </Button>
      </div>
    </figure>
  );
}
