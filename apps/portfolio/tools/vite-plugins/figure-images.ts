/**
 * The raster image pipeline of the site (case-study figures, video posters, gallery photos):
 * each source becomes AVIF and WebP at a few widths, never wider than itself, plus a tiny blurred
 * placeholder, encoded by sharp (libvips).
 *
 * Encoded images are cached on disk between builds, keyed by the source's SHA-256 and the
 * encoder settings, so a rebuild with no image change encodes nothing. The default folder is
 * `node_modules/.cache/portfolio-images/` of the site (ignored by git, kept by CI caches of
 * `node_modules`); a build restored whole from turbo's cache does not need it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The widths every raster is encoded at (and its own width when it is narrower than the last). */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

/**
 * Encoder settings. AVIF effort 2 and WebP effort 4 keep a cold encode of every sample within the
 * 45 s budget on a 2-core machine (AVIF effort 4 costs ~3× the time for ~7 % fewer bytes).
 */
export const IMAGE_SETTINGS = {
  version: 1,
  widths: IMAGE_WIDTHS,
  avif: { quality: 50, effort: 2 },
  webp: { quality: 76, effort: 4 },
  /** The placeholder: this many pixels wide, blurred, low-quality WebP (a few hundred bytes). */
  placeholder: { width: 16, quality: 40 },
} as const;

export type ImageFormat = 'avif' | 'webp';

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface EncodedImage {
  /** The source's size in pixels (after EXIF rotation). */
  width: number;
  height: number;
  /** A `data:image/webp;base64,…` preview, or null for an image with transparency. */
  placeholder: string | null;
  /** Every width in both formats, narrowest first. */
  variants: ImageVariant[];
  /** The first 12 hex digits of the source's SHA-256 (for file names). */
  sourceHash: string;
}

interface CachedMeta {
  width: number;
  height: number;
  placeholder: string | null;
  variants: { format: ImageFormat; width: number; height: number; file: string }[];
}

export const DEFAULT_IMAGE_CACHE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/portfolio-images',
);

/** The widths a source `sourceWidth` pixels wide is encoded at. */
export function widthsFor(sourceWidth: number, widths: readonly number[] = IMAGE_WIDTHS): number[] {
  const widest = widths[widths.length - 1] ?? 1440;
  const top = Math.min(sourceWidth, widest);
  return [...widths.filter((width) => width < top), top];
}

/** Encodes raster sources, through the disk cache; counts what it really encoded. */
export class ImageEncoder {
  /** Sources encoded by this encoder (cache misses). */
  encoded = 0;
  /** Sources served from the cache. */
  cached = 0;
  private readonly pending = new Map<string, Promise<EncodedImage>>();

  constructor(
    private readonly cacheDir: string = DEFAULT_IMAGE_CACHE,
    /** The widths to encode at (the gallery has its own). */
    private readonly widths: readonly number[] = IMAGE_WIDTHS,
  ) {}

  /** The encoded image of `source` (the bytes of a PNG, JPEG, WebP or AVIF file). */
  encode(source: Uint8Array): Promise<EncodedImage> {
    const hash = createHash('sha256')
      .update(JSON.stringify({ ...IMAGE_SETTINGS, widths: this.widths }))
      .update(source)
      .digest('hex');
    let job = this.pending.get(hash);
    if (!job) {
      job = this.load(hash, Buffer.from(source));
      this.pending.set(hash, job);
    }
    return job;
  }

  private async load(key: string, source: Buffer): Promise<EncodedImage> {
    const sourceHash = createHash('sha256').update(source).digest('hex').slice(0, 12);
    const folder = join(this.cacheDir, key.slice(0, 2), key);
    const fromCache = readCached(folder, sourceHash);
    if (fromCache) {
      this.cached += 1;
      return fromCache;
    }
    this.encoded += 1;
    const image = await encodeImage(source, sourceHash, this.widths);
    writeCached(folder, image);
    return image;
  }
}

function readCached(folder: string, sourceHash: string): EncodedImage | null {
  try {
    const meta = JSON.parse(readFileSync(join(folder, 'meta.json'), 'utf8')) as CachedMeta;
    return {
      width: meta.width,
      height: meta.height,
      placeholder: meta.placeholder,
      sourceHash,
      variants: meta.variants.map(({ file, ...variant }) => ({
        ...variant,
        bytes: readFileSync(join(folder, file)),
      })),
    };
  } catch {
    return null;
  }
}

function writeCached(folder: string, image: EncodedImage): void {
  try {
    mkdirSync(folder, { recursive: true });
    const variants = image.variants.map(({ bytes, ...variant }) => {
      const file = `${variant.width}.${variant.format}`;
      writeFileSync(join(folder, file), bytes);
      return { ...variant, file };
    });
    const meta: CachedMeta = {
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      variants,
    };
    // meta.json last, by rename: a half-written entry is never read as whole.
    writeFileSync(join(folder, 'meta.json.tmp'), JSON.stringify(meta));
    renameSync(join(folder, 'meta.json.tmp'), join(folder, 'meta.json'));
  } catch {
    // A read-only cache only costs time.
  }
}

async function encodeImage(
  source: Buffer,
  sourceHash: string,
  widths: readonly number[],
): Promise<EncodedImage> {
  const upright = sharp(source, { failOn: 'error' }).rotate();
  const { width, height } = await rasterSize(source);
  const meta = await sharp(source).metadata();
  const hasAlpha = meta.hasAlpha === true && !(await sharp(source).stats()).isOpaque;
  const jobs: Promise<ImageVariant>[] = [];
  for (const target of widthsFor(width, widths)) {
    const targetHeight = Math.max(1, Math.round((height * target) / width));
    const resized = upright.clone().resize({ width: target, height: targetHeight, fit: 'fill' });
    jobs.push(
      resized
        .clone()
        .avif(IMAGE_SETTINGS.avif)
        .toBuffer()
        .then((bytes) => ({ format: 'avif', width: target, height: targetHeight, bytes })),
      resized
        .clone()
        .webp(IMAGE_SETTINGS.webp)
        .toBuffer()
        .then((bytes) => ({ format: 'webp', width: target, height: targetHeight, bytes })),
    );
  }
  const { width: pw, quality } = IMAGE_SETTINGS.placeholder;
  const placeholder = hasAlpha
    ? null
    : `data:image/webp;base64,${(
        await upright
          .clone()
          .resize({ width: pw, height: Math.max(1, Math.round((height * pw) / width)) })
          .blur(1)
          .webp({ quality, effort: 6 })
          .toBuffer()
      ).toString('base64')}`;
  const variants = await Promise.all(jobs);
  variants.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
  return { width, height, placeholder, variants, sourceHash };
}

/** The pixel size of a raster source, without decoding it all. */
export async function rasterSize(source: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(source).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return turned ? { width: height, height: width } : { width, height };
}
