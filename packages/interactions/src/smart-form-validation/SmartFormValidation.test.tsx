import { createRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { passwordFormMessages as m, type PasswordStrength } from '@portfolio/core';
import { renderToString } from 'react-dom/server';
import { SmartFormValidation } from './SmartFormValidation.js';

function passwordField() {
  return screen.getByLabelText('Password');
}
function confirmField() {
  return screen.getByLabelText('Confirm password');
}
/** The element a field's aria-describedby points at: its message. */
function messageOf(field: HTMLElement) {
  const id = field.getAttribute('aria-describedby');
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error('field has no message element');
  return element;
}

describe('SmartFormValidation: before anything is typed', () => {
  test('labels both fields visibly and shows no message until a field is touched', () => {
    render(<SmartFormValidation />);
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(confirmField()).toHaveAttribute('type', 'password');
    expect(screen.getByText('Password').tagName).toBe('LABEL');
    expect(messageOf(passwordField())).toBeEmptyDOMElement();
    expect(messageOf(confirmField())).toBeEmptyDOMElement();
    expect(screen.queryByText(m.weak)).not.toBeInTheDocument();
    expect(passwordField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the verdict and confirm messages are polite live regions that exist before they change', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    const verdictRegion = messageOf(passwordField());
    const confirmRegion = messageOf(confirmField());
    expect(verdictRegion).toHaveAttribute('aria-live', 'polite');
    expect(confirmRegion).toHaveAttribute('aria-live', 'polite');

    await user.type(passwordField(), 'abc');
    await user.type(confirmField(), 'x');
    // The same elements now hold the messages: they were not re-created.
    expect(messageOf(passwordField())).toBe(verdictRegion);
    expect(verdictRegion).toHaveTextContent(m.weak);
    expect(messageOf(confirmField())).toBe(confirmRegion);
    expect(confirmRegion).toHaveTextContent(m.mismatch);
  });

  test('the submit button is disabled and asks to complete both fields', () => {
    render(<SmartFormValidation />);
    expect(screen.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
  });
});

describe('SmartFormValidation: rendered on the server, typed into before hydration', () => {
  test('keeps the typed text and judges it once React has hydrated', async () => {
    const user = userEvent.setup();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<SmartFormValidation />);
    // What a visitor typed into the server HTML; no React listener has seen it.
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'ab1';
    const onStrengthChange = vi.fn();
    render(<SmartFormValidation onStrengthChange={onStrengthChange} />, {
      container,
      hydrate: true,
    });
    expect(passwordField()).toHaveValue('ab1');
    expect(messageOf(passwordField())).toHaveTextContent(m.weak);
    expect(onStrengthChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ points: 1, verdict: 'weak' }),
    );
    expect(messageOf(confirmField())).toBeEmptyDOMElement();
    await user.type(passwordField(), 'C');
    expect(passwordField()).toHaveValue('ab1C');
  });
});

describe('SmartFormValidation: strength verdicts and hints after touching', () => {
  test('leaving the empty password field marks it touched: Weak with two hints', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.click(passwordField());
    await user.tab();
    const message = messageOf(passwordField());
    expect(message).toHaveTextContent(m.weak);
    expect(screen.getByText(m.hintUppercase)).toBeInTheDocument();
    expect(screen.getByText(m.hintNumbers)).toBeInTheDocument();
    expect(screen.queryByText(m.hintSymbols)).not.toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
  });

  test('strength 1 (a digit only) is Weak and hints the first two missing: uppercase, symbols', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'ab1');
    expect(messageOf(passwordField())).toHaveTextContent(m.weak);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      m.hintUppercase,
      m.hintSymbols,
    ]);
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });

  test('strength 2 is Good start with one hint, not invalid yet', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'Abcdefgh');
    expect(messageOf(passwordField())).toHaveTextContent(m.goodStart);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      m.hintNumbers,
    ]);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  });

  test('strength 3 is Strong password! with no hints', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'Abcdefg1');
    expect(messageOf(passwordField())).toHaveTextContent(m.strong);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'false');
  });

  test('strength 4 is Excellent security! and fills the four-segment meter', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'Abcdef1!');
    expect(messageOf(passwordField())).toHaveTextContent(m.excellent);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '4');
    expect(meter).toHaveAttribute('aria-valuemax', '4');
    expect(meter).toHaveAttribute('aria-valuetext', m.excellent);
  });

  test('a common word is Too common even when every point is earned, and blocks submit', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'MyQwerty1!');
    await user.type(confirmField(), 'MyQwerty1!');
    expect(messageOf(passwordField())).toHaveTextContent(m.tooCommon);
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
  });

  test('the verdict follows each keystroke (Weak, then Good start, Strong, Excellent)', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    const message = () => messageOf(passwordField());
    await user.type(passwordField(), 'abcdefgh');
    expect(message()).toHaveTextContent(m.weak);
    await user.type(passwordField(), 'A');
    expect(message()).toHaveTextContent(m.goodStart);
    await user.type(passwordField(), '7');
    expect(message()).toHaveTextContent(m.strong);
    await user.type(passwordField(), '#');
    expect(message()).toHaveTextContent(m.excellent);
  });
});

