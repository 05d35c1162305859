import { createRef, useLayoutEffect, useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { priceQuote, type PriceQuote, type PricingState } from '@portfolio/core';
import { renderToString } from 'react-dom/server';
import { PricingCalculator } from './PricingCalculator.js';
import { usePricingCalculator } from './usePricingCalculator.js';

/** The total as shown: the polite status region named "Total". */
function total() {
  return screen.getByRole('status', { name: 'Total' });
}
function totalAmount() {
  return within(total()).getByText(/^\$/).textContent;
}
function slider() {
  return screen.getByRole('slider', { name: 'Team size' });
}
function resetButton() {
  return screen.queryByRole('button', { name: 'Reset' });
}
/** The value cell of the breakdown line whose label matches. */
function breakdownLine(label: RegExp) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('PricingCalculator: defaults', () => {
  test('starts on Starter, 5 users, no add-ons, monthly, with the total core quotes ($29)', () => {
    const { container } = render(<PricingCalculator />);
    const expected = priceQuote({
      planId: 'starter',
      teamSize: 5,
      addOnIds: [],
      billing: 'monthly',
    });
    expect(expected.total).toBe(29);
    expect(totalAmount()).toBe('$29');
    expect(screen.getByRole('radio', { name: 'Starter' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(slider()).toHaveValue('5');
    expect(
      screen.getAllByRole('switch').every((item) => item.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
    expect(resetButton()).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-state', 'default');
    expect(container.firstChild).toHaveAttribute('data-plan', 'starter');
    expect(container.firstChild).toHaveAttribute('data-billing', 'monthly');
  });

  test('plans, add-ons and billing are labelled groups of radios and switches with prices', () => {
    render(<PricingCalculator />);
    const planGroup = screen.getByRole('group', { name: 'Plan' });
    expect(
      within(planGroup)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['starter', 'professional', 'enterprise']);
    expect(screen.getByRole('radio', { name: 'Starter' })).toHaveAccessibleDescription(
      '$29 per month',
    );
    expect(screen.getByRole('radio', { name: 'Professional' })).toHaveAccessibleDescription(
      '$99 per month',
    );
    expect(screen.getByRole('radio', { name: 'Enterprise' })).toHaveAccessibleDescription(
      '$299 per month',
    );

    const addOnGroup = screen.getByRole('group', { name: 'Add-ons' });
    expect(
      within(addOnGroup)
        .getAllByRole('switch')
        .map((item) => item.textContent),
    ).toEqual([
      'Advanced Analytics+$19/mo',
      'API Access+$39/mo',
      'Priority Support+$29/mo',
      'Custom Branding+$59/mo',
    ]);
    expect(screen.getByRole('switch', { name: 'API Access' })).toHaveAccessibleDescription(
      '+$39/mo',
    );

    const billingGroup = screen.getByRole('group', { name: 'Billing' });
    expect(within(billingGroup).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Annual' })).toHaveAccessibleDescription('\u221220%');
  });

  test('team size is a native range 1 to 20 with a visible label and its value in words', () => {
    render(<PricingCalculator />);
    expect(slider()).toHaveAttribute('type', 'range');
    expect(slider()).toHaveAttribute('min', '1');
    expect(slider()).toHaveAttribute('max', '20');
    expect(slider()).toHaveAttribute('aria-valuetext', '5 users');
    expect(screen.getByText('Team size').tagName).toBe('LABEL');
    expect(screen.getByText('5 users')).toBeVisible();
    expect(slider()).toHaveAccessibleDescription('5 users included, then $8 per user');
  });

  test('the total is a polite live region that exists before it changes', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator />);
    const region = total();
    expect(region).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('radio', { name: 'Professional' }));
    expect(total()).toBe(region);
    expect(region).toHaveTextContent('$99');
  });
});

describe('PricingCalculator: rendered on the server, changed before hydration', () => {
  test('takes the plan, billing and team size the inputs show once React has hydrated', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<PricingCalculator />);
    // What a visitor chose in the server HTML; no React listener has seen it.
    const radio = (value: string) =>
      container.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
    radio('professional').checked = true;
    radio('annual').checked = true;
    container.querySelector<HTMLInputElement>('input[type="range"]')!.value = '10';
    const onValueChange = vi.fn();
    render(<PricingCalculator onValueChange={onValueChange} />, { container, hydrate: true });
    const state = {
      planId: 'professional',
      teamSize: 10,
      addOnIds: [],
      billing: 'annual',
    } as const;
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith(state, priceQuote(state));
    expect(screen.getByRole('radio', { name: 'Professional' })).toBeChecked();
    expect(slider()).toHaveValue('10');
    expect(totalAmount()).toBe(`$${priceQuote(state).total}`);
  });

  test('keeps an add-on pressed as it hydrates beside a plan picked before it', () => {
    // React replays a press held during hydration right after the hydrating commit, before the
    // calculator's mount effect reads what the inputs show: the two updates land in one batch.
    function PressAddOnOnHydration() {
      useLayoutEffect(() => {
        screen.getByRole('switch', { name: 'Advanced Analytics' }).click();
      }, []);
      return null;
    }
    const page = (
      <>
        <PricingCalculator />
        <PressAddOnOnHydration />
      </>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    container.querySelector<HTMLInputElement>(
      'input[type="radio"][value="professional"]',
    )!.checked = true;
    render(page, { container, hydrate: true });
    expect(screen.getByRole('radio', { name: 'Professional' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Advanced Analytics' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const state = { planId: 'professional', teamSize: 5, addOnIds: ['analytics'] };
    expect(totalAmount()).toBe(`$${priceQuote({ ...state, billing: 'monthly' }).total}`);
  });

  test('changes nothing when the inputs show what the server rendered', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<PricingCalculator />);
    const onValueChange = vi.fn();
    render(<PricingCalculator onValueChange={onValueChange} />, { container, hydrate: true });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(totalAmount()).toBe('$29');
  });
});

describe('PricingCalculator: plans', () => {
  test.each([
    ['Professional', '$99'],
    ['Enterprise', '$299'],
    ['Starter', '$29'],
  ])('%s costs %s a month with 5 users', async (plan, amount) => {
    const user = userEvent.setup();
    render(
      <PricingCalculator
        defaultValue={{ planId: plan === 'Starter' ? 'enterprise' : 'starter' }}
      />,
    );
    await user.click(screen.getByRole('radio', { name: plan }));
    expect(screen.getByRole('radio', { name: plan })).toBeChecked();
    expect(totalAmount()).toBe(amount);
    expect(breakdownLine(new RegExp(`^${plan} plan$`))).toBe(amount);
  });
});

describe('PricingCalculator: team size', () => {
  test('20 users on Starter adds 15 extra users at $8: $149', () => {
    const { container } = render(<PricingCalculator />);
    fireEvent.change(slider(), { target: { value: '20' } });
    expect(slider()).toHaveAttribute('aria-valuetext', '20 users');
    expect(screen.getByText('20 users')).toBeInTheDocument();
    expect(breakdownLine(/^Extra users/)).toBe('$120');
    expect(screen.getByText('Extra users (15 \u00d7 $8)')).toBeInTheDocument();
    expect(totalAmount()).toBe('$149');
    expect(container.firstChild).toHaveAttribute('data-team-size', '20');
  });

  test('users up to the included 5 cost nothing extra; 1 user reads in the singular', () => {
    render(<PricingCalculator />);
    fireEvent.change(slider(), { target: { value: '1' } });
    expect(slider()).toHaveAttribute('aria-valuetext', '1 user');
    expect(breakdownLine(/^Extra users/)).toBe('$0');
    expect(totalAmount()).toBe('$29');
  });

  test('6 users on Professional: $99 + $8 = $107', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator />);
    await user.click(screen.getByRole('radio', { name: 'Professional' }));
    fireEvent.change(slider(), { target: { value: '6' } });
    expect(totalAmount()).toBe('$107');
  });
});

describe('PricingCalculator: add-ons', () => {
  test('each switch adds its price and switches off again', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator />);
    const analytics = screen.getByRole('switch', { name: 'Advanced Analytics' });
    await user.click(analytics);
    expect(analytics).toHaveAttribute('aria-checked', 'true');
    expect(totalAmount()).toBe('$48');
    await user.click(screen.getByRole('switch', { name: 'API Access' }));
    expect(totalAmount()).toBe('$87');
    await user.click(screen.getByRole('switch', { name: 'Priority Support' }));
    expect(totalAmount()).toBe('$116');
    await user.click(screen.getByRole('switch', { name: 'Custom Branding' }));
    expect(totalAmount()).toBe('$175');
    expect(breakdownLine(/^Add-ons/)).toBe('$146');
    expect(screen.getByText('Add-ons (4)')).toBeInTheDocument();

    await user.click(analytics);
    expect(analytics).toHaveAttribute('aria-checked', 'false');
    expect(totalAmount()).toBe('$156');
  });
});

