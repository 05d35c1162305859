import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PricingCalculator } from './pricing-calculator/index.js';
import { ProgressIndicator } from './progress-indicator/index.js';
import { SmartFormValidation } from './smart-form-validation/index.js';

// data-part names are public API (README, semver policy): a host app styles `[data-part="total"]`
// without depending on the generated class names.
describe('data-part on the inner parts', () => {
  test('PricingCalculator names its root, slider, total and add-on switches', () => {
    render(<PricingCalculator data-testid="calculator" />);
    expect(screen.getByTestId('calculator')).toHaveAttribute('data-part', 'root');
    expect(screen.getByRole('slider', { name: 'Team size' })).toHaveAttribute(
      'data-part',
      'slider',
    );
    expect(screen.getByRole('status', { name: 'Total' })).toHaveAttribute(
      'data-part',
      'total-value',
    );
    for (const addOn of screen.getAllByRole('switch'))
      expect(addOn).toHaveAttribute('data-part', 'add-on');
  });

  test('ProgressIndicator names its start button, bar and steps', () => {
    render(<ProgressIndicator />);
    expect(screen.getByRole('button', { name: 'Start Process' })).toHaveAttribute(
      'data-part',
      'start',
    );
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'data-part',
      'track',
    );
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveAttribute('data-part', 'steps');
  });

  test('SmartFormValidation names its inputs, meter and submit button', () => {
    render(<SmartFormValidation />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('data-part', 'input');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'data-part',
      'meter',
    );
    expect(screen.getByRole('button', { name: 'Please complete both fields' })).toHaveAttribute(
      'data-part',
      'submit',
    );
  });
});