describe('SmartFormValidation: confirmation', () => {
  test('a prefix of the password says Keep typing..., without marking the field invalid', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'Abcdef1!');
    await user.type(confirmField(), 'Abc');
    expect(messageOf(confirmField())).toHaveTextContent(m.keepTyping);
    expect(confirmField()).toHaveAttribute('aria-invalid', 'false');
  });

  test('a different text says Passwords don\u2019t match and marks the field invalid', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'Abcdef1!');
    await user.type(confirmField(), 'Abx');
    expect(messageOf(confirmField())).toHaveTextContent(m.mismatch);
    expect(confirmField()).toHaveAttribute('aria-invalid', 'true');
  });

  test('the same text says Passwords match perfectly!', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'Abcdef1!');
    await user.type(confirmField(), 'Abcdef1!');
    expect(messageOf(confirmField())).toHaveTextContent(m.match);
    expect(confirmField()).toHaveAttribute('aria-invalid', 'false');
  });

  test('an emptied confirm field shows no message', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'Abcdef1!');
    await user.type(confirmField(), 'zz');
    await user.clear(confirmField());
    expect(messageOf(confirmField())).toBeEmptyDOMElement();
  });
});

describe('SmartFormValidation: submit and success', () => {
  test('Good start with a matching confirmation still cannot be submitted', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.type(passwordField(), 'Abcdefgh');
    await user.type(confirmField(), 'Abcdefgh');
    expect(screen.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
  });

  test('a strong, matching password enables Set Password; submitting shows Password Created! with focus on it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<SmartFormValidation onSubmit={onSubmit} />);
    await user.type(passwordField(), 'Abcdefg1');
    await user.type(confirmField(), 'Abcdefg1');
    const submit = screen.getByRole('button', { name: m.submitReady });
    expect(submit).toBeEnabled();
    expect(container.firstChild).toHaveAttribute('data-valid', 'true');

    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Abcdefg1');
    const heading = screen.getByRole('heading', { name: m.success });
    expect(heading).toHaveFocus();
    expect(container.firstChild).toHaveAttribute('data-state', 'success');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  test('Enter in the confirm field submits a valid form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SmartFormValidation onSubmit={onSubmit} />);
    await user.type(passwordField(), 'Abcdef1!');
    await user.type(confirmField(), 'Abcdef1!{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Abcdef1!');
    expect(screen.getByRole('heading', { name: m.success })).toBeInTheDocument();
  });

  test('Enter on an invalid form does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SmartFormValidation onSubmit={onSubmit} />);
    await user.type(passwordField(), 'Abcdef1!');
    await user.type(confirmField(), 'Abcdef1{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: m.success })).not.toBeInTheDocument();
  });

  test('Try Again clears the form, hides every message and returns focus to the password field', async () => {
    const user = userEvent.setup();
    const { container } = render(<SmartFormValidation />);
    await user.type(passwordField(), 'Abcdef1!');
    await user.type(confirmField(), 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: m.submitReady }));
    await user.click(screen.getByRole('button', { name: m.tryAgain }));

    expect(passwordField()).toHaveValue('');
    expect(confirmField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
    expect(messageOf(passwordField())).toBeEmptyDOMElement();
    expect(messageOf(confirmField())).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();
    expect(container.firstChild).toHaveAttribute('data-state', 'editing');
  });
});

