import { useEffect, useRef, useState } from 'react';
import photoSizes from 'virtual:portfolio-gallery';
import { gallery, sections, type GalleryItem } from '../content/site';
import { bareList } from '../styles/site.css';
import { HomeSection } from './HomeSection';
import { useInView } from '../lib/useInView';
import * as styles from './Gallery.css';

const COPIES = 3;

/** One photo of the gallery strip, at the widths the build made it at. */
function Photo({
  item,
}: {
  /** The photo: its file, alt text and caption from the home content. */
  item: GalleryItem;
}) {
  // Its size and the widths the build made it at (tools/vite-plugins/gallery-images.ts: the usual three
  // unless the photo is narrower).
  const [width = 0, height = 0, widths = [360, 720, 1080]] = photoSizes[item.src] ?? [];
  const srcSet = (format: string) =>
    widths.map((w) => `/gallery/${item.src}-${w}.${format} ${w}w`).join(', ');
  // Rendered widths: the strip's items are a fixed height, so width follows each aspect ratio.
  const ratio = width / height;
  const sizes = `(min-width: 1024px) ${Math.round(400 * ratio)}px, ${Math.round(280 * ratio)}px`;
  return (
    <figure className={styles.figure}>
      <picture>
        <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
        <img
          className={styles.image}
          src={`/gallery/${item.src}-${widths[0]}.webp`}
          alt={item.alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <figcaption className={styles.caption}>{item.caption}</figcaption>
    </figure>
  );
}

/**
 * Gallery (docs/spec.md §1): eight captioned photos, three times over, in a strip that moves with
 * a transform-only CSS animation and pauses on hover, touch or pointer press (and on
 * keyboard focus, or with the Pause button). Copies 2 and 3 exist only to make the loop
 * seamless: hidden from assistive technology and inert. Under reduced motion the strip
 * stands still and scrolls by hand.
 */
export function Gallery() {
  const copy = sections.gallery;
  const [pressed, setPressed] = useState(false);
  const [paused, setPaused] = useState(false);
  // The drift stops off screen and under the intro quote (no compositing nobody sees).
  const viewportRef = useRef<HTMLDivElement>(null);
  const inView = useInView(viewportRef);
  // A press (pointer or touch) holds the strip still until it ends or leaves. Native listeners:
  // React does not listen to pointer and touch events on this site (src/boot/reactEvents.ts).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const press = () => setPressed(true);
    const release = () => setPressed(false);
    const listeners = [
      ['pointerdown', press],
      ['touchstart', press],
      ['pointerup', release],
      ['pointercancel', release],
      ['pointerleave', release],
      ['touchend', release],
      ['touchcancel', release],
    ] as const;
    for (const [type, listener] of listeners)
      viewport.addEventListener(type, listener, { passive: true });
    return () => {
      for (const [type, listener] of listeners) viewport.removeEventListener(type, listener);
    };
  }, []);
  return (
    <HomeSection
      id="gallery"
      number="05"
      copy={copy}
      aside={
        <button
          type="button"
          className={styles.pauseButton}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          <span className={styles.pauseIcon} aria-hidden="true" data-paused={paused} />
          {copy.pause}
        </button>
      }
      after={
        <>
          {/* The viewport scrolls by hand under reduced motion, so it can take keyboard focus. */}
          <div
            className={styles.viewport}
            role="region"
            aria-label="Photo strip"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
            tabIndex={0}
            ref={viewportRef}
            data-state={pressed || paused ? 'paused' : 'running'}
            data-in-view={inView}
          >
            <div className={styles.track}>
              {Array.from({ length: COPIES }, (_, copyIndex) => (
                <ul
                  key={copyIndex}

                  className={`${bareList} ${styles.set}`}
                  data-copy={copyIndex + 1}
                  aria-hidden={copyIndex > 0 ? true : undefined}
                  inert={copyIndex > 0 ? true : undefined}
                >
                  {gallery.map((item) => (
                    <li key={item.src} className={styles.item}>
                      <Photo item={item} />
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
        </>
      }
    />
  );
}
