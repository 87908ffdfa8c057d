import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner.tsx';

const slides = [
  { image: '/a.png', title: 'First', href: '/a' },
  { image: '/b.png', title: 'Second', href: '/b' },
];

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const shownTitle = () => screen.getAllByRole('link', { hidden: false }).map((a) => a.textContent)[0];

describe('Banner autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances by itself when motion is welcome', () => {
    mockReducedMotion(false);
    render(<Banner slides={slides} interval={1000} />);
    expect(shownTitle()).toBe('First');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shownTitle()).toBe('Second');
  });

  it('stays put for users who prefer reduced motion', () => {
    mockReducedMotion(true);
    render(<Banner slides={slides} interval={1000} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownTitle()).toBe('First');
  });
});
