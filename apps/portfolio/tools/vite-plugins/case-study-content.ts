/**
 * Build-time compiler for the case studies in src/content/case-studies/*.md.
 *
 * Each Markdown file (YAML front matter + body) becomes a JS module exporting its front matter
 * and its body as HTML, so no Markdown parser ships to the browser. A study whose front matter
 * says `gated: true` exports only its public front matter and a loader for the HTML encrypted
 * with the build's password (src/gate/crypto.ts), in a chunk of its own (`./x.md?sealed`): a
 * locked page never downloads the ciphertext it cannot open. Its words never reach a built file.
 *
 * Extensions to Markdown, for the designer:
 * - A paragraph holding only an image becomes a figure (tools/vite-plugins/case-study-figures.ts): an SVG is
 *   inlined (it follows the theme and is encrypted with the text); a PNG, JPEG, WebP or AVIF is
 *   encoded to AVIF and WebP at several widths (tools/vite-plugins/figure-images.ts) as a `<picture>`; an MP4
 *   or WebM is a video with its poster. Two or three images on consecutive lines: a row. In a
 *   gated study every file is encrypted with the study's key and named opaquely.
 * - A fenced block with the language `metrics` becomes the metrics block, one metric a line:
 *   `40% | Monitoring efficiency | optional note`.
 *
 * Content cannot carry script: the build refuses raw HTML and links or images whose URL is not
 * http(s), mailto or site-relative (naming the file and line), and every SVG figure must pass
 * the figure allow-list unchanged (tools/vite-plugins/content-safety.ts).
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Connect } from 'vite';
import { Marked, type Token, type Tokens } from 'marked';
import type { Plugin } from 'vite';
import type { CaseStudyMeta } from '../../src/content/case-studies/types';
import { parseFrontMatter, splitFrontMatter } from '../../src/content/case-studies/front-matter';

export { splitFrontMatter };
import { isAllowedContentUrl, sanitizeFigure } from './content-safety';
import {
  figureMarker,
  figureParagraph,
  readFigureBlock,
  renderFigures,
  sealStudyAssets,
  type FigureBlock,
  type ReadFigure,
} from './case-study-figures';
import { DEFAULT_IMAGE_CACHE, ImageEncoder } from './figure-images';
import { sharedPasswordSealer, type StudySealer } from './seal-studies';

export interface CompiledCaseStudy {
  meta: CaseStudyMeta;
  gated: boolean;
  /** The body as HTML; figures with image or video files are markers until `renderFigures`. */
  html: string;
  /** The figure paragraphs with image or video files, in marker order. */
  figures: FigureBlock[];
  /** Inlines an SVG figure of this study (for rows that mix SVG and image files). */
  inlineSvg: (item: FigureBlock['items'][number]) => string;
  /** Words of the body, for the length check (600–1200 per the content brief). */
  wordCount: number;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Inlines an SVG figure: drops the XML prologue and comments, checks it against the figure
 * allow-list (failing the build, naming the figure, when anything would be removed), names it
 * for assistive tech.
 */
function inlineSvg(svg: string, alt: string, figureFile: string): string {
  const cleaned = svg
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .trim();
  if (!cleaned.startsWith('<svg')) throw new Error(`${figureFile}: a figure must be an <svg> file`);
  return sanitizeFigure(cleaned, figureFile).replace(
    /^<svg\b/,
    `<svg role="img" aria-label="${escapeHtml(alt)}" focusable="false"`,
  );
}

/** The child tokens marked nests in a token (inline tokens, list items, table cells). */
function childTokens(token: Token): Token[] {
  const nested: Token[] = [];
  if ('tokens' in token && Array.isArray(token.tokens)) nested.push(...token.tokens);
  if (token.type === 'list') nested.push(...(token as Tokens.List).items);
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    for (const cell of [...table.header, ...table.rows.flat()]) nested.push(...cell.tokens);
  }
  return nested;
}

