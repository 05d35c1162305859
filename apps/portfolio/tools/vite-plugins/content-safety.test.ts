import { describe, expect, it } from 'vitest';
import { isAllowedContentUrl, onlyLocalReferences, sanitizeFigure } from './content-safety';

const figure = (inner: string) =>
  `<svg viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0"></stop></linearGradient><filter id="f"></filter><mask id="m"></mask></defs>${inner}</svg>`;

describe('SVG figures reference only themselves', () => {
  it.each([
    ['fill', '<rect fill="url(http://evil.example/x.svg#p)" width="1" height="1"></rect>'],
    ['filter', '<rect filter="url(https://evil.example/f.svg#f)" width="1" height="1"></rect>'],
    ['mask', '<rect mask="url(//evil.example/m.svg#m)" width="1" height="1"></rect>'],
    ['clip-path', '<rect clip-path="url(\'data:image/svg+xml,x\')" width="1" height="1"></rect>'],
    [
      'marker-end',
      '<path d="M0 0L1 1" marker-end="url(&quot;http://evil.example/#a&quot;)"></path>',
    ],
    ['stroke', '<rect stroke="url(#g) url(http://evil.example/)" width="1" height="1"></rect>'],
    ['fill', '<rect fill="\\75 rl(http://evil.example/)" width="1" height="1"></rect>'],
  ])('fails the build, naming the file, for an outside url(…) in %s', (attribute, inner) => {
    expect(() => sanitizeFigure(figure(inner), 'figures/chart.svg')).toThrow(
      new RegExp(
        `^figures/chart\\.svg: this SVG figure references something outside it: ${attribute}=.*only reference its own elements, as url\\(#id\\)`,
      ),
    );
  });

  it('keeps url(#id) in fill, filter, mask and the other reference attributes', () => {
    const inner =
      '<rect fill="url(#g)" filter="url( #f )" mask="url(\'#m\')" stroke="URL(&quot;#g&quot;)" width="1" height="1"></rect>';
    expect(sanitizeFigure(figure(inner), 'figures/ok.svg')).toContain('fill="url(#g)"');
  });

  it('reads references as CSS does', () => {
    expect(onlyLocalReferences('url(#a)')).toBe(true);
    expect(onlyLocalReferences('none')).toBe(true);
    expect(onlyLocalReferences('url(#a) url(#b)')).toBe(true);
    expect(onlyLocalReferences('URL( "http://x" )')).toBe(false);
    expect(onlyLocalReferences('image-set("x.png" 1x)')).toBe(false);
    expect(onlyLocalReferences('url(#a)\\')).toBe(false);
  });
});

describe('links and images in case-study content', () => {
  it.each([
    '//evil.example/page',
    '\\\\evil.example',
    '/\\evil.example',
    ' //evil.example',
    '/\t/evil.example',
    '&#47;/evil.example',
    '\u0001//evil.example',
  ])('refuses the protocol-relative URL %j', (href) => {
    expect(isAllowedContentUrl(href)).toBe(false);
  });

  it('still allows http(s), mailto and site-relative URLs', () => {
    for (const href of [
      'https://example.com/',
      'mailto:a@example.com',
      '/case-study/x',
      '#top',
      'figures/x.svg',
    ])
      expect(isAllowedContentUrl(href), href).toBe(true);
  });
});
