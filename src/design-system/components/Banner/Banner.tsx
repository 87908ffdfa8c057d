import { useEffect, useId, useState } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import * as styles from './Banner.css.ts';

export interface BannerSlide {
  image: string;
  title: string;
  href: string;
}

export interface BannerProps {
  slides: readonly BannerSlide[];
  /** Milliseconds between slides; 0 turns autoplay off. */
  interval?: number;
  label?: string;
  locale?: Locale;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches === true;
}

/**
 * Banner carousel. Autoplay stops while the pointer is over it, while focus is inside it,
 * and entirely for users who prefer reduced motion.
 */
export function Banner({ slides, interval = 5000, label, locale }: BannerProps) {
  const text = useDsText(locale);
  const baseId = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const count = slides.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    setReducedMotion(prefersReducedMotion());
    const query = window.matchMedia?.(REDUCED_MOTION);
    const onChange = () => setReducedMotion(query.matches);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);

  const autoplay = interval > 0 && count > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [autoplay, interval, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label ?? text.banners}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-autoplay={autoplay}
    >
      <div id={`${baseId}-slides`} aria-live={autoplay ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={`${slide.href}-${i}`}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={formatText(text.slideOf, { index: i + 1, total: count })}
            hidden={i !== current}
          >
            <a className={styles.slideLink} href={slide.href}>
              {/* The first slide is usually the page's largest image: fetched before the others. */}
              <img className={styles.image} src={slide.image} alt="" fetchPriority={i === 0 ? 'high' : undefined} />
              <span className={styles.caption}>{slide.title}</span>
            </a>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-controls={`${baseId}-slides`}
            aria-label={text.previousSlide}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-controls={`${baseId}-slides`}
            aria-label={text.nextSlide}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <ul className={styles.dots}>
            {slides.map((slide, i) => (
              <li key={`${slide.href}-${i}`}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-controls={`${baseId}-slides`}
                  aria-label={formatText(text.goToSlide, { index: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
