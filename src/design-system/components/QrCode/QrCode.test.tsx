import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { QrCode } from './QrCode.tsx';

/** Paints the drawn SVG (its viewBox and path runs) into RGBA pixels, `scale` pixels a module. */
function paint(svg: Element, scale = 4): { pixels: Uint8ClampedArray; width: number } {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let px = Number(x) * scale; px < (Number(x) + Number(length)) * scale; px += 1) {
      for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py += 1) {
        const at = (py * width + px) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return { pixels, width };
}

function decode(label: string): string | undefined {
  const { pixels, width } = paint(screen.getByRole('img', { name: label }));
  return jsQR(pixels, width, width)?.data;
}

describe('QrCode', () => {
  afterEach(cleanup);

  it('draws a code a scanner reads back as the exact deposit address', () => {
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    render(<QrCode value={address} label="Deposit address as a QR code" />);
    expect(decode('Deposit address as a QR code')).toBe(address);
  });

  it('keeps case and every character of longer texts (a checksummed address, a link with a query)', () => {
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    const link = 'https://hall.example/en-US/?agentCode=DEMO2026&lang=ja-JP';
    render(
      <>
        <QrCode value={address} label="Address" />
        <QrCode value={link} label="Link" />
      </>,
    );
    expect(decode('Address')).toBe(address);
    expect(decode('Link')).toBe(link);
  });

  it('is an image named for screen readers, drawn without inline styles', () => {
    render(<QrCode value="abc" label="Deposit address as a QR code" />);
    const svg = screen.getByRole('img', { name: 'Deposit address as a QR code' });
    expect(svg.querySelector('[style]')).toBeNull();
    expect(svg.hasAttribute('style')).toBe(false);
  });
});
