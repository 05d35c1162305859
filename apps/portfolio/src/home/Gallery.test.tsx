import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gallery } from '../content/site';
import { Gallery } from './Gallery';

describe('Gallery', () => {
  it('shows eight captioned photos to assistive technology; the two repeat copies are hidden and inert', () => {
    render(<Gallery />);
    const strip = screen.getByRole('region', { name: 'Photo strip' });
    const figures = within(strip).getAllByRole('figure');
    expect(figures).toHaveLength(8);
    // Only copy 1 is in the accessibility tree: each photo once, with its caption.
    gallery.forEach((item, index) => {
      const figure = figures[index]!;
      expect(figure.querySelector('figcaption')).toHaveTextContent(item.caption);
      expect(within(figure).getByRole('img', { name: item.alt })).toBeInTheDocument();
    });
    expect(within(strip).getAllByRole('img')).toHaveLength(8);
    const copies = strip.querySelectorAll('ul');
    expect(copies).toHaveLength(3);
    expect(copies[0]).not.toHaveAttribute('aria-hidden');
    for (const copy of [copies[1]!, copies[2]!]) {
      expect(copy).toHaveAttribute('aria-hidden', 'true');
      expect(copy).toHaveAttribute('inert');
      expect(copy.querySelectorAll('figure')).toHaveLength(8);
    }
  });

  it('serves AVIF and WebP with sizes, width and height, so nothing shifts', () => {
    render(<Gallery />);
    const image = screen.getAllByRole('img', { name: gallery[0]!.alt })[0]!;
    // The size of the photo's file (src/content/gallery/nandi-dusk.jpg), read at build.
    expect(image).toHaveAttribute('width', '1080');
    expect(image).toHaveAttribute('height', '1350');
    expect(image).toHaveAttribute('loading', 'lazy');
    const sources = image.parentElement!.querySelectorAll('source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toMatch(
      /nandi-dusk-360\.avif 360w, .*nandi-dusk-720\.avif 720w/,
    );
    expect(sources[0]).toHaveAttribute('sizes');
  });

  it('pauses while pressed or touched, and with the Pause button', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const strip = screen.getByRole('region', { name: 'Photo strip' });
    expect(strip).toHaveAttribute('data-state', 'running');
    fireEvent.pointerDown(strip);
    expect(strip).toHaveAttribute('data-state', 'paused');
    fireEvent.pointerUp(strip);
    expect(strip).toHaveAttribute('data-state', 'running');
    fireEvent.touchStart(strip);
    expect(strip).toHaveAttribute('data-state', 'paused');
    fireEvent.touchEnd(strip);
    expect(strip).toHaveAttribute('data-state', 'running');

    const pause = screen.getByRole('button', { name: 'Pause gallery' });
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(strip).toHaveAttribute('data-state', 'paused');
    await user.click(pause);
    expect(strip).toHaveAttribute('data-state', 'running');
  });
});
