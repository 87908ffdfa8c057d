// Reads back the single-frame GIFs our server writes, independently of the encoder: checks the
// block structure and decodes the LZW data into palette indices.

export interface DecodedGif {
  version: string;
  width: number;
  height: number;
  palette: Array<[number, number, number]>;
  pixels: Uint8Array;
  /** Offset of the trailer byte (0x3B); the file must end there. */
  trailerOffset: number;
}

export function decodeGif(bytes: Uint8Array): DecodedGif {
  let offset = 0;
  const need = (count: number) => {
    if (offset + count > bytes.length) throw new Error(`truncated at ${offset}`);
  };
  const u8 = () => {
    need(1);
    return bytes[offset++]!;
  };
  const u16 = () => u8() | (u8() << 8);

  need(6);
  const version = String.fromCharCode(...bytes.subarray(0, 6));
  if (version !== 'GIF89a' && version !== 'GIF87a') throw new Error(`not a GIF: ${version}`);
  offset = 6;
  const width = u16();
  const height = u16();
  const screenFlags = u8();
  u8(); // background colour index
  u8(); // aspect ratio
  const palette: Array<[number, number, number]> = [];
  if (screenFlags & 0x80) {
    const size = 1 << ((screenFlags & 0x07) + 1);
    for (let i = 0; i < size; i += 1) palette.push([u8(), u8(), u8()]);
  }

  let pixels: Uint8Array | null = null;
  for (;;) {
    const introducer = u8();
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      u8(); // extension label
      for (let size = u8(); size !== 0; size = u8()) offset += size;
      continue;
    }
    if (introducer !== 0x2c) throw new Error(`unexpected block 0x${introducer.toString(16)} at ${offset - 1}`);
    if (pixels) throw new Error('more than one image');
    const left = u16();
    const top = u16();
    const imageWidth = u16();
    const imageHeight = u16();
    const imageFlags = u8();
    if (left !== 0 || top !== 0 || imageWidth !== width || imageHeight !== height) throw new Error('image does not cover the screen');
    if (imageFlags & 0x80) throw new Error('local colour tables are not expected');
    const minCodeSize = u8();
    const data: number[] = [];
    for (let size = u8(); size !== 0; size = u8()) {
      need(size);
      data.push(...bytes.subarray(offset, offset + size));
      offset += size;
    }
    pixels = lzwDecode(Uint8Array.from(data), minCodeSize, width * height);
  }
  if (!pixels) throw new Error('no image');
  const trailerOffset = offset - 1;
  if (offset !== bytes.length) throw new Error('bytes after the trailer');
  return { version, width, height, palette, pixels, trailerOffset };
}

function lzwDecode(data: Uint8Array, minCodeSize: number, pixelCount: number): Uint8Array {
  const clearCode = 1 << minCodeSize;
  const endCode = clearCode + 1;
  const out = new Uint8Array(pixelCount);
  let written = 0;
  let table: number[][] = [];
  let codeSize = minCodeSize + 1;
  let previous: number[] | null = null;
  const reset = () => {
    table = Array.from({ length: clearCode }, (_, i) => [i]);
    table.push([], []);
    codeSize = minCodeSize + 1;
    previous = null;
  };
  reset();
  let bitPosition = 0;
  const totalBits = data.length * 8;
  while (bitPosition + codeSize <= totalBits) {
    let code = 0;
    for (let bit = 0; bit < codeSize; bit += 1, bitPosition += 1) {
      if (data[bitPosition >> 3]! & (1 << (bitPosition & 7))) code |= 1 << bit;
    }
    if (code === clearCode) {
      reset();
      continue;
    }
    if (code === endCode) {
      if (written !== pixelCount) throw new Error(`decoded ${written} of ${pixelCount} pixels`);
      return out;
    }
    let entry: number[];
    if (code < table.length) entry = table[code]!;
    else if (code === table.length && previous) entry = [...previous, previous[0]!];
    else throw new Error(`bad LZW code ${code}`);
    if (previous && table.length < 4096) table.push([...previous, entry[0]!]);
    if (table.length === 1 << codeSize && codeSize < 12) codeSize += 1;
    if (written + entry.length > pixelCount) throw new Error('more pixels than the image holds');
    out.set(entry, written);
    written += entry.length;
    previous = entry;
  }
  throw new Error('LZW data ends without an end code');
}
