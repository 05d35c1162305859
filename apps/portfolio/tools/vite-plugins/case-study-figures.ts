/**
 * The figures of a case study's Markdown: images and videos in paragraphs of their own.
 *
 * Syntax (documented in the README):
 * - `![Alt](figures/checkout.png "Caption")`: a figure (PNG, JPEG, WebP, AVIF or SVG).
 * - `![Alt](figures/flow.mp4 "Caption")`: a video (MP4 or WebM) with the poster beside it
 *   (`figures/flow.png`, `.jpg`, `.jpeg`, `.webp` or `.avif`), or one named after it:
 *   `![Alt](figures/flow.mp4 "Caption"){poster=figures/start.png}`.
 * - Two or three images on consecutive lines of one paragraph: a row, side by side.
 * - `![](figures/texture.png){decorative}`: an image with no alt text, hidden from assistive tech.
 *
 * This module reads and checks (synchronously, with `file:line` in every message) and renders the
 * markup once the images are encoded (asynchronously).
 */
import { createHash } from 'node:crypto';
import { dirname, extname, resolve } from 'node:path';
import type { Token, Tokens } from 'marked';
import sharp from 'sharp';
import { isRaster, isVideo, sniffMediaType, type MediaType } from './media-types';
import type { EncodedImage, ImageEncoder, ImageFormat } from './figure-images';
import { deriveAssetKeys, sealAsset } from '../../src/lib/sealed-assets';

/** Reads a figure file next to the Markdown (path as written); throws when it cannot. */
export type ReadFigure = (path: string) => string | Uint8Array;

interface FigureBase {
  /** `file:line` of the image in the Markdown. */
  where: string;
  /** The path as written in the Markdown. */
  path: string;
  alt: string;
  decorative: boolean;
  /** `{priority}`: the page's largest paint, fetched with `fetchpriority="high"`. */
  priority: boolean;
  caption: string;
}
export type FigureItem =
  | (FigureBase & { kind: 'svg'; svg: string })
  | (FigureBase & { kind: 'image'; source: Uint8Array })
  | (FigureBase & {
      kind: 'video';
      source: Uint8Array;
      type: 'mp4' | 'webm';
      poster: Uint8Array;
    });

/** A figure paragraph: one figure, or a row of two or three. */
export interface FigureBlock {
  items: FigureItem[];
  /** The block is in the first screen: its images load eagerly. */
  eager: boolean;
}

const POSTER_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif'];
const ATTRIBUTES = /^\{\s*([^}]*?)\s*\}$/;

