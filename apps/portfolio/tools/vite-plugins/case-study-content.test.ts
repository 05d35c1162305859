import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caseStudyContent, compileCaseStudy } from './case-study-content';
import { openWithPassword, type SealedContent } from '../../src/gate/crypto';
import { projects } from '../../src/content/site';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../src/content/case-studies/');
const files = readdirSync(DIR).filter((file) => file.endsWith('.md'));
const readFigure = (path: string) => readFileSync(`${DIR}${path}`);
const compile = (file: string) =>
  compileCaseStudy(readFileSync(`${DIR}${file}`, 'utf8'), `${DIR}${file}`, readFigure);

describe('the case-study content files', () => {
  it('are the five case studies of the site', () => {
    expect(files.sort()).toEqual([
      'be-automation.md',
      'climatix-ic.md',
      'cred-wealth.md',
      'moco-prompts.md',
      'skill-league.md',
    ]);
  });

  it.each(files)(
    '%s tells a whole story: 600–1200 words, the sections, a metrics block and a figure',
    (file) => {
      const { wordCount, html, meta } = compile(file);
      expect(wordCount).toBeGreaterThanOrEqual(600);
      expect(wordCount).toBeLessThanOrEqual(1200);
      for (const heading of [
        'Context',
        'My role',
        'Process',
        'Key decisions',
        'Outcome',
        'What I learned',
      ]) {
        expect(html).toContain(`>${heading}</h2>`);
      }
      expect(html).toMatch(/<h2 id="the-problem">The problem<\/h2>/);
      expect(html).toMatch(/<dl class="cs-metrics">(<div class="cs-metric">.*?<\/div>){3}<\/dl>/);
      expect(html).toMatch(/<figure class="cs-figure"><svg role="img" aria-label="[^"]{20,}"/);
      expect(html).toContain('<figcaption>');
      expect(html).not.toContain('<h1');
      expect(meta.title.length).toBeGreaterThan(0);
    },
  );

  it.each(['climatix-ic', 'skill-league', 'be-automation'])(
    '%s is gated, with the impact figure of its project card',
    (slug) => {
      const { meta, gated, html } = compile(`${slug}.md`);
      const card = projects.find((project) => project.slug === slug);
      expect(gated).toBe(true);
      expect(meta.title).toBe(card?.name);
      expect(meta.role).toBe(card?.role);
      expect(meta.duration).toBe(card?.duration);
      expect(meta.tags).toEqual(card?.tags);
      expect(html).toContain(`<dd class="cs-metric-value">${card?.impact.value}</dd>`);
    },
  );

  it.each(['cred-wealth', 'moco-prompts'])('%s opens without a password', (slug) => {
    expect(compile(`${slug}.md`).gated).toBe(false);
  });

  it('show every kind of figure: two raster images in each study, a row in an open and in a gated one, a short looping video', () => {
    const studies = files.map((file) => ({ file, ...compile(file) }));
    for (const { file, figures } of studies) {
      const rasters = figures
        .flatMap((block) => block.items)
        .filter((item) => item.kind === 'image');
      expect(rasters.length, file).toBeGreaterThanOrEqual(2);
    }
    const withRow = (gated: boolean) =>
      studies.filter(
        (study) => study.gated === gated && study.figures.some((block) => block.items.length > 1),
      );
    expect(withRow(false).length).toBeGreaterThanOrEqual(1);
    expect(withRow(true).length).toBeGreaterThanOrEqual(1);
    const videos = studies.flatMap((study) =>
      study.figures.flatMap((block) => block.items).filter((item) => item.kind === 'video'),
    );
    expect(videos.length).toBeGreaterThanOrEqual(1);
    for (const video of videos) expect(video.source.length).toBeLessThanOrEqual(400_000);
  });
});