/**
 * What the build refuses in a case study's Markdown, one `file:line: …` line each: raw HTML
 * (block or inline) and links or images whose URL is not http(s), mailto or site-relative.
 * Lines count from the start of the file (front matter included); a token's line is found
 * from where its source text sits inside its parent's.
 */
function contentProblems(
  tokens: Token[],
  body: string,
  firstBodyLine: number,
  file: string,
  lines: Map<Token, number>,
): string[] {
  const problems: string[] = [];
  const lineAt = (offset: number) =>
    firstBodyLine + (body.slice(0, offset).match(/\n/g)?.length ?? 0);
  const visit = (list: Token[], parentRaw: string, parentOffset: number) => {
    let cursor = 0;
    for (const token of list) {
      const found = token.raw ? parentRaw.indexOf(token.raw, cursor) : -1;
      // Children lexed from rewritten text (a blockquote without its `>`) keep their parent's line.
      const offset = found === -1 ? parentOffset + cursor : parentOffset + found;
      if (found !== -1) cursor = found + token.raw.length;
      const where = `${file}:${lineAt(offset)}`;
      lines.set(token, lineAt(offset));
      if (token.type === 'html') {
        const html = (token as Tokens.HTML).raw.trim().split('\n')[0]?.slice(0, 60);
        problems.push(
          `${where}: raw HTML is not allowed in case-study Markdown (${html}); write Markdown instead`,
        );
        continue;
      }
      if (token.type === 'link' || token.type === 'image') {
        const { href } = token as Tokens.Link | Tokens.Image;
        if (!isAllowedContentUrl(href))
          problems.push(
            `${where}: the ${token.type} URL "${href}" is not allowed; use http(s), mailto or a site-relative URL`,
          );
      }
      visit(childTokens(token), token.raw ?? '', offset);
    }
  };
  visit(tokens, body, 0);
  return problems;
}

function metricsBlock(text: string, file: string): string {
  const items = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value, label, note] = line.split('|').map((part) => part.trim());
      if (!value || !label)
        throw new Error(
          `${file}: a metrics line is "value | label | optional note", got "${line}"`,
        );
      return (
        `<div class="cs-metric"><dt>${escapeHtml(label)}</dt><dd class="cs-metric-value">${escapeHtml(value)}</dd>` +
        (note ? `<dd class="cs-metric-note">${escapeHtml(note)}</dd>` : '') +
        '</div>'
      );
    });
  return `<dl class="cs-metrics">${items.join('')}</dl>\n`;
}

/** Inlines an SVG figure item, naming it for assistive tech (or hiding it when decorative). */
function svgFigure(svg: string, alt: string, decorative: boolean, figureFile: string): string {
  const inlined = inlineSvg(svg, alt, figureFile);
  return decorative
    ? inlined.replace(
        /^<svg role="img" aria-label="" focusable="false"/,
        '<svg aria-hidden="true" focusable="false"',
      )
    : inlined;
}

/** Words before a figure up to which it still counts as in the first screen (loaded eagerly). */
const FIRST_SCREEN_WORDS = 50;

/**
 * The figure paragraphs of a body, checked and read, keyed by their paragraph token; an image
 * anywhere else is a problem. Walks nested tokens too (lists, quotes).
 */
function collectFigures(
  tokens: Token[],
  lines: Map<Token, number>,
  file: string,
  readFigure: ReadFigure,
  problems: string[],
): Map<Token, FigureBlock> {
  const blocks = new Map<Token, FigureBlock>();
  const lineOf = (token: Token) => lines.get(token) ?? 0;
  let wordsBefore = 0;
  let first = true;
  const visit = (list: Token[], topLevel: boolean) => {
    for (const token of list) {
      const images =
        token.type === 'paragraph' ? figureParagraph((token as Tokens.Paragraph).tokens) : null;
      if (images) {
        const items = readFigureBlock(images, lineOf, file, readFigure, problems);
        blocks.set(token, { items, eager: topLevel && first && wordsBefore <= FIRST_SCREEN_WORDS });
        first = false;
        continue;
      }
      if (token.type === 'image') {
        problems.push(
          `${file}:${lineOf(token)}: an image must stand in a paragraph of its own (a figure) or in a row of two or three figures`,
        );
      }
      if (topLevel && token.type !== 'space')
        wordsBefore += (token.raw ?? '').split(/\s+/).filter(Boolean).length;
      visit(childTokens(token), false);
    }
  };
  visit(tokens, true);
  return blocks;
}

