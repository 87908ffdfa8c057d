import { encode } from 'uqr';

// The QR matrix of a text (uqr: small, dependency-free, maintained by unjs) turned into one SVG
// path of horizontal runs, drawn by presentation attributes only: nothing for the CSP to refuse.

/** Error correction a printed or photographed code survives with: M (about 15 % damage). */
export const QR_ECC = 'M' as const;
/** Light modules around the code, as the standard asks (four). */
export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules per side, quiet zone included (the SVG's viewBox). */
  size: number;
  /** Dark modules as `M x y h len v1 h-len z` runs. */
  path: string;
}

export function qrDrawing(text: string): QrDrawing {
  const { data } = encode(text, { ecc: QR_ECC, border: 0 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size: data.length + 2 * QUIET_ZONE, path: runs.join('') };
}