describe('compileCaseStudy', () => {
  const figure =
    '<?xml version="1.0"?><!-- a note --><svg viewBox="0 0 10 10"><rect class="f-box" width="10" height="10"/></svg>';
  const source = (
    body: string,
    front = 'title: T\nsummary: S\nrole: R\nduration: 3 months\nyear: 2024\ntags: [A]',
  ) => `---\n${front}\n---\n${body}`;

  it('turns a metrics fence into a definition list, value after label', () => {
    const { html } = compileCaseStudy(
      source('```metrics\n40% | Monitoring efficiency | per hour\n```'),
      '/x/a.md',
      () => figure,
    );
    expect(html).toBe(
      '<dl class="cs-metrics"><div class="cs-metric"><dt>Monitoring efficiency</dt><dd class="cs-metric-value">40%</dd><dd class="cs-metric-note">per hour</dd></div></dl>\n',
    );
  });

  it('inlines an SVG figure with its alt text as the accessible name and its title as the caption', () => {
    const { html } = compileCaseStudy(
      source('![Two boxes](f.svg "The caption")'),
      '/x/a.md',
      () => figure,
    );
    expect(html).toBe(
      '<figure class="cs-figure"><svg role="img" aria-label="Two boxes" focusable="false" viewBox="0 0 10 10"><rect class="f-box" width="10" height="10"></rect></svg><figcaption>The caption</figcaption></figure>\n',
    );
  });

  it('gives headings ids and opens outgoing links in a new tab', () => {
    const { html } = compileCaseStudy(
      source('## Key decisions\n\nSee [the site](https://example.com) or [home](/).'),
      '/x/a.md',
      () => figure,
    );
    expect(html).toContain('<h2 id="key-decisions">Key decisions</h2>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">the site</a>',
    );
    expect(html).toContain('<a href="/">home</a>');
  });

  it('refuses what would break the page: an h1, a figure without alt text, missing front matter', () => {
    expect(() => compileCaseStudy(source('# Title'), '/x/a.md', () => figure)).toThrow(/h1/);
    expect(() => compileCaseStudy(source('![](f.svg)'), '/x/a.md', () => figure)).toThrow(
      /alt text/,
    );
    expect(() => compileCaseStudy('no front matter', '/x/a.md', () => figure)).toThrow(
      /front matter/,
    );
    expect(() => compileCaseStudy(source('text', 'title: T'), '/x/a.md', () => figure)).toThrow(
      /summary/,
    );
    expect(() =>
      compileCaseStudy(
        source(
          'text',
          'title: T\nsummary: S\nrole: R\nduration: D\nyear: 2024\ntags: [A]\ngated: yes',
        ),
        '/x/a.md',
        () => figure,
      ),
    ).toThrow(/gated/);
  });
});