/** Compiles one case-study Markdown file (front matter + body) to its metadata and HTML. */
export function compileCaseStudy(
  source: string,
  file: string,
  readFigure: ReadFigure,
): CompiledCaseStudy {
  const { data, body } = splitFrontMatter(source, file);
  const slug = basename(file).replace(/\.md$/, '');
  const { gated, ...front } = parseFrontMatter(data, file);
  const meta: CaseStudyMeta = { slug, ...front };

  const marked = new Marked({ gfm: true, async: false });
  // The body as marked reads it (it turns CRLF into LF), so token text is found in it.
  const markdown = body.replace(/\r\n?/g, '\n');
  const tokens = marked.lexer(markdown);
  const firstBodyLine =
    (source.slice(0, source.length - body.length).match(/\n/g)?.length ?? 0) + 1;
  const lines = new Map<Token, number>();
  const problems = contentProblems(tokens, markdown, firstBodyLine, file, lines);
  const blocks = collectFigures(tokens, lines, file, readFigure, problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const figures: FigureBlock[] = [];
  const svgOf = (item: FigureBlock['items'][number]) =>
    item.kind === 'svg'
      ? svgFigure(
          item.svg,
          item.alt,
          item.decorative,
          `${resolve(dirname(file), item.path)} (a figure of ${item.where})`,
        )
      : '';
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        if (depth === 1)
          throw new Error(`${file}: the page's h1 is the title; start the body at ## headings`);
        const inner = this.parser.parseInline(tokens);
        return `<h${depth} id="${slugify(inner)}">${inner}</h${depth}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        if (lang === 'metrics') return metricsBlock(text, file);
        return false;
      },
      paragraph(token: Tokens.Paragraph) {
        const block = blocks.get(token);
        if (!block) return false;
        const [only] = block.items;
        // A lone SVG is inlined here; files to encode wait for renderFigures.
        if (block.items.length === 1 && only?.kind === 'svg') {
          const caption = only.caption
            ? `<figcaption>${escapeHtml(only.caption)}</figcaption>`
            : '';
          return `<figure class="cs-figure">${svgOf(only)}${caption}</figure>\n`;
        }
        figures.push(block);
        return `${figureMarker(figures.length - 1)}\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        // Outgoing links open in a new tab (docs/spec.md §1).
        const external = /^https?:\/\//.test(href)
          ? ' target="_blank" rel="noopener noreferrer"'
          : '';
        return `<a href="${escapeHtml(href)}"${titleAttr}${external}>${inner}</a>`;
      },
    },
  });
  const html = marked.parser(tokens) as string;
  const wordCount = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)(\{[^}]*\})?/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
  return { meta, gated, html, figures, wordCount, inlineSvg: svgOf };
}

export type CaseStudyContentOptions =
  /** Seals each gated study for its passwords (tools/vite-plugins/seal-studies.ts); `sealer.contentKey(slug)` is its key. */
  (
    | { sealer: StudySealer }
    /** One shared password for every study (tests). PBKDF2 iterations ≥ 600 000. */
    | { password: string; iterations?: number }
  ) & {
    /** Where encoded images are cached between builds. */
    imageCacheDir?: string;
  };

const CONTENT_FILE = /[\\/]src[\\/]content[\\/]case-studies[\\/][a-z0-9-]+\.md$/;

/** The query that names a gated study's ciphertext module. */
const SEALED_QUERY = '?sealed';

/**
 * Vite plugin: `import study from './x.md'` in src/content/case-studies gives a compiled module.
 * A gated study's `sealed` is a loader of `./x.md?sealed`, which exports the sealed HTML and the
 * URLs of its encrypted figure files (`assets`, in the order the HTML's `data-asset` names them).
 * Figure files are emitted under `assets/` (content-hashed); the dev server serves them itself.
 */
