import { useMemo } from 'react';
import { qrDrawing } from './qrModules.ts';
import * as styles from './QrCode.css.ts';

export interface QrCodeProps {
  /** The exact text a scanner reads (an address, a link). */
  value: string;
  /** What the code is, for screen readers ("Deposit address as a QR code"). */
  label: string;
  className?: string;
}

/**
 * A QR code as inline SVG (no script, no image request): dark modules on white with the quiet
 * zone the standard asks for, whatever the theme, so any phone camera reads it.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrDrawing(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className ? `${styles.code} ${className}` : styles.code}
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