describe('content cannot carry script', () => {
  const figure = '<svg viewBox="0 0 10 10"><rect class="f-box" width="10" height="10"/></svg>';
  // Front matter takes lines 1–8, so the body starts on line 9.
  const source = (body: string) =>
    `---\ntitle: T\nsummary: S\nrole: R\nduration: 3 months\nyear: 2024\ntags: [A]\n---\n${body}`;
  const compile = (body: string, svg = figure) =>
    compileCaseStudy(source(body), '/x/studies/a.md', () => svg);
  const withFigure = (svg: string) => () => compile('Intro.\n\n![A figure](figures/f.svg)\n', svg);

  it('refuses a raw HTML block, naming the file and its line', () => {
    expect(() => compile('Intro.\n\n<script>alert(1)</script>\n')).toThrow(
      /^\/x\/studies\/a\.md:11: raw HTML is not allowed.*<script>alert\(1\)<\/script>/,
    );
    expect(() => compile('Intro.\n\n<div class="note">\nHi\n</div>\n')).toThrow(
      /^\/x\/studies\/a\.md:11: raw HTML/,
    );
  });

  it('refuses inline HTML, with the line inside its paragraph, and lists every problem', () => {
    let message = '';
    try {
      compile('First line.\nSecond <img src=x onerror=alert(1)> line.\n\n- item <b>bold</b>\n');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      expect.stringMatching(/^\/x\/studies\/a\.md:10: raw HTML .*<img src=x onerror=alert\(1\)>/),
      expect.stringMatching(/^\/x\/studies\/a\.md:12: raw HTML .*<b>/),
      expect.stringMatching(/^\/x\/studies\/a\.md:12: raw HTML .*<\/b>/),
    ]);
  });

  it.each([
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['an upper-case JavaScript: link', '[click](JavaScript:alert(1))'],
    ['a link whose scheme hides a tab', '[click](<java\tscript:alert(1)>)'],
    ['a link whose scheme is a character reference', '[click](&#106;avascript:alert(1))'],
    ['a data: image', '![pic](data:image/png;base64,AAAA)'],
    ['a vbscript: reference link', '[click][x]\n\n[x]: vbscript:msgbox'],
  ])('refuses %s, naming the file and line', (_name, markdown) => {
    expect(() => compile(`Intro.\n\n${markdown}\n`)).toThrow(
      /^\/x\/studies\/a\.md:11: the (link|image) URL ".*" is not allowed/,
    );
  });

  it('keeps http(s), mailto and site-relative links', () => {
    const { html } = compile(
      [
        '[a](https://example.com/x) [b](http://example.com) [c](mailto:hello@example.com)',
        '[d](/case-study/cred-wealth) [e](#context) [f](other-page) <https://example.org>',
      ].join('\n'),
    );
    for (const href of [
      'https://example.com/x',
      'http://example.com',
      'mailto:hello@example.com',
      '/case-study/cred-wealth',
      '#context',
      'other-page',
      'https://example.org',
    ])
      expect(html).toContain(`href="${href}"`);
  });

  it.each([
    ['<script>', '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>', /<script>/],
    ['onload=', '<svg viewBox="0 0 1 1" onload="alert(1)"></svg>', /onload attribute of <svg>/],
    [
      '<g/onload=…>',
      '<svg viewBox="0 0 1 1"><g/onload=alert(1)></g></svg>',
      /onload attribute of <g>/,
    ],
    [
      'onload =',
      '<svg viewBox="0 0 1 1"><g onload ="alert(1)"></g></svg>',
      /onload attribute of <g>/,
    ],
    [
      '<animate> setting href',
      '<svg viewBox="0 0 1 1"><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
      /<animate>/,
    ],
    [
      '<set> setting href',
      '<svg viewBox="0 0 1 1"><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>',
      /<set>/,
    ],
    [
      '<foreignObject>',
      '<svg viewBox="0 0 1 1"><foreignObject><p>x</p></foreignObject></svg>',
      /<foreignobject>/i,
    ],
    [
      'a style attribute',
      '<svg viewBox="0 0 1 1"><rect style="fill:red"/></svg>',
      /style attribute of <rect>/,
    ],
    ['a <style> element', '<svg viewBox="0 0 1 1"><style>rect{fill:red}</style></svg>', /<style>/],
    [
      'an external link',
      '<svg viewBox="0 0 1 1"><a href="https://evil.example/"><text>x</text></a></svg>',
      /href attribute of <a>/,
    ],
    [
      'an external image',
      '<svg viewBox="0 0 1 1"><image href="https://evil.example/x.png"/></svg>',
      /href attribute of <image>/,
    ],
  ])('fails the build for a figure with %s, naming the figure', (_name, svg, removed) => {
    expect(withFigure(svg)).toThrow(
      /^\/x\/studies\/figures\/f\.svg \(a figure of \/x\/studies\/a\.md:11\): /,
    );
    expect(withFigure(svg)).toThrow(removed);
  });

  it('keeps a figure that only draws, internal references included', () => {
    const svg =
      '<svg viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect class="f-box" fill="url(#g)" width="10" height="10"/><a href="#g"><text>x</text></a></svg>';
    expect(() => withFigure(svg)()).not.toThrow();
  });
});