export function caseStudyContent(options: CaseStudyContentOptions): Plugin {
  const encoder = new ImageEncoder(options.imageCacheDir ?? DEFAULT_IMAGE_CACHE);
  let building = false;
  /** Files the dev server answers (the build emits them instead). */
  const served = new Map<string, Uint8Array>();
  const serveFigures: Connect.NextHandleFunction = (request, response, next) => {
    const bytes = served.get((request.url ?? '').split('?')[0] ?? '');
    if (!bytes) return next();
    response.setHeader('Content-Type', contentTypeOf(request.url ?? ''));
    response.setHeader('Cache-Control', 'no-cache');
    response.end(bytes);
  };
  const sealer =
    'sealer' in options
      ? options.sealer
      : sharedPasswordSealer(options.password, { iterations: options.iterations });
  return {
    name: 'portfolio:case-study-content',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use(serveFigures);
    },
    buildEnd() {
      if (building && encoder.encoded + encoder.cached > 0)
        this.info(`figure images: ${encoder.encoded} encoded, ${encoder.cached} from the cache`);
    },
    transform: {
      filter: { id: /\.md(\?sealed)?$/ },
      async handler(source, id) {
        const sealedModule = id.endsWith(SEALED_QUERY);
        const file = sealedModule ? id.slice(0, -SEALED_QUERY.length) : id;
        if (file.includes('?') || !CONTENT_FILE.test(file)) return null;
        const compiled = compileCaseStudy(source, file, (path) => {
          const figure = resolve(dirname(file), path);
          this.addWatchFile(figure);
          return readFileSync(figure);
        });
        const emit = (name: string, bytes: Uint8Array) => {
          if (building) this.emitFile({ type: 'asset', fileName: name, source: bytes });
          else served.set(`/${name}`, bytes);
          return `/${name}`;
        };
        const figureOptions = { encoder, emit, inlineSvg: compiled.inlineSvg };
        let code: string;
        if (sealedModule) {
          if (!compiled.gated) this.error(`${basename(file)} is not gated: it has no ciphertext`);
          const sealedAssets = { files: [] as Uint8Array[] };
          const html = await renderFigures(compiled.html, compiled.figures, {
            ...figureOptions,
            sealedAssets,
          });
          const sealed = await sealer.seal(compiled.meta.slug, html);
          let assets: string[] = [];
          if (sealedAssets.files.length > 0) {
            // The figure files are sealed with a key derived from the study's content key K_c.
            const key = await sealer.contentKey(compiled.meta.slug);
            const files = await sealStudyAssets(sealedAssets.files, key, compiled.meta.slug);
            assets = files.map((asset) => emit(asset.name, asset.bytes));
          }
          code =
            `export default ${JSON.stringify(sealed)};\n` +
            `export const assets = ${JSON.stringify(assets)};\n`;
        } else if (compiled.gated) {
          const meta = JSON.stringify({ ...compiled.meta, gated: true });
          const sealed = JSON.stringify(`./${basename(file)}${SEALED_QUERY}`);
          code = `export default { ...${meta}, sealed: () => import(${sealed}).then((module) => module.default), sealedAssets: () => import(${sealed}).then((module) => module.assets) };\n`;
        } else {
          const html = await renderFigures(compiled.html, compiled.figures, figureOptions);
          code = `export default ${JSON.stringify({ ...compiled.meta, gated: false, html })};\n`;
        }
        return { code, map: { mappings: '' } };
      },
    },
  };
}

/** The Content-Type of a figure file the dev server answers. */
function contentTypeOf(url: string): string {
  const ext = /\.([a-z0-9]+)(\?|$)/.exec(url)?.[1] ?? '';
  const types: Record<string, string> = {
    avif: 'image/avif',
    webp: 'image/webp',
    mp4: 'video/mp4',
    webm: 'video/webm',
  };
  return types[ext] ?? 'application/octet-stream';
}
