import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

const classes = {
  label: 'label',
  field: 'field',
  input: 'input',
  toggle: 'toggle',
  messageArea: 'message-area',
  hint: 'hint',
};

function Field({
  message = null,
  onValueChange = () => {},
}: {
  message?: ReactNode;
  onValueChange?: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Password"
      classes={classes}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
      hint="Case-sensitive password required"
      message={message}
      invalid={message !== null}
    />
  );
}

describe('PasswordField', () => {
  it('is a labelled password input that reports what is typed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Field onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).not.toHaveAttribute('name');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.type(input, 'ab');
    expect(input).toHaveValue('ab');
    expect(onValueChange).toHaveBeenLastCalledWith('ab');
  });

  it('describes the input by the hint, a sibling after it for the caller’s `input:focus ~ hint` rule', () => {
    render(<Field />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('Case-sensitive password required');
    // Shown by CSS while the input has focus (no React update on focus): the unlock form's rule,
    // asserted with its real styles in src/gate/PasswordModal.test.tsx and the browser tests.
    const hint = screen.getByText('Case-sensitive password required');
    expect(hint).toHaveClass('hint');
    expect(hint.parentElement).toBe(input.parentElement);
    expect(input.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows and hides the entry with the eye button ("Show password", pressed while shown)', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('Password');
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    expect(eye).toHaveAttribute('aria-controls', input.id);
    await user.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'text');
    await user.click(eye);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('describes the input by its message instead of the hint, in a polite live region', async () => {
    const user = userEvent.setup();
    render(<Field message="Wrong Password!" />);
    const input = screen.getByLabelText('Password');
    await user.click(input);
    expect(input).toHaveAccessibleDescription('Wrong Password!');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Case-sensitive password required')).toBeNull();
    expect(screen.getByText('Wrong Password!')).toHaveAttribute('aria-live', 'polite');
  });
});
