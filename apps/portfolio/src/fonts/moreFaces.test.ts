import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFacesStylesheet } from './moreFaces';
import { watchTypedCharacters } from './typedCharacters';
import { rangesCover, unicodeRanges } from './unicodeRange';

describe('unicode ranges', () => {
  it('reads single code points, runs and wildcards, as browsers serialize them too', () => {
    expect(unicodeRanges('U+0-7F, U+4??,U+A9')).toEqual([
      [0, 0x7f],
      [0x400, 0x4ff],
      [0xa9, 0xa9],
    ]);
    expect(unicodeRanges('U+20-29, U+2b-3b')).toEqual([
      [0x20, 0x29],
      [0x2b, 0x3b],
    ]);
  });

  it('covers a text when every drawn character is in a range (control characters draw nothing)', () => {
    const ascii = unicodeRanges('U+20-7E');
    expect(rangesCover(ascii, 'Tr0ub4dor&3\n')).toBe(true);
    expect(rangesCover(ascii, 'café')).toBe(false);
    expect(rangesCover(ascii, 'Жук')).toBe(false);
    expect(rangesCover(ascii, '')).toBe(true);
  });
});

describe('the faces a page lacks', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    for (const link of document.querySelectorAll('link[data-font-faces]')) link.remove();
    Reflect.deleteProperty(document, 'fonts');
  });

  /** jsdom has no FontFaceSet: the page's declared faces, as a browser lists them. */
  function declareFaces(faces: { family: string; unicodeRange: string }[]) {
    Object.defineProperty(document, 'fonts', { value: faces, configurable: true });
  }

  function typeInto(field: HTMLInputElement, value: string) {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it("brings them on the first value with a character outside the field's font's faces, once", () => {
    declareFaces([
      { family: 'Inter Variable', unicodeRange: 'U+20-7E' },
      { family: '"Inter Fallback"', unicodeRange: 'U+0-10FFFF' },
    ]);
    const field = document.createElement('input');
    field.style.fontFamily = '"Inter Variable", "Inter Fallback", sans-serif';
    document.body.append(field);
    const declare = vi.fn();
    stop = watchTypedCharacters(declare);

    typeInto(field, 'Tr0ub4dor&3');
    expect(declare).not.toHaveBeenCalled();
    typeInto(field, 'Tr0ub4dor&3é');
    expect(declare).toHaveBeenCalledTimes(1);
    typeInto(field, 'Жук');
    expect(declare).toHaveBeenCalledTimes(1);
  });

  it('tells from the value the field holds when the watch starts (its first input event)', () => {
    declareFaces([{ family: 'Inter Variable', unicodeRange: 'U+20-7E' }]);
    const field = document.createElement('input');
    field.style.fontFamily = '"Inter Variable", sans-serif';
    document.body.append(field);
    field.value = 'Жук';
    const declare = vi.fn();
    stop = watchTypedCharacters(declare, field);
    expect(declare).toHaveBeenCalledTimes(1);
  });

  it("looks a field's font up once, and leaves fields that draw no typed text", () => {
    declareFaces([{ family: 'Inter Variable', unicodeRange: 'U+20-7E' }]);
    const field = document.createElement('input');
    field.style.fontFamily = '"Inter Variable", sans-serif';
    const slider = document.createElement('input');
    slider.type = 'range';
    slider.style.fontFamily = '"Inter Variable", sans-serif';
    document.body.append(field, slider);
    const styles = vi.spyOn(window, 'getComputedStyle');
    const declare = vi.fn();
    stop = watchTypedCharacters(declare);
    for (const value of ['T', 'Tr', 'Tr0']) typeInto(field, value);
    expect(styles).toHaveBeenCalledTimes(1);
    slider.value = '50';
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    expect(styles).toHaveBeenCalledTimes(1);
    expect(declare).not.toHaveBeenCalled();
  });

  it('leaves a field whose font the page declares no face for', () => {
    declareFaces([{ family: 'Inter Variable', unicodeRange: 'U+20-7E' }]);
    const field = document.createElement('textarea');
    field.style.fontFamily = 'monospace';
    document.body.append(field);
    const declare = vi.fn();
    stop = watchTypedCharacters(declare);
    field.value = 'é';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(declare).not.toHaveBeenCalled();
  });

  it("links the faces' stylesheet once", () => {
    addFacesStylesheet('/assets/fonts-abcdefgh.css');
    addFacesStylesheet('/assets/fonts-abcdefgh.css');
    const links = document.querySelectorAll<HTMLLinkElement>('link[data-font-faces]');
    expect(links).toHaveLength(1);
    expect(links[0]!.rel).toBe('stylesheet');
    expect(links[0]!.getAttribute('href')).toBe('/assets/fonts-abcdefgh.css');
  });
});
