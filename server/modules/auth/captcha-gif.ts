// A minimal GIF89a encoder: one frame, one global colour table, LZW-compressed indices.

export interface IndexedImage {
  width: number;
  height: number;
  /** One palette index per pixel, row by row. */
  pixels: Uint8Array;
}

/** Colours as [r, g, b]; at most 256. */
export type Palette = ReadonlyArray<readonly [number, number, number]>;

const MAX_CODE = 4096;

export function encodeGif(image: IndexedImage, palette: Palette): Buffer {
  const { width, height, pixels } = image;
  if (pixels.length !== width * height) throw new RangeError('pixel count does not match the image size');
  if (palette.length < 2 || palette.length > 256) throw new RangeError('a palette has 2 to 256 colours');
  // The colour table holds a power of two entries; the LZW alphabet is at least 2 bits.
  const tableBits = Math.max(1, Math.ceil(Math.log2(palette.length)));
  for (const index of pixels) if (index >= palette.length) throw new RangeError('pixel index outside the palette');

  const bytes: number[] = [];
  const u16 = (value: number) => bytes.push(value & 0xff, value >> 8);
  bytes.push(...Buffer.from('GIF89a', 'ascii'));
  // Logical screen descriptor: global table present, 8-bit colour resolution, table size.
  u16(width);
  u16(height);
  bytes.push(0x80 | 0x70 | (tableBits - 1), 0, 0);
  for (let i = 0; i < 1 << tableBits; i += 1) {
    const [r, g, b] = palette[i] ?? [0, 0, 0];
    bytes.push(r, g, b);
  }
  // Image descriptor: whole screen, no local table, not interlaced.
  bytes.push(0x2c);
  u16(0);
  u16(0);
  u16(width);
  u16(height);
  bytes.push(0);
  const minCodeSize = Math.max(2, tableBits);
  bytes.push(minCodeSize);
  const data = lzw(pixels, minCodeSize);
  for (let offset = 0; offset < data.length; offset += 255) {
    const block = data.subarray(offset, offset + 255);
    bytes.push(block.length, ...block);
  }
  bytes.push(0, 0x3b);
  return Buffer.from(bytes);
}

/** GIF-flavoured LZW: variable code width (up to 12 bits), least significant bit first. */
function lzw(pixels: Uint8Array, minCodeSize: number): Uint8Array {
  const clearCode = 1 << minCodeSize;
  const endCode = clearCode + 1;
  const out: number[] = [];
  let bitBuffer = 0;
  let bitCount = 0;
  let codeSize = minCodeSize + 1;
  const emit = (code: number) => {
    bitBuffer |= code << bitCount;
    bitCount += codeSize;
    while (bitCount >= 8) {
      out.push(bitBuffer & 0xff);
      bitBuffer >>>= 8;
      bitCount -= 8;
    }
  };

  // Key: prefix code * 256 + next index.
  let table = new Map<number, number>();
  let nextCode = endCode + 1;
  emit(clearCode);
  if (pixels.length > 0) {
    let prefix = pixels[0]!;
    for (let i = 1; i < pixels.length; i += 1) {
      const index = pixels[i]!;
      const key = prefix * 256 + index;
      const known = table.get(key);
      if (known !== undefined) {
        prefix = known;
        continue;
      }
      emit(prefix);
      if (nextCode === MAX_CODE) {
        // Table full: start over so the codes stay within 12 bits.
        emit(clearCode);
        table = new Map();
        nextCode = endCode + 1;
        codeSize = minCodeSize + 1;
      } else {
        if (nextCode >= 1 << codeSize) codeSize += 1;
        table.set(key, nextCode);
        nextCode += 1;
      }
      prefix = index;
    }
    emit(prefix);
  }
  emit(endCode);
  if (bitCount > 0) out.push(bitBuffer & 0xff);
  return Uint8Array.from(out);
}