describe('the Vite plugin', () => {
  type Transform = (
    this: { addWatchFile(path: string): void; error?(message: string): never },
    code: string,
    id: string,
  ) => Promise<{ code: string } | null>;
  const plugin = caseStudyContent({ password: 'Test-Password-7' });
  const transform = (plugin.transform as unknown as { handler: Transform }).handler;
  const context = { addWatchFile: () => undefined };

  it('exports a gated study as public front matter plus a loader of ciphertext only the password opens', async () => {
    const file = `${DIR}climatix-ic.md`;
    const source = readFileSync(file, 'utf8');
    const study = (await transform.call(context, source, file))?.code ?? '';
    // The study's module: front matter, and its ciphertext (with its figures' URLs) as a module of its own.
    const [, meta, loaded, assetsFrom] =
      /^export default \{ \.\.\.(\{.*\}), sealed: \(\) => import\(("[^"]+")\)\.then\(\(module\) => module\.default\), sealedAssets: \(\) => import\(("[^"]+")\)\.then\(\(module\) => module\.assets\) \};\n$/.exec(
        study,
      ) ?? [];
    expect(assetsFrom).toBe(loaded);
    expect(JSON.parse(meta ?? 'null')).toMatchObject({ title: 'Climatix IC', gated: true });
    expect(JSON.parse(meta!)).not.toHaveProperty('html');
    expect(JSON.parse(loaded!)).toBe('./climatix-ic.md?sealed');

    const ciphertext = (await transform.call(context, source, `${file}?sealed`))?.code ?? '';
    const [, sealedJson, assetsJson] =
      /^export default (\{.*\});\nexport const assets = (\[.*\]);\n$/.exec(ciphertext) ?? [];
    const sealed = JSON.parse(sealedJson ?? 'null') as SealedContent;
    // Three figures (a row of two and a photo), each at its WebP widths: opaque names only.
    const assets = JSON.parse(assetsJson ?? '[]') as string[];
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const url of assets) expect(url).toMatch(/^\/assets\/s-[0-9a-f]{20}\.bin$/);
    expect(ciphertext).not.toMatch(/climatix-(before|after|workshop)/);
    const { html } = compile('climatix-ic.md');
    for (const sentence of [
      'We shadowed eleven engineers',
      'Monitoring efficiency',
      'Acknowledging is not resolving',
      'Test-Password-7',
    ]) {
      expect(study).not.toContain(sentence);
      expect(ciphertext).not.toContain(sentence);
    }
    const opened = await openWithPassword(sealed, 'Test-Password-7', 'climatix-ic');
    // The sealed text is the compiled body with its figures in place (the files by index).
    expect(opened.ok).toBe(true);
    const plaintext = opened.ok ? opened.plaintext : '';
    expect(plaintext.slice(0, 200)).toBe(html.slice(0, 200));
    expect(plaintext).not.toContain('<!--cs-figure-block');
    expect(plaintext).toContain('<div class="cs-figure-row" data-count="2">');
    expect(plaintext).toMatch(
      /<img alt="The new triage screen[^"]*" width="1600" height="1000" data-assets="\d+:480 \d+:960 \d+:1440"/,
    );
  }, 60_000);

  it('refuses to seal a study that is not gated', async () => {
    const file = `${DIR}cred-wealth.md`;
    const failing = {
      ...context,
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    await expect(
      transform.call(failing, readFileSync(file, 'utf8'), `${file}?sealed`),
    ).rejects.toThrow('cred-wealth.md is not gated');
  });

  it('exports an open study with its HTML, and leaves other files alone', async () => {
    const file = `${DIR}cred-wealth.md`;
    const result = await transform.call(context, readFileSync(file, 'utf8'), file);
    expect(result?.code).toContain('"gated":false');
    expect(result?.code).toContain('<h2 id=\\"context\\">Context</h2>');
    await expect(transform.call(context, 'x', `${DIR}cred-wealth.md?raw`)).resolves.toBeNull();
    await expect(transform.call(context, 'x', '/elsewhere/notes.md')).resolves.toBeNull();
  });
});
