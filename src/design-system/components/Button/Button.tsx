import type { ButtonHTMLAttributes, AnchorHTMLAttributes, ReactNode } from 'react';
import { button } from './Button.css.ts';

export const BUTTON_TONES = ['brand', 'accent', 'critical', 'neutral'] as const;
export const BUTTON_VARIANTS = ['solid', 'outline', 'ghost'] as const;
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonTone = (typeof BUTTON_TONES)[number];
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

interface ButtonLook {
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fills the width of its container. */
  block?: boolean;
  children?: ReactNode;
}

export type ButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Its action is under way: disabled and announced as busy until it ends. */
    busy?: boolean;
  };

export function Button({ tone, variant, size, block, className, type = 'button', busy, disabled, ...rest }: ButtonProps) {
  const classes = [button({ tone, variant, size, block }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} disabled={busy || disabled} aria-busy={busy || undefined} {...rest} />;
}

export type ButtonLinkProps = ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that looks like a button, for navigation on static pages. */
export function ButtonLink({ tone, variant, size, block, className, children, ...rest }: ButtonLinkProps) {
  const classes = [button({ tone, variant, size, block }), className].filter(Boolean).join(' ');
  return (
    <a className={classes} {...rest}>
      {children}
    </a>
  );
}
