import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a line of text on one line of its box: when it is wider, its font is scaled down until it
 * fits (measured before the browser paints, again when the box's width changes). The result line
 * under a machine uses it: a win said in a long language at phone width would otherwise wrap to a
 * second line, the row would grow and the reels or the board above it would shrink after the round.
 * CSS cannot size text to its box yet, and a dozen lines here need no package.
 */
export function useFitOneLine<T extends HTMLElement>(text: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const box = element?.parentElement;
    if (!element || !box) return;
    const fit = () => {
      element.style.fontSize = '';
      const available = box.clientWidth;
      const needed = element.scrollWidth;
      if (needed <= available || needed === 0) return;
      const size = parseFloat(getComputedStyle(element).fontSize);
      // Rounded down to a quarter pixel so that rounding never leaves it a hair too wide.
      element.style.fontSize = `${Math.floor(((size * available) / needed) * 4) / 4}px`;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    let width = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      fit();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [text]);
  return ref;
}
