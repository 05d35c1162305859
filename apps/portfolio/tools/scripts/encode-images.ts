/**
 * Encodes every case-study figure and gallery photo through the build's image cache, and says
 * how many it encoded and how many it found cached: `time pnpm exec tsx tools/scripts/encode-images.ts
 * [cache folder]` measures a cold encode (an empty folder) or a cached one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_IMAGE_CACHE, ImageEncoder } from '../vite-plugins/figure-images';
import { GALLERY_FOLDER, GALLERY_WIDTHS, galleryPhotos } from '../vite-plugins/gallery-images';
import { isRaster, sniffMediaType } from '../vite-plugins/media-types';

const figures = fileURLToPath(new URL('../../src/content/case-studies/figures/', import.meta.url));
const cache = process.argv[2] ?? DEFAULT_IMAGE_CACHE;
const started = performance.now();
const figureEncoder = new ImageEncoder(cache);
const galleryEncoder = new ImageEncoder(cache, GALLERY_WIDTHS);
const sources = readdirSync(figures)
  .map((file) => readFileSync(join(figures, file)))
  .filter((bytes) => isRaster(sniffMediaType(bytes)));
await Promise.all([
  ...sources.map((bytes) => figureEncoder.encode(bytes)),
  ...galleryPhotos(GALLERY_FOLDER).map((photo) => galleryEncoder.encode(photo.bytes)),
]);
const encoded = figureEncoder.encoded + galleryEncoder.encoded;
const cached = figureEncoder.cached + galleryEncoder.cached;
console.log(
  `${sources.length} figures + ${galleryPhotos().length} gallery photos: ${encoded} encoded, ${cached} from the cache, ${Math.round(performance.now() - started)} ms`,
);
