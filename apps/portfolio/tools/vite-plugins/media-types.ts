/**
 * What a file is, read from its first bytes (never from its name): the figure sources the case
 * studies accept, and the check over `dist/` that no gated image or video ships in plaintext.
 */

export type RasterType = 'png' | 'jpeg' | 'webp' | 'avif';
export type VideoType = 'mp4' | 'webm';
export type MediaType = RasterType | VideoType | 'svg' | 'gif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The media type of a file from its magic bytes, or null when it is none of the known ones. */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  )
    return 'webm';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (/^(heic|heix|mif1|msf1)$/.test(brand)) return null;
    return 'mp4';
  }
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'svg';
  return null;
}

export const RASTER_TYPES: readonly RasterType[] = ['png', 'jpeg', 'webp', 'avif'];
export const VIDEO_TYPES: readonly VideoType[] = ['mp4', 'webm'];

export const isRaster = (type: MediaType | null): type is RasterType =>
  RASTER_TYPES.includes(type as RasterType);
export const isVideo = (type: MediaType | null): type is VideoType =>
  VIDEO_TYPES.includes(type as VideoType);