describe('PricingCalculator: billing', () => {
  test('annual shows the discounted monthly total, the discount line, the yearly bill and "Save $N/yr"', async () => {
    const user = userEvent.setup();
    const { container } = render(<PricingCalculator />);
    expect(screen.queryByText(/^Save /)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Annual' }));

    const quote = priceQuote({ planId: 'starter', teamSize: 5, addOnIds: [], billing: 'annual' });
    expect([quote.total, quote.annualSavings, quote.billedAmount]).toEqual([23, 70, 276]);
    expect(totalAmount()).toBe('$23');
    expect(within(total()).getByText('Save $70/yr')).toBeInTheDocument();
    expect(breakdownLine(/^Annual discount \(20%\)$/)).toBe('-$6');
    expect(screen.getByText('Billed annually: $276/yr')).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-billing', 'annual');
  });

  test('annual Professional with 10 users and API Access: $142, Save $427/yr', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator />);
    await user.click(screen.getByRole('radio', { name: 'Professional' }));
    fireEvent.change(slider(), { target: { value: '10' } });
    await user.click(screen.getByRole('switch', { name: 'API Access' }));
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    // (99 + 5 × 8 + 39) × 0.8 = 142.4; savings 35.6 × 12 = 427.2
    expect(totalAmount()).toBe('$142');
    expect(screen.getByText('Save $427/yr')).toBeInTheDocument();
  });

  test('back to monthly hides the savings and the discount', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator defaultValue={{ billing: 'annual' }} />);
    expect(screen.getByText('Save $70/yr')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.queryByText(/^Save /)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Annual discount/)).not.toBeInTheDocument();
    expect(totalAmount()).toBe('$29');
  });
});