describe('SmartFormValidation: show and hide', () => {
  test('each field has its own named toggle that reveals and hides the text', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(confirmField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password confirmation' }));
    expect(confirmField()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password confirmation' })).toBeInTheDocument();
  });
});

describe('SmartFormValidation: keyboard', () => {
  test('Tab runs password, its toggle, confirm, its toggle; the disabled submit is skipped', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    await user.tab();
    expect(passwordField()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.tab();
    expect(confirmField()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  test('Space on the toggle reveals the password', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation />);
    screen.getByRole('button', { name: 'Show password' }).focus();
    await user.keyboard(' ');
    expect(passwordField()).toHaveAttribute('type', 'text');
  });
});

describe('SmartFormValidation: integration props', () => {
  test('onStrengthChange receives core\u2019s strength on each change', async () => {
    const user = userEvent.setup();
    const onStrengthChange = vi.fn<(strength: PasswordStrength) => void>();
    render(<SmartFormValidation onStrengthChange={onStrengthChange} />);
    await user.type(passwordField(), 'Abcdef1!');
    expect(onStrengthChange).toHaveBeenCalledTimes(8);
    expect(onStrengthChange.mock.lastCall?.[0]).toMatchObject({
      verdict: 'excellent',
      points: 4,
      message: m.excellent,
    });
  });

  test('messages and labels can be translated', async () => {
    const user = userEvent.setup();
    render(
      <SmartFormValidation
        messages={{ weak: 'Schwach', submitIncomplete: 'Bitte beide Felder ausfüllen' }}
        labels={{
          password: 'Passwort',
          confirm: 'Passwort bestätigen',
          showPassword: 'Passwort zeigen',
        }}
      />,
    );
    await user.type(screen.getByLabelText('Passwort'), 'abc');
    expect(screen.getByText('Schwach')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort bestätigen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort zeigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bitte beide Felder ausfüllen' })).toBeDisabled();
  });

  test('a non-empty defaultValue counts as touched and shows its messages at once', () => {
    render(<SmartFormValidation defaultValue={{ password: 'Abcdef1!', confirm: 'Abcdef1!' }} />);
    expect(messageOf(passwordField())).toHaveTextContent(m.excellent);
    expect(messageOf(confirmField())).toHaveTextContent(m.match);
    expect(screen.getByRole('button', { name: m.submitReady })).toBeEnabled();
  });

  test('forwards the ref to the root, merges className and passes other attributes', () => {
    const ref = createRef<HTMLDivElement>();
    render(<SmartFormValidation ref={ref} className="mine" id="signup" data-testid="root" />);
    expect(ref.current).toBe(screen.getByTestId('root'));
    expect(ref.current).toHaveClass('mine');
    expect(ref.current?.className.split(' ').length).toBeGreaterThan(1);
    expect(ref.current).toHaveAttribute('id', 'signup');
    expect(ref.current).toHaveAttribute('data-state', 'editing');
    expect(ref.current).toHaveAttribute('data-valid', 'false');
  });

  test('the success heading level is configurable', async () => {
    const user = userEvent.setup();
    render(
      <SmartFormValidation
        headingLevel={2}
        defaultValue={{ password: 'Abcdef1!', confirm: 'Abcdef1!' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: m.submitReady }));
    expect(screen.getByRole('heading', { level: 2, name: m.success })).toBeInTheDocument();
  });
});

describe('SmartFormValidation: value, names and async submit', () => {
  test('a controlled form shows value and reports both fields through onValueChange', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState({ password: 'Abc', confirm: '' });
      return (
        <SmartFormValidation
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(passwordField()).toHaveValue('Abc');
    await user.type(passwordField(), 'd');
    expect(onValueChange).toHaveBeenLastCalledWith({ password: 'Abcd', confirm: '' });
    expect(passwordField()).toHaveValue('Abcd');
  });

  test('an async onSubmit shows a pending button, then the success screen', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SmartFormValidation onSubmit={onSubmit} />);
    await user.type(passwordField(), 'Tr0ub4dor&3');
    await user.type(confirmField(), 'Tr0ub4dor&3');
    await user.click(screen.getByRole('button', { name: m.submitReady }));
    expect(onSubmit).toHaveBeenCalledWith('Tr0ub4dor&3');
    expect(screen.getByRole('button', { name: 'Setting password\u2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: m.success })).toHaveFocus();
  });

  test('a rejected onSubmit keeps the form and shows the error as an alert', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new Error('The server said no.')));
    render(<SmartFormValidation onSubmit={onSubmit} />);
    await user.type(passwordField(), 'Tr0ub4dor&3');
    await user.type(confirmField(), 'Tr0ub4dor&3');
    await user.click(screen.getByRole('button', { name: m.submitReady }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server said no.');
    expect(screen.getByRole('button', { name: m.submitReady })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: m.success })).not.toBeInTheDocument();
  });

  test('asForm={false} fits a form of yours: named inputs, no form or submit button of its own', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <form
        aria-label="Account"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(Object.fromEntries(new FormData(event.currentTarget)));
        }}
      >
        <SmartFormValidation asForm={false} names={{ password: 'new-password' }} />
        <button type="submit">Save account</button>
      </form>,
    );
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: m.submitIncomplete })).not.toBeInTheDocument();
    // Invalid fields block your form's submit (native validity) and show their messages.
    await user.type(passwordField(), 'abc');
    expect(passwordField()).toBeInvalid();
    await user.type(passwordField(), 'D3f!ghij');
    await user.type(confirmField(), 'abcD3f!ghij');
    expect(passwordField()).toBeValid();
    expect(confirmField()).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(onSave).toHaveBeenCalledWith({ 'new-password': 'abcD3f!ghij', confirm: 'abcD3f!ghij' });
  });
});