/** `{decorative poster=figures/x.png}` → its names and values. */
function parseAttributes(text: string): Map<string, string | true> | null {
  const match = ATTRIBUTES.exec(text.trim());
  if (!match) return null;
  const found = new Map<string, string | true>();
  for (const part of (match[1] ?? '').matchAll(/([a-z]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    found.set(part[1]!, part[2] ?? part[3] ?? part[4] ?? true);
  }
  return found;
}

interface ParsedImage {
  image: Tokens.Image;
  attributes: Map<string, string | true>;
}

/**
 * The images of a figure paragraph, each with its `{…}` attributes, or null when the paragraph
 * holds anything but images, whitespace and attribute blocks.
 */
export function figureParagraph(tokens: Token[]): ParsedImage[] | null {
  const images: ParsedImage[] = [];
  for (const token of tokens) {
    if (token.type === 'image') {
      images.push({ image: token as Tokens.Image, attributes: new Map() });
      continue;
    }
    if (token.type === 'br') continue;
    if (token.type !== 'text' && token.type !== 'escape') return null;
    const text = token.raw;
    if (text.trim() === '') continue;
    const last = images[images.length - 1];
    // Attribute blocks follow their image directly: `![…](…){decorative}`.
    const attributes = last && !/^\s/.test(text) ? parseAttributes(text) : null;
    if (!attributes || !last || last.attributes.size > 0) return null;
    last.attributes = attributes;
  }
  return images.length > 0 ? images : null;
}

const KNOWN_ATTRIBUTES = new Set(['decorative', 'poster', 'priority']);

/**
 * Checks a figure paragraph and reads its files. Problems are pushed as `file:line: …` lines
 * (the caller throws them together).
 */
export function readFigureBlock(
  images: ParsedImage[],
  lineOf: (token: Token) => number,
  file: string,
  readFigure: ReadFigure,
  problems: string[],
): FigureItem[] {
  const items: FigureItem[] = [];
  if (images.length > 3) {
    const line = lineOf(images[0]!.image);
    problems.push(
      `${file}:${line}: a row holds two or three figures, not ${images.length}; split it with a blank line`,
    );
  }
  for (const { image, attributes } of images) {
    const where = `${file}:${lineOf(image)}`;
    const problem = (text: string) => problems.push(`${where}: ${text}`);
    const path = image.href;
    for (const name of attributes.keys())
      if (!KNOWN_ATTRIBUTES.has(name))
        problem(
          `unknown figure attribute "${name}" (use {decorative}, {priority} or {poster=path})`,
        );
    const decorative = attributes.get('decorative') === true;
    const alt = image.text.trim();
    if (!alt && !decorative) {
      problem(
        `figure ${path} needs alt text: ![What it shows](${path}); a purely decorative image says so with ![](${path}){decorative}`,
      );
      continue;
    }
    if (alt && decorative) {
      problem(`figure ${path} is marked {decorative} but has alt text: keep one`);
      continue;
    }
    if (/^([a-z]+:|\/\/|\/)/i.test(path)) {
      problem(
        `figure ${path} must be a file beside the Markdown (a relative path such as figures/x.png)`,
      );
      continue;
    }
    let bytes: Uint8Array;
    try {
      const read = readFigure(path);
      bytes = typeof read === 'string' ? new TextEncoder().encode(read) : read;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      problem(
        code === 'ENOENT'
          ? `figure ${path} does not exist (looked for ${resolve(dirname(file), path)})`
          : `figure ${path} cannot be read (${code ?? (error as Error).message})`,
      );
      continue;
    }
    const type: MediaType | null = sniffMediaType(bytes);
    const priority = attributes.get('priority') === true;
    const base = { where, path, alt, decorative, priority, caption: image.title ?? '' };
    if (type === 'svg') {
      items.push({ ...base, kind: 'svg', svg: new TextDecoder().decode(bytes) });
    } else if (isRaster(type)) {
      items.push({ ...base, kind: 'image', source: bytes });
    } else if (isVideo(type)) {
      const named = attributes.get('poster');
      const candidates =
        typeof named === 'string'
          ? [named]
          : POSTER_EXTENSIONS.map((ext) => path.slice(0, -extname(path).length) + ext);
      let poster: Uint8Array | undefined;
      for (const candidate of candidates) {
        try {
          const read = readFigure(candidate);
          poster = typeof read === 'string' ? new TextEncoder().encode(read) : read;
          break;
        } catch {
          // try the next name
        }
      }
      if (!poster) {
        problem(
          typeof named === 'string'
            ? `the poster ${named} of video ${path} does not exist`
            : `video ${path} needs a poster: an image beside it (${candidates.join(', ')}) or {poster=path} after it`,
        );
        continue;
      }
      if (!isRaster(sniffMediaType(poster))) {
        problem(`the poster of video ${path} must be a PNG, JPEG, WebP or AVIF image`);
        continue;
      }
      items.push({ ...base, kind: 'video', source: bytes, type, poster });
    } else {
      problem(
        `figure ${path} is not an allowed type (${type ?? 'unknown'}): use PNG, JPEG, WebP, AVIF or SVG images, MP4 or WebM videos`,
      );
    }
  }
  return items;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A figure alone whose height passes 1.2 × its width (a phone screen) is shown narrower. */
const isTall = (image: { width: number; height: number }, inRow: number) =>
  inRow === 1 && image.height > image.width * 1.2;

/** `sizes` of a figure in the reading column: one alone (tall or not), or one of a row of two or three. */
export function figureSizes(inRow: number, tall = false): string {
  if (tall) return '(min-width: 460px) 380px, calc(100vw - 72px)';
  if (inRow === 1) return '(min-width: 760px) 660px, calc(100vw - 72px)';
  if (inRow === 2) return '(min-width: 760px) 320px, calc(50vw - 44px)';
  return '(min-width: 760px) 210px, calc(50vw - 44px)';
}

/** Where encoded files go: a built file's URL for its bytes. */
export type EmitAsset = (name: string, bytes: Uint8Array) => string;

const shortHash = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** A content-hashed name under `assets/` keeping a readable stem (public studies only). */
function publicName(path: string, suffix: string, bytes: Uint8Array, ext: string): string {
  const stem = path
    .replace(/^.*\//, '')
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `assets/${stem || 'figure'}${suffix}-${shortHash(bytes)}.${ext}`;
}

const srcset = (image: EncodedImage, format: ImageFormat, urls: Map<Uint8Array, string>) =>
  image.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${urls.get(variant.bytes)} ${variant.width}w`)
    .join(', ');

/** The width of the variant a figure's fallback `src` (and a poster) uses: ~960 px. */
const fallbackVariant = (image: EncodedImage, format: ImageFormat) => {
  const ofFormat = image.variants.filter((variant) => variant.format === format);
  return ofFormat.find((variant) => variant.width >= 960) ?? ofFormat[ofFormat.length - 1]!;
};

/** A gated figure's blurred preview (a data: URL: sealed with the text, no request before unlock). */
const placeholderImg = (image: EncodedImage) =>
  image.placeholder
    ? `<img class="cs-placeholder" src="${image.placeholder}" alt="" aria-hidden="true" width="${image.width}" height="${image.height}" loading="lazy">`
    : '';

/**
 * An open figure's placeholder: its preview's colours, this many columns × rows. A first-screen
 * figure shows a coarse blurred preview; a lower one its dominant colour, as the issue allows:
 * 12 cells each would put cred-wealth's HTML over the first round trip (budgets.test.ts).
 */
const PLACEHOLDER_GRID = { columns: 3, rows: 4 } as const;
const PLACEHOLDER_COLOUR = { columns: 1, rows: 1 } as const;

/**
 * An open study's figure placeholder: the preview's colours as a few inline SVG rectangles,
 * blurred by the same CSS. Inline it is no request (an `<img src="data:…">` in the first screen
 * is one, it ends before the first paint, and Lighthouse's Lantern counts it into the simulated
 * LCP), and it compresses, where base64 does not: the page's HTML stays within the first
 * round trip (docs/decisions.md § issue 28).
 */
async function placeholderGrid(
  image: EncodedImage,
  { columns, rows }: { columns: number; rows: number },
): Promise<string> {
  if (!image.placeholder) return '';
  const preview = Buffer.from(
    image.placeholder.slice(image.placeholder.indexOf(',') + 1),
    'base64',
  );
  const { data } = await sharp(preview)
    .resize(columns, rows, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const cells: string[] = [];
  for (let y = 0; y < rows; y += 1)
    for (let x = 0; x < columns; x += 1) {
      const at = (y * columns + x) * 3;
      const hex = [...data.subarray(at, at + 3)]
        .map((value) => value.toString(16).padStart(2, '0'))
        .join('');
      cells.push(`<path fill="#${hex}" d="M${x} ${y}h1v1h-1z"/>`);
    }
  // Sized by the frame (CaseStudyPage.css.ts), blurred there too.
  return `<svg class="cs-placeholder" viewBox="0 0 ${columns} ${rows}" preserveAspectRatio="none" aria-hidden="true">${cells.join('')}</svg>`;
}

const altAttribute = (item: FigureItem) =>
  item.decorative ? 'alt=""' : `alt="${escapeHtml(item.alt)}"`;

const captionOf = (item: FigureItem) =>
  item.caption ? `<figcaption>${escapeHtml(item.caption)}</figcaption>` : '';

/** A figure's class attribute (and its shape when it is a tall screen shown narrower). */
const figureAttributes = (item: FigureItem, tall = false) =>
  `class="cs-figure cs-figure-${item.kind === 'video' ? 'video' : 'image'}"${tall ? ' data-shape="tall"' : ''}`;

/** What a sealed figure shows when its files cannot be opened: a message and a retry. */
const SEALED_ERROR =
  '<p class="cs-figure-error" role="alert" hidden>This figure could not be opened. <button type="button" class="cs-figure-retry">Try again</button></p>';

/** Encodes and emits one public figure; its markup. */
async function publicFigure(
  item: Exclude<FigureItem, { kind: 'svg' }>,
  inRow: number,
  eager: boolean,
  encoder: ImageEncoder,
  emit: EmitAsset,
): Promise<string> {
  if (item.kind === 'video') {
    const poster = await encoder.encode(item.poster);
    const posterVariant = fallbackVariant(poster, 'webp');
    const posterUrl = emit(
      publicName(item.path, '-poster', posterVariant.bytes, 'webp'),
      posterVariant.bytes,
    );
    const videoUrl = emit(publicName(item.path, '', item.source, item.type), item.source);
    const label = item.decorative ? ' aria-hidden="true"' : ` aria-label="${escapeHtml(item.alt)}"`;
    return (
      `<figure ${figureAttributes(item)}><span class="cs-frame">${await placeholderGrid(poster, PLACEHOLDER_COLOUR)}` +
      // The poster comes as the reader nears the video (src/pages/case-study/videoPosters.ts):
      // browsers fetch a `poster` attribute at once, wherever the video is.
      `<video controls muted loop playsinline preload="none" width="${poster.width}" height="${poster.height}" data-poster="${posterUrl}"${label}>` +
      `<source src="${videoUrl}" type="video/${item.type}"></video></span>${captionOf(item)}</figure>`
    );
  }
  const image = await encoder.encode(item.source);
  const urls = new Map<Uint8Array, string>();
  for (const variant of image.variants)
    urls.set(
      variant.bytes,
      emit(
        publicName(item.path, `-${variant.width}`, variant.bytes, variant.format),
        variant.bytes,
      ),
    );
  const tall = isTall(image, inRow);
  const sizes = figureSizes(inRow, tall);
  // In the first screen: eager. The page's largest paint (the author says so: on this site's
  // layout the study's summary is, docs/decisions.md): also fetched first. Any other first-screen
  // image is fetched at once but after the fonts and scripts (`fetchpriority="low"`): without it,
  // Chromium raised it to High when layout found it in the viewport while it was still loading, a
  // race that decided whether Lighthouse's simulation counted it into LCP (903 or 1,059 ms on
  // cred-wealth, whose summary is the largest paint either way).
  const loading = !eager
    ? ' loading="lazy"'
    : item.priority
      ? ' loading="eager" fetchpriority="high"'
      : ' loading="eager" fetchpriority="low"';
  return (
    `<figure ${figureAttributes(item, tall)}><span class="cs-frame">${await placeholderGrid(image, eager ? PLACEHOLDER_GRID : PLACEHOLDER_COLOUR)}<picture>` +
    `<source type="image/avif" srcset="${srcset(image, 'avif', urls)}" sizes="${sizes}">` +
    `<source type="image/webp" srcset="${srcset(image, 'webp', urls)}" sizes="${sizes}">` +
    `<img src="${urls.get(fallbackVariant(image, 'webp').bytes)}" ${altAttribute(item)} width="${image.width}" height="${image.height}"${loading} decoding="async"></picture></span>` +
    `${captionOf(item)}</figure>`
  );
}

/** The files of a gated study, in the order its sealed HTML names them (`data-asset`). */
export interface SealedAssetList {
  files: Uint8Array[];
}

/**
 * One gated figure: the placeholder, the size and the alt text in the markup (which is sealed
 * with the text), the files as indexes into the study's encrypted asset list.
 */
async function sealedFigure(
  item: Exclude<FigureItem, { kind: 'svg' }>,
  inRow: number,
  encoder: ImageEncoder,
  assets: SealedAssetList,
): Promise<string> {
  const add = (bytes: Uint8Array) => assets.files.push(bytes) - 1;
  if (item.kind === 'video') {
    const poster = await encoder.encode(item.poster);
    const posterIndex = add(fallbackVariant(poster, 'webp').bytes);
    const videoIndex = add(item.source);
    const label = item.decorative ? ' aria-hidden="true"' : ` aria-label="${escapeHtml(item.alt)}"`;
    return (
      `<figure ${figureAttributes(item)} data-sealed="loading"><span class="cs-frame">${placeholderImg(poster)}` +
      `<video controls muted loop playsinline preload="none" width="${poster.width}" height="${poster.height}"${label} data-asset="${videoIndex}" data-type="video/${item.type}" data-poster-asset="${posterIndex}"></video></span>` +
      `${SEALED_ERROR}${captionOf(item)}</figure>`
    );
  }
  const image = await encoder.encode(item.source);
  // One format for sealed figures (WebP: every browser), each width an asset of its own.
  const widths = image.variants
    .filter((variant) => variant.format === 'webp')
    .map((variant) => `${add(variant.bytes)}:${variant.width}`)
    .join(' ');
  return (
    `<figure ${figureAttributes(item, isTall(image, inRow))} data-sealed="loading"><span class="cs-frame">${placeholderImg(image)}` +
    `<img ${altAttribute(item)} width="${image.width}" height="${image.height}" data-assets="${widths}" data-type="image/webp"></span>` +
    `${SEALED_ERROR}${captionOf(item)}</figure>`
  );
}

/** The marker compileCaseStudy leaves where a figure block's markup goes. */
export const figureMarker = (index: number) => `<!--cs-figure-block:${index}-->`;

export interface RenderFiguresOptions {
  encoder: ImageEncoder;
  /** Public studies: writes a file and returns its URL. */
  emit: EmitAsset;
  /** Gated studies: the files to encrypt are appended here instead, and referenced by index. */
  sealedAssets?: SealedAssetList;
  /** Inlines an SVG figure (content-safety checked). */
  inlineSvg: (item: Extract<FigureItem, { kind: 'svg' }>) => string;
}

/** Replaces each figure marker of `html` with its markup. */
export async function renderFigures(
  html: string,
  blocks: FigureBlock[],
  options: RenderFiguresOptions,
): Promise<string> {
  const rendered = await Promise.all(
    blocks.map(async (block) => {
      const figures: string[] = [];
      for (const item of block.items) {
        if (item.kind === 'svg') {
          const caption = captionOf(item);
          figures.push(`<figure class="cs-figure">${options.inlineSvg(item)}${caption}</figure>`);
        } else if (options.sealedAssets) {
          figures.push(
            await sealedFigure(item, block.items.length, options.encoder, options.sealedAssets),
          );
        } else {
          figures.push(
            await publicFigure(
              item,
              block.items.length,
              block.eager,
              options.encoder,
              options.emit,
            ),
          );
        }
      }
      return block.items.length === 1
        ? `${figures[0]}\n`
        : `<div class="cs-figure-row" data-count="${block.items.length}">${figures.join('')}</div>\n`;
    }),
  );
  return html.replace(
    /<!--cs-figure-block:(\d+)-->\n?/g,
    (_, index: string) => rendered[Number(index)] ?? '',
  );
}

/**
 * Encrypts a gated study's files with its content key; returns each file's opaque name (a hash
 * of its ciphertext) and bytes, in order.
 */
export async function sealStudyAssets(
  files: Uint8Array[],
  contentKey: Uint8Array,
  slug: string,
): Promise<{ name: string; bytes: Uint8Array }[]> {
  const keys = await deriveAssetKeys(contentKey);
  return Promise.all(
    files.map(async (bytes, index) => {
      const sealed = await sealAsset(bytes, keys, slug, index);
      const name = createHash('sha256').update(sealed).digest('hex').slice(0, 20);
      return { name: `assets/s-${name}.bin`, bytes: sealed };
    }),
  );
}
