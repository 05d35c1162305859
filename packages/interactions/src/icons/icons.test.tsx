import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import * as root from '../index.js';
import { EyeIcon, EyeOffIcon } from './index.js';

// The icons are decorative: the button or text beside them carries the meaning.
describe('EyeIcon and EyeOffIcon', () => {
  test('are hidden from assistive technology and never take focus', () => {
    const { container } = render(
      <>
        <EyeIcon />
        <EyeOffIcon />
      </>,
    );
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('focusable', 'false');
    }
  });

  test('draw 20 px with a 2-unit line by default, and take a size and a line weight', () => {
    const { container } = render(
      <>
        <EyeIcon />
        <EyeOffIcon size={24} strokeWidth={1.8} />
      </>,
    );
    const [eye, eyeOff] = container.querySelectorAll('svg');
    expect(eye).toHaveAttribute('width', '20');
    expect(eye).toHaveAttribute('height', '20');
    expect(eye).toHaveAttribute('stroke-width', '2');
    expect(eyeOff).toHaveAttribute('width', '24');
    expect(eyeOff).toHaveAttribute('height', '24');
    expect(eyeOff).toHaveAttribute('stroke-width', '1.8');
  });

  test('are the same functions from the root entry and from the icons subpath', () => {
    expect(root.EyeIcon).toBe(EyeIcon);
    expect(root.EyeOffIcon).toBe(EyeOffIcon);
  });
});
