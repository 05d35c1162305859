import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { PricingCalculator } from './pricing-calculator/index.js';
import { ProgressIndicator } from './progress-indicator/index.js';
import { SmartFormValidation } from './smart-form-validation/index.js';

describe('styling hooks: data-state, data-disabled, data-focus-visible', () => {
  test('a switch and a plan say checked or unchecked in data-state, and follow a click', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator />);
    const api = screen.getByRole('switch', { name: 'API Access' });
    expect(api).toHaveAttribute('data-state', 'unchecked');
    await user.click(api);
    expect(api).toHaveAttribute('data-state', 'checked');
    const pro = screen.getByRole('radio', { name: 'Professional' });
    expect(pro).toHaveAttribute('data-state', 'unchecked');
    expect(pro.closest('label')).toHaveAttribute('data-state', 'unchecked');
    await user.click(pro);
    expect(pro).toHaveAttribute('data-state', 'checked');
    expect(pro.closest('label')).toHaveAttribute('data-state', 'checked');
    expect(screen.getByRole('radio', { name: 'Starter' })).toHaveAttribute(
      'data-state',
      'unchecked',
    );
  });

  test('disabled marks the root and every control with data-disabled', () => {
    const { container } = render(
      <>
        <PricingCalculator disabled />
        <SmartFormValidation disabled />
        <ProgressIndicator disabled />
      </>,
    );
    for (const root of container.querySelectorAll('[data-part="root"]'))
      expect(root).toHaveAttribute('data-disabled');
    for (const control of [
      ...screen.getAllByRole('switch'),
      ...screen.getAllByRole('radio'),
      screen.getByRole('slider', { name: 'Team size' }),
      screen.getByLabelText('Password'),
      screen.getByRole('button', { name: 'Show password' }),
      screen.getByRole('button', { name: 'Start Process' }),
    ])
      expect(control).toHaveAttribute('data-disabled');
    expect(screen.getByRole('switch', { name: 'API Access' })).toBeDisabled();
  });

  test('the reveal button says on or off; the submit says incomplete or ready', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    const reveal = screen.getByRole('button', { name: 'Show password' });
    expect(reveal).toHaveAttribute('data-state', 'off');
    await user.click(reveal);
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'data-state',
      'on',
    );
    const submit = screen.getByRole('button', { name: 'Please complete both fields' });
    expect(submit).toHaveAttribute('data-state', 'incomplete');
    expect(submit).toHaveAttribute('data-disabled');
  });
  // data-focus-visible needs a browser's :focus-visible: the consumer test checks it in Chromium.
});

describe('styling hooks: classNames per part', () => {
  test('adds a class to each named part, beside its own, and to the root', () => {
    const { container } = render(
      <PricingCalculator
        className="mine"
        classNames={{ root: 'card', total: 'big-total', 'add-on': 'switch-row' }}
      />,
    );
    const root = container.querySelector('[data-part="root"]');
    expect(root).toHaveClass('mine', 'card');
    const total = container.querySelector('[data-part="total"]');
    expect(total).toHaveClass('big-total');
    expect(total?.classList.length).toBeGreaterThan(1);
    for (const item of screen.getAllByRole('switch')) expect(item).toHaveClass('switch-row');
  });

  test('SmartFormValidation and ProgressIndicator take classNames for their parts too', () => {
    render(
      <>
        <SmartFormValidation classNames={{ submit: 'cta', input: 'field' }} />
        <ProgressIndicator classNames={{ start: 'cta', track: 'bar' }} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Please complete both fields' })).toHaveClass('cta');
    expect(screen.getByLabelText('Password')).toHaveClass('field');
    expect(screen.getByRole('button', { name: 'Start Process' })).toHaveClass('cta');
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveClass('bar');
  });
});
