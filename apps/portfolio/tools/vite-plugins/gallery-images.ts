/**
 * The home gallery's photos: every image in src/content/gallery/ (PNG, JPEG, WebP or AVIF, any
 * size) becomes AVIF and WebP at GALLERY_WIDTHS (never wider than itself), written to
 * `gallery/{name}-{width}.{avif,webp}` by the build (served by the dev server). The captions and
 * alt text are listed in `gallery` in src/content/site.ts; the photos' sizes come from the files
 * through `virtual:portfolio-gallery` (a few bytes per photo), so nothing is typed twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { DEFAULT_IMAGE_CACHE, ImageEncoder, rasterSize, widthsFor } from './figure-images';
import { isRaster, sniffMediaType } from './media-types';

/** Widths every gallery photo is made at (the srcset; the strip shows them 280–400 px tall). */
export const GALLERY_WIDTHS = [360, 720, 1080] as const;

export const GALLERY_FOLDER = fileURLToPath(new URL('../../src/content/gallery/', import.meta.url));

const ID = 'virtual:portfolio-gallery';
const RESOLVED = `\0${ID}`;

interface Photo {
  name: string;
  path: string;
  bytes: Buffer;
}

/** The photos of the gallery folder; a file that is not an allowed image fails, naming it. */
export function galleryPhotos(folder: string = GALLERY_FOLDER): Photo[] {
  return readdirSync(folder)
    .filter((file) => !file.startsWith('.') && !file.endsWith('.svg'))
    .sort()
    .map((file) => {
      const bytes = readFileSync(join(folder, file));
      if (!isRaster(sniffMediaType(bytes)))
        throw new Error(
          `${join(folder, file)}: a gallery photo must be a PNG, JPEG, WebP or AVIF image`,
        );
      return { name: file.replace(/\.[^.]+$/, ''), path: join(folder, file), bytes };
    });
}

export function portfolioGallery(options: { folder?: string; cacheDir?: string } = {}): Plugin {
  const folder = options.folder ?? GALLERY_FOLDER;
  const encoder = new ImageEncoder(options.cacheDir ?? DEFAULT_IMAGE_CACHE, GALLERY_WIDTHS);
  let emitFiles = false;
  const encoded = async () => {
    const files = new Map<string, Uint8Array>();
    for (const photo of galleryPhotos(folder)) {
      const image = await encoder.encode(photo.bytes);
      for (const variant of image.variants)
        files.set(`gallery/${photo.name}-${variant.width}.${variant.format}`, variant.bytes);
    }
    return files;
  };
  const serve: Connect.NextHandleFunction = (request, response, next) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith('/gallery/')) return next();
    encoded().then((files) => {
      const bytes = files.get(path.slice(1));
      if (!bytes) return next();
      response.setHeader('Content-Type', path.endsWith('.avif') ? 'image/avif' : 'image/webp');
      response.end(bytes);
    }, next);
  };
  return {
    name: 'portfolio:gallery',
    configResolved(config) {
      emitFiles = config.command === 'build' && !config.build.ssr;
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const sizes: Record<string, [number, number, number[]?]> = {};
      for (const photo of galleryPhotos(folder)) {
        this.addWatchFile(photo.path);
        const { width, height } = await rasterSize(photo.bytes);
        const widths = widthsFor(width, GALLERY_WIDTHS);
        // The usual widths are left out (src/home/Gallery.tsx assumes them): fewer bytes on home.
        sizes[photo.name] =
          widths.join() === GALLERY_WIDTHS.join() ? [width, height] : [width, height, widths];
      }
      return `export default ${JSON.stringify(sizes)};\n`;
    },
    async generateBundle() {
      if (!emitFiles) return;
      for (const [fileName, source] of await encoded())
        this.emitFile({ type: 'asset', fileName, source });
      this.info(`gallery photos: ${encoder.encoded} encoded, ${encoder.cached} from the cache`);
    },
  };
}