describe('SmartFormValidation: custom rules', () => {
  test('requiredPoints 4: three points are a Good start that hints what is missing', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation rules={{ requiredPoints: 4 }} />);
    await user.type(passwordField(), 'Sunset42');
    await user.type(confirmField(), 'Sunset42');
    expect(messageOf(passwordField())).toHaveTextContent(m.goodStart);
    expect(messageOf(passwordField())).not.toHaveTextContent(m.strong);
    expect(screen.getByRole('listitem')).toHaveTextContent(m.hintSymbols);
    expect(screen.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();

    await user.type(passwordField(), '#');
    await user.type(confirmField(), '#');
    expect(messageOf(passwordField())).toHaveTextContent(m.excellent);
    expect(screen.getByRole('button', { name: m.submitReady })).toBeEnabled();
  });

  test("the README's rules: a short password is told the length it needs (no dead end)", async () => {
    const user = userEvent.setup();
    render(
      <SmartFormValidation
        rules={{ minLength: 12, commonWords: ['acme', 'password'], requiredPoints: 4 }}
      />,
    );
    await user.type(passwordField(), 'Short1!A');
    await user.type(confirmField(), 'Short1!A');
    expect(messageOf(passwordField())).toHaveTextContent(m.goodStart);
    expect(screen.getByRole('listitem')).toHaveTextContent('use at least 12 characters');
    expect(messageOf(confirmField())).toHaveTextContent(m.match);
    expect(screen.getByRole('button', { name: m.submitIncomplete })).toBeDisabled();

    await user.type(passwordField(), 'bcde');
    await user.clear(confirmField());
    await user.type(confirmField(), 'Short1!Abcde');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.submitReady })).toBeEnabled();
  });

  test('minLength 12: eight characters no longer earn the length point', async () => {
    const user = userEvent.setup();
    render(<SmartFormValidation rules={{ minLength: 12 }} />);
    await user.type(passwordField(), 'Sunset42');
    expect(messageOf(passwordField())).toHaveTextContent(m.goodStart);
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await user.type(passwordField(), 'eves');
    expect(messageOf(passwordField())).toHaveTextContent(m.strong);
  });

  test('commonWords replaces the spec list', async () => {
    const user = userEvent.setup();
    const onStrengthChange = vi.fn<(strength: PasswordStrength) => void>();
    render(
      <SmartFormValidation
        rules={{ commonWords: ['sunset'] }}
        onStrengthChange={onStrengthChange}
      />,
    );
    await user.type(passwordField(), 'MyPassword#42');
    expect(messageOf(passwordField())).toHaveTextContent(m.excellent);
    await user.clear(passwordField());
    await user.type(passwordField(), 'SUNSET#42');
    expect(messageOf(passwordField())).toHaveTextContent(m.tooCommon);
    expect(onStrengthChange.mock.lastCall?.[0]).toMatchObject({ verdict: 'common' });
  });

  test('requiredPoints 2 inside a form of yours: two points are natively valid', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Account">
        <SmartFormValidation asForm={false} rules={{ requiredPoints: 2 }} />
      </form>,
    );
    await user.type(passwordField(), 'sunset4');
    expect(passwordField()).toBeInvalid();
    await user.type(passwordField(), '2');
    expect(messageOf(passwordField())).toHaveTextContent(m.strong);
    expect(passwordField()).toBeValid();
  });
});
