import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForReact, REACT_EVENTS } from './reactEvents';

const SITE = resolve(__dirname, '../..');
/** The code React renders on the site: the site's own, and the package's components. */
const SOURCES = [join(SITE, 'src'), resolve(SITE, '../../packages/interactions/src')];

/** React's DOM event props (react.dev, "Common components"), by which a component's own props are told apart. */
const DOM_EVENT_PROPS = new Set(
  (
    'Abort AnimationEnd AnimationIteration AnimationStart AuxClick BeforeInput BeforeToggle Blur ' +
    'Cancel CanPlay CanPlayThrough Change Click Close CompositionEnd CompositionStart ' +
    'CompositionUpdate ContextMenu Copy Cut DoubleClick Drag DragEnd DragEnter DragExit DragLeave ' +
    'DragOver DragStart Drop DurationChange Emptied Encrypted Ended Error Focus GotPointerCapture ' +
    'Input Invalid KeyDown KeyPress KeyUp Load LoadedData LoadedMetadata LoadStart ' +
    'LostPointerCapture MouseDown MouseEnter MouseLeave MouseMove MouseOut MouseOver MouseUp Paste ' +
    'Pause Play Playing PointerCancel PointerDown PointerEnter PointerLeave PointerMove PointerOut ' +
    'PointerOver PointerUp Progress RateChange Reset Resize Scroll ScrollEnd Seeked Seeking Select ' +
    'Stalled Submit Suspend TimeUpdate Toggle TouchCancel TouchEnd TouchMove TouchStart ' +
    'TransitionCancel TransitionEnd TransitionRun TransitionStart VolumeChange Waiting Wheel'
  )
    .split(' ')
    .map((name) => `on${name}`),
);

/**
 * The native events a React prop needs where they are not its own name in lower case
 * (react-dom's event plugins: enter/leave, change, select, before-input, composition).
 */
const PROP_EVENTS: Record<string, string[]> = {
  onMouseEnter: ['mouseout', 'mouseover'],
  onMouseLeave: ['mouseout', 'mouseover'],
  onPointerEnter: ['pointerout', 'pointerover'],
  onPointerLeave: ['pointerout', 'pointerover'],
  onFocus: ['focusin'],
  onBlur: ['focusout'],
  onDoubleClick: ['dblclick'],
  // react-dom's change plugin listens to focus, keys and selectionchange too, for Internet
  // Explorer's missing input event and a number field's value attribute on blur (none here).
  onChange: ['change', 'click', 'input'],
  onSelect: [
    'focusout',
    'contextmenu',
    'dragend',
    'focusin',
    'keydown',
    'keyup',
    'mousedown',
    'mouseup',
    'selectionchange',
  ],
  onBeforeInput: ['compositionend', 'keypress', 'textInput', 'paste'],
};
const eventsOf = (prop: string): string[] =>
  PROP_EVENTS[prop] ??
  (prop.startsWith('onComposition')
    ? [
        'compositionend',
        'compositionstart',
        'compositionupdate',
        'focusout',
        'keydown',
        'keypress',
        'keyup',
        'mousedown',
      ]
    : [prop.slice(2).toLowerCase()]);

function* componentFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* componentFiles(path);
    else if (/\.tsx$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name)) yield path;
  }
}

describe('the events React listens to on the site', () => {
  it('are all that the `on…` props of the site and of the package need', () => {
    const listened = new Set<string>(REACT_EVENTS);
    const needing: string[] = [];
    let props = 0;
    for (const source of SOURCES)
      for (const file of componentFiles(source)) {
        const text = readFileSync(file, 'utf8');
        // onChange's focus handling is for a number field's value attribute (PROP_EVENTS).
        if (/type=["{']+number/.test(text)) needing.push(`${relative(SITE, file)}: a number field`);
        for (const [, prop] of text.matchAll(/\s(on[A-Z][A-Za-z]*?)(?:Capture)?=\{/g)) {
          if (!DOM_EVENT_PROPS.has(prop!)) continue; // a component's own callback prop
          props += 1;
          const missing = eventsOf(prop!).filter((event) => !listened.has(event));
          if (missing.length > 0)
            needing.push(`${relative(SITE, file)}: ${prop} needs ${missing.join(', ')}`);
        }
      }
    // The scan reads real props (29 DOM event props when this was written).
    expect(props).toBeGreaterThan(20);
    expect(
      needing,
      'React listens only to REACT_EVENTS on the site (src/boot/reactEvents.ts): add the event there, or listen natively',
    ).toEqual([]);
  });

  describe('listenForReact', () => {
    let root: Root | undefined;
    let container: HTMLElement | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      container?.remove();
    });

    function renderInto(element: ReactNode) {
      container = document.createElement('div');
      document.body.append(container);
      listenForReact(container);
      root = createRoot(container);
      act(() => root!.render(element));
      return container;
    }

    it('leaves React the events the site handles', () => {
      const onClick = vi.fn();
      const onKeyDown = vi.fn();
      const view = renderInto(
        <button type="button" onClick={onClick} onKeyDown={onKeyDown}>
          Go
        </button>,
      );
      const button = view.querySelector('button')!;
      act(() => button.click());
      act(() => {
        button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      });
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(onKeyDown).toHaveBeenCalledTimes(1);
    });

    it('keeps React from the others, and leaves native listeners on the element theirs', () => {
      const onTransitionEnd = vi.fn();
      const onMouseEnter = vi.fn();
      const view = renderInto(
        <div onTransitionEnd={onTransitionEnd} onMouseEnter={onMouseEnter}>
          Box
        </div>,
      );
      const box = view.querySelector('div')!;
      const native = vi.fn();
      box.addEventListener('transitionend', native);
      act(() => {
        box.dispatchEvent(new Event('transitionend', { bubbles: true }));
        box.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      });
      expect(native).toHaveBeenCalledTimes(1);
      expect(onTransitionEnd).not.toHaveBeenCalled();
      expect(onMouseEnter).not.toHaveBeenCalled();
    });
  });
});
