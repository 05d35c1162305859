import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { useState } from 'react';
import { PRICING_ADD_ONS, type PricingState } from '@portfolio/core';
import { autoTheme } from '../theme/index.js';
import { PricingCalculator, pricingCalculatorMessages as text } from './PricingCalculator.js';
import { usePricingCalculator } from './usePricingCalculator.js';

/** What a play function of this file receives: canvas, userEvent, args, viewMode… */
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The amount shown in the polite status region named "Total", e.g. "$29". */
function totalAmount({ canvas }: PlayContext) {
  return within(canvas.getByRole('status', { name: text.total })).getByText(/^\$/);
}

/**
 * Clicks like a person in the canvas (and in tests). On a docs page every state plays at
 * once: there a plain click event changes the value without moving focus (and the page).
 */
async function press({ userEvent, viewMode }: PlayContext, element: HTMLElement) {
  if (viewMode === 'docs') fireEvent.click(element);
  else await userEvent.click(element);
}

/**
 * Sets the team-size slider. Synthetic key or pointer events cannot move a native range
 * input, so the value is set the way the browser reports a drag: an input change event.
 */
function setTeamSize({ canvas }: PlayContext, size: number) {
  fireEvent.change(canvas.getByRole('slider', { name: text.teamSize }), {
    target: { value: String(size) },
  });
}

const meta = {
  title: 'Components/Pricing Calculator',
  component: PricingCalculator,
  args: {
    currency: 'USD',
    // Fixed so amounts read the same on every machine (the default is the browser's locale).
    locale: 'en-US',
    onValueChange: fn(),
  },
  argTypes: {
    currency: { control: 'inline-radio', options: ['USD', 'EUR', 'GBP', 'INR'] },
    locale: { control: 'inline-radio', options: ['en-US', 'en-GB', 'de-DE', 'en-IN'] },
    value: { control: false },
    onValueChange: { control: false },
    className: { control: false },
  },
  parameters: {
    stageWidth: '592px',
    docs: {
      subtitle:
        'Plan, team size, add-ons and billing in; the rounded monthly total and its breakdown out.',
      // Each state below plays on this page too (plain click events, so focus stays put).
      story: { autoplay: true },
      usage: `// Once, at your app's entry: the compiled styles of every component.
import '@portfolio/interactions/styles.css';
import { PricingCalculator } from '@portfolio/interactions';

export function Pricing() {
  return (
    <PricingCalculator
      currency="USD"
      onValueChange={(state, quote) => console.log(quote.total, state.planId)}
    />
  );
}`,
      usageNote:
        'Every number is core’s `priceQuote`: Starter $29, Professional $99, Enterprise $299; 5 users included, then $8 per user; 20 % off with annual billing. Uncontrolled with `defaultValue`, or controlled with `value` and `onValueChange`; `plans`, `addOns` and `config` replace the price list.',
    },
  },
} satisfies Meta<typeof PricingCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starter, 5 users (all included), no add-ons, monthly: $29/mo, and no Reset button. */
export const Defaults: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('radio', { name: 'Starter' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: text.teamSize })).toHaveValue('5');
    await expect(canvas.getByRole('radio', { name: text.monthly })).toBeChecked();
    for (const addOn of PRICING_ADD_ONS) {
      await expect(canvas.getByRole('switch', { name: addOn.name })).toHaveAttribute(
        'aria-checked',
        'false',
      );
    }
    await expect(totalAmount(context)).toHaveTextContent('$29');
    await expect(canvas.getByText(text.billedMonthly)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.reset })).not.toBeInTheDocument();
  },
};

/** The Professional plan: $99/mo, and Reset appears. */
export const ProfessionalPlan: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await press(context, canvas.getByRole('radio', { name: 'Professional' }));
    await expect(canvas.getByRole('radio', { name: 'Professional' })).toBeChecked();
    await expect(totalAmount(context)).toHaveTextContent('$99');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ planId: 'professional' }),
      expect.objectContaining({ total: 99 }),
    );
    await expect(canvas.getByRole('button', { name: text.reset })).toBeVisible();
  },
};

