/** Size and kind of a PNG or JPEG image read from its bytes, or null when the bytes are neither. */
export interface ImageInfo {
  mediaType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length >= 24 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // The first chunk must be IHDR, whose first fields are the width and height.
    if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return valid('image/png', view.getUint32(16), view.getUint32(20));
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  return null;
}

function readJpeg(bytes: Uint8Array): ImageInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Start-of-frame markers (baseline, progressive, ...) carry the size; DHT, JPG and DAC do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return valid('image/jpeg', view.getUint16(offset + 7), view.getUint16(offset + 5));
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

function valid(mediaType: ImageInfo['mediaType'], width: number, height: number): ImageInfo | null {
  return width > 0 && height > 0 && width <= 10_000 && height <= 10_000 ? { mediaType, width, height } : null;
}

/** The bytes and media type of a `data:image/...;base64,` URL. */
export function decodeDataUrl(dataUrl: string): { mediaType: string; bytes: Buffer } | null {
  const match = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return null;
  return { mediaType: match[1]!, bytes: Buffer.from(match[2]!, 'base64') };
}