describe('PricingCalculator: reset', () => {
  test('Reset appears only when a value differs from the defaults', async () => {
    const user = userEvent.setup();
    const { container } = render(<PricingCalculator />);
    expect(resetButton()).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    expect(resetButton()).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-state', 'modified');
    // Choosing the default again is not a change.
    await user.click(screen.getByRole('radio', { name: 'Starter' }));
    expect(resetButton()).not.toBeInTheDocument();

    fireEvent.change(slider(), { target: { value: '6' } });
    expect(resetButton()).toBeInTheDocument();
    fireEvent.change(slider(), { target: { value: '5' } });
    expect(resetButton()).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Priority Support' }));
    expect(resetButton()).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Priority Support' }));
    expect(resetButton()).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(resetButton()).toBeInTheDocument();
  });

  test('Reset restores every default, hides itself and puts focus on the chosen plan', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<PricingCalculator onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    fireEvent.change(slider(), { target: { value: '12' } });
    await user.click(screen.getByRole('switch', { name: 'Custom Branding' }));
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    await user.click(resetButton()!);

    expect(screen.getByRole('radio', { name: 'Starter' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(slider()).toHaveValue('5');
    expect(screen.getByRole('switch', { name: 'Custom Branding' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(totalAmount()).toBe('$29');
    expect(resetButton()).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Starter' })).toHaveFocus();
    expect(container.firstChild).toHaveAttribute('data-state', 'default');
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ planId: 'starter', teamSize: 5, billing: 'monthly' }),
      expect.objectContaining({ total: 29 }),
    );
  });

  test('with a defaultValue, Reset returns to it', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator defaultValue={{ planId: 'professional', teamSize: 8 }} />);
    expect(totalAmount()).toBe('$123');
    expect(resetButton()).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Starter' }));
    await user.click(resetButton()!);
    expect(screen.getByRole('radio', { name: 'Professional' })).toBeChecked();
    expect(slider()).toHaveValue('8');
  });
});