/** The Enterprise plan: $299/mo. */
export const EnterprisePlan: Story = {
  play: async (context) => {
    const { canvas } = context;
    await press(context, canvas.getByRole('radio', { name: 'Enterprise' }));
    await expect(canvas.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await expect(totalAmount(context)).toHaveTextContent('$299');
  },
};

/** The slider at its maximum of 20 users on Starter: 15 extra users at $8 make $149/mo. */
export const MaxTeam: Story = {
  play: async (context) => {
    const { canvas } = context;
    setTeamSize(context, 20);
    const slider = canvas.getByRole('slider', { name: text.teamSize });
    await expect(slider).toHaveValue('20');
    await expect(slider).toHaveAttribute('aria-valuetext', text.users(20));
    await expect(canvas.getByText(text.extraUsers(15, '$8'))).toBeVisible();
    await expect(totalAmount(context)).toHaveTextContent('$149');
    // Beyond the range the browser clamps, and so does core.
    setTeamSize(context, 25);
    await expect(slider).toHaveValue('20');
    await expect(totalAmount(context)).toHaveTextContent('$149');
  },
};

/** All four add-ons switched on: $29 + $19 + $39 + $29 + $59 = $175/mo. */
export const AllAddOns: Story = {
  play: async (context) => {
    const { canvas } = context;
    for (const addOn of PRICING_ADD_ONS) {
      const toggle = canvas.getByRole('switch', { name: addOn.name });
      await press(context, toggle);
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
    }
    await expect(canvas.getByText(text.addOnsCost(4))).toBeVisible();
    await expect(totalAmount(context)).toHaveTextContent('$175');
  },
};

/**
 * Professional, billed annually: 20 % off makes $79/mo, billed $948/yr, and the savings
 * label reads "Save $238/yr" (the monthly discount × 12).
 */
export const Annual: Story = {
  play: async (context) => {
    const { canvas } = context;
    await press(context, canvas.getByRole('radio', { name: 'Professional' }));
    await press(context, canvas.getByRole('radio', { name: text.annual }));
    await expect(canvas.getByRole('radio', { name: text.annual })).toBeChecked();
    await expect(totalAmount(context)).toHaveTextContent('$79');
    await expect(canvas.getByText(text.savings('$238'))).toBeVisible();
    await expect(canvas.getByText(text.billedAnnually('$948'))).toBeVisible();
    await expect(canvas.getByText(text.discount(20))).toBeVisible();
  },
};

/** Controlled: the page owns the value (`value` + `onValueChange`) and shows it beside the calculator. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<PricingState>({
      planId: 'professional',
      teamSize: 8,
      addOnIds: ['api'],
      billing: 'monthly',
    });
    return (
      <div style={{ color: 'var(--pf-color-text)' }}>
        <PricingCalculator
          {...args}
          value={value}
          onValueChange={(next, quote) => {
            setValue(next);
            args.onValueChange?.(next, quote);
          }}
        />
        <p>
          Page state: <output aria-label="Page plan">{value.planId}</output>
        </p>
      </div>
    );
  },
  play: async (context) => {
    const { canvas } = context;
    await expect(totalAmount(context)).toHaveTextContent('$162');
    await press(context, canvas.getByRole('radio', { name: 'Enterprise' }));
    await expect(canvas.getByLabelText('Page plan')).toHaveTextContent('enterprise');
    await expect(totalAmount(context)).toHaveTextContent('$362');
  },
};

/** Headless: `usePricingCalculator` with markup of your own (plain radios, a slider, switches). */
export const Headless: Story = {
  render: function Render() {
    const calculator = usePricingCalculator();
    return (
      <form
        aria-label="Your own calculator"
        style={{ display: 'grid', gap: 12, color: 'var(--pf-color-text)' }}
      >
        <fieldset>
          <legend>Plan</legend>
          {calculator.pricing.plans.map((plan) => (
            <label key={plan.id} style={{ marginInlineEnd: 12 }}>
              <input {...calculator.getPlanRadioProps(plan.id)} /> {plan.name}
            </label>
          ))}
        </fieldset>
        <label>
          Seats ({calculator.quote.teamSize})
          <input {...calculator.getTeamSizeSliderProps()} />
        </label>
        <div>
          {calculator.pricing.addOns.map((addOn) => (
            <button key={addOn.id} {...calculator.getAddOnSwitchProps(addOn.id)}>
              {addOn.name}
            </button>
          ))}
        </div>
        <p>
          Total: <output aria-label="Your total">${calculator.total}</output> per month
        </p>
      </form>
    );
  },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByLabelText('Your total')).toHaveTextContent('$29');
    await press(context, canvas.getByRole('radio', { name: 'Professional' }));
    await press(context, canvas.getByRole('switch', { name: 'API Access' }));
    await expect(canvas.getByLabelText('Your total')).toHaveTextContent('$138');
  },
};

/** A custom pricing table: plans and add-ons with cents show their cents (9.99 shows 9.99), in euros. */
export const CustomPricingTable: Story = {
  args: {
    plans: [
      { id: 'lite', name: 'Lite', price: 9.99 },
      { id: 'team', name: 'Team', price: 24.5 },
    ],
    addOns: [{ id: 'backup', name: 'Daily backup', price: 2.49 }],
    config: { includedUsers: 3, extraUserPrice: 4.99 },
    defaultValue: { planId: 'lite', teamSize: 3 },
    currency: 'EUR',
    locale: 'en-IE',
  },
  play: async (context) => {
    const { canvas } = context;
    await expect(
      within(canvas.getByRole('status', { name: text.total })).getByText('€9.99'),
    ).toBeVisible();
    await press(context, canvas.getByRole('switch', { name: 'Daily backup' }));
    await expect(
      within(canvas.getByRole('status', { name: text.total })).getByText('€12.48'),
    ).toBeVisible();
  },
};

/** Translated: every text through `messages` (German), amounts formatted for de-DE. */
export const Translated: Story = {
  args: {
    currency: 'EUR',
    locale: 'de-DE',
    messages: {
      plan: 'Tarif',
      teamSize: 'Teamgröße',
      users: (count) => `${count} ${count === 1 ? 'Person' : 'Personen'}`,
      includedUsers: (included, price) =>
        `${included} Personen inklusive, danach ${price} je Person`,
      addOns: 'Zusatzoptionen',
      billing: 'Abrechnung',
      monthly: 'Monatlich',
      annual: 'Jährlich',
      perMonth: '/Monat',
      perMonthSpoken: 'pro Monat',
      addOnPrice: (price) => `+${price}/Monat`,
      billedMonthly: 'Monatliche Abrechnung',
      total: 'Gesamt',
      basePrice: (name) => `Tarif ${name}`,
      extraUsers: (count, price) => `Weitere Personen (${count} × ${price})`,
      addOnsCost: (count) => `Zusatzoptionen (${count})`,
      reset: 'Zurücksetzen',
    },
  },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('group', { name: 'Tarif' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Teamgröße' })).toHaveAttribute(
      'aria-valuetext',
      '5 Personen',
    );
    await expect(canvas.getByRole('status', { name: 'Gesamt' })).toHaveTextContent('29 €');
  },
};

/** Right to left: inside `dir="rtl"` the layout mirrors (logical properties, `:dir(rtl)`). */
export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const { canvas } = context;
    const toggle = canvas.getByRole('switch', { name: 'API Access' });
    await press(context, toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(totalAmount(context)).toHaveTextContent('$68');
  },
};

/**
 * The auto theme (`data-theme="auto"` or `autoTheme`): light or dark after the reader's system
 * setting. The test browser reports light, so both theme runs show light here.
 */
export const AutoTheme: Story = {
  decorators: [
    (Story) => (
      <div className={autoTheme}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const { canvasElement } = context;
    const auto = canvasElement.querySelector(`.${autoTheme}`);
    await expect(auto && getComputedStyle(auto).colorScheme).toBe('light dark');
  },
};