describe('PricingCalculator: callbacks and control', () => {
  test('onValueChange receives the new state and core\u2019s quote for it on each change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn<(state: PricingState, quote: PriceQuote) => void>();
    render(<PricingCalculator onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'Professional' }));
    const state: PricingState = {
      planId: 'professional',
      teamSize: 5,
      addOnIds: [],
      billing: 'monthly',
    };
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith(state, priceQuote(state));
    await user.click(screen.getByRole('switch', { name: 'API Access' }));
    expect(onValueChange.mock.lastCall?.[1]).toMatchObject({ total: 138, addOnsCost: 39 });
    expect(onValueChange.mock.lastCall?.[0].addOnIds).toEqual(['api']);
  });

  test('a controlled calculator shows value and reports changes through onValueChange', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<PricingState>({
        planId: 'enterprise',
        teamSize: 5,
        addOnIds: [],
        billing: 'monthly',
      });
      return (
        <>
          <PricingCalculator
            value={value}
            onValueChange={(next) => {
              onValueChange(next);
              setValue(next);
            }}
          />
          <output aria-label="parent plan">{value.planId}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(totalAmount()).toBe('$299');
    await user.click(screen.getByRole('radio', { name: 'Professional' }));
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ planId: 'professional' }),
    );
    expect(screen.getByLabelText('parent plan')).toHaveTextContent('professional');
    expect(totalAmount()).toBe('$99');
  });

  test('a controlled calculator whose parent ignores the change keeps showing the parent\u2019s value', async () => {
    const user = userEvent.setup();
    const value: PricingState = {
      planId: 'starter',
      teamSize: 5,
      addOnIds: [],
      billing: 'monthly',
    };
    render(<PricingCalculator value={value} onValueChange={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    expect(screen.getByRole('radio', { name: 'Starter' })).toBeChecked();
    expect(totalAmount()).toBe('$29');
  });
});

describe('PricingCalculator: keyboard', () => {
  test('Tab visits the chosen plan, the slider, each switch and the chosen billing', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Starter' })).toHaveFocus();
    await user.tab();
    expect(slider()).toHaveFocus();
    for (const name of [
      'Advanced Analytics',
      'API Access',
      'Priority Support',
      'Custom Branding',
    ]) {
      await user.tab();
      expect(screen.getByRole('switch', { name })).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  test('arrow keys move the choice within the plan and billing radio groups', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Professional' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Professional' })).toHaveFocus();
    expect(totalAmount()).toBe('$99');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Professional' })).toBeChecked();

    screen.getByRole('radio', { name: 'Monthly' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(screen.getByText('Save $238/yr')).toBeInTheDocument();
  });

  test('Space and Enter toggle a focused switch', async () => {
    const user = userEvent.setup();
    render(<PricingCalculator />);
    const support = screen.getByRole('switch', { name: 'Priority Support' });
    support.focus();
    await user.keyboard(' ');
    expect(support).toHaveAttribute('aria-checked', 'true');
    expect(totalAmount()).toBe('$58');
    await user.keyboard('{Enter}');
    expect(support).toHaveAttribute('aria-checked', 'false');
  });
});

describe('PricingCalculator: customisation', () => {
  test('custom plans, add-ons and pricing rules', async () => {
    const user = userEvent.setup();
    render(
      <PricingCalculator
        plans={[
          { id: 'solo', name: 'Solo', price: 10 },
          { id: 'team', name: 'Team', price: 50 },
        ]}
        addOns={[{ id: 'sso', name: 'Single sign-on', price: 25 }]}
        config={{ includedUsers: 1, extraUserPrice: 5, maxTeamSize: 50, annualDiscountPercent: 50 }}
        defaultValue={{ planId: 'solo', teamSize: 1 }}
      />,
    );
    expect(screen.getAllByRole('radio', { name: /Solo|Team/ })).toHaveLength(2);
    expect(slider()).toHaveAttribute('max', '50');
    fireEvent.change(slider(), { target: { value: '3' } });
    await user.click(screen.getByRole('switch', { name: 'Single sign-on' }));
    // 10 + 2 × 5 + 25
    expect(totalAmount()).toBe('$45');
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(totalAmount()).toBe('$23');
    expect(screen.getByText('Save $270/yr')).toBeInTheDocument();
  });

  test('currency and locale format every amount', () => {
    render(<PricingCalculator currency="EUR" locale="de-DE" />);
    expect(total()).toHaveTextContent(/^29\s€/);
    expect(screen.getByRole('radio', { name: 'Enterprise' })).toHaveAccessibleDescription(/299\s€/);
  });

  test('messages can be translated', () => {
    render(
      <PricingCalculator
        messages={{
          plan: 'Tarif',
          teamSize: 'Teamgröße',
          users: (count) => `${count} Personen`,
          total: 'Gesamt',
          monthly: 'Monatlich',
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Tarif' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Teamgröße' })).toHaveAttribute(
      'aria-valuetext',
      '5 Personen',
    );
    expect(screen.getByRole('status', { name: 'Gesamt' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monatlich' })).toBeChecked();
  });

  test('forwards the ref to the root and merges className', () => {
    const ref = createRef<HTMLDivElement>();
    render(<PricingCalculator ref={ref} className="mine" data-testid="calc" />);
    expect(ref.current).toBe(screen.getByTestId('calc'));
    expect(ref.current).toHaveClass('mine');
    expect(ref.current?.className.split(' ').length).toBeGreaterThan(1);
  });
});

describe('PricingCalculator: prices with cents', () => {
  const plans = [
    { id: 'lite', name: 'Lite', price: 9.99 },
    { id: 'plus', name: 'Plus', price: 19.5 },
  ];

  test('a 9.99 plan shows 9.99, in the plan card and in the total', () => {
    render(<PricingCalculator plans={plans} addOns={[]} config={{ includedUsers: 20 }} />);
    expect(screen.getByRole('radio', { name: 'Lite' })).toHaveAccessibleDescription(
      '$9.99 per month',
    );
    expect(totalAmount()).toBe('$9.99');
  });

  test('whole prices keep the spec\u2019s whole-number amounts', () => {
    render(<PricingCalculator />);
    expect(screen.getByRole('radio', { name: 'Starter' })).toHaveAccessibleDescription(
      '$29 per month',
    );
    expect(totalAmount()).toBe('$29');
  });
});

describe('usePricingCalculator: the behaviour without the markup', () => {
  function OwnMarkup() {
    const calculator = usePricingCalculator({ defaultValue: { teamSize: 3 } });
    return (
      <div>
        {calculator.pricing.plans.map((plan) => (
          <label key={plan.id}>
            <input {...calculator.getPlanRadioProps(plan.id)} />
            {plan.name}
          </label>
        ))}
        <label>
          Seats
          <input {...calculator.getTeamSizeSliderProps()} />
        </label>
        {calculator.pricing.addOns.map((addOn) => (
          <button key={addOn.id} {...calculator.getAddOnSwitchProps(addOn.id)}>
            {addOn.name}
          </button>
        ))}
        <output aria-label="Monthly total">{calculator.total}</output>
        {calculator.modified && <button onClick={calculator.reset}>Start over</button>}
      </div>
    );
  }

  test('wires native radios, a slider and switches to core\u2019s quote', async () => {
    const user = userEvent.setup();
    render(<OwnMarkup />);
    expect(screen.getByLabelText('Monthly total')).toHaveTextContent('29');
    expect(screen.getByRole('slider', { name: 'Seats' })).toHaveValue('3');
    await user.click(screen.getByRole('radio', { name: 'Professional' }));
    await user.click(screen.getByRole('switch', { name: 'API Access' }));
    expect(screen.getByRole('switch', { name: 'API Access' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByLabelText('Monthly total')).toHaveTextContent(
      String(
        priceQuote({ planId: 'professional', teamSize: 3, addOnIds: ['api'], billing: 'monthly' })
          .total,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('radio', { name: 'Starter' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Seats' })).toHaveValue('3');
  });
  test('two changes in one event both count, each over the one before', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Bundle() {
      const calculator = usePricingCalculator({ onValueChange });
      return (
        <>
          <button
            onClick={() => {
              calculator.toggleAddOn('api');
              calculator.selectPlan('professional');
              calculator.toggleAddOn('support');
            }}
          >
            Professional with API Access and Priority Support
          </button>
          <output aria-label="Monthly total">{calculator.total}</output>
        </>
      );
    }
    render(<Bundle />);
    await user.click(
      screen.getByRole('button', { name: 'Professional with API Access and Priority Support' }),
    );
    const state = {
      planId: 'professional',
      teamSize: 5,
      addOnIds: ['api', 'support'],
      billing: 'monthly',
    } as const;
    expect(screen.getByLabelText('Monthly total')).toHaveTextContent(
      String(priceQuote(state).total),
    );
    expect(onValueChange).toHaveBeenCalledTimes(3);
    expect(onValueChange).toHaveBeenLastCalledWith(state, priceQuote(state));
  });

  test('a controlled calculator is told of two changes in one event, each over the one before', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<PricingState>({
        planId: 'starter',
        teamSize: 5,
        addOnIds: [],
        billing: 'monthly',
      });
      const calculator = usePricingCalculator({ value, onValueChange: setValue });
      return (
        <>
          <button
            onClick={() => {
              calculator.toggleAddOn('api');
              calculator.setBilling('annual');
            }}
          >
            API Access, billed annually
          </button>
          <output aria-label="Chosen">
            {value.addOnIds.join(',')} {value.billing}
          </output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'API Access, billed annually' }));
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('api annual');
  });
});
