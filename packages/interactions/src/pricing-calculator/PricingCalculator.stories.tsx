import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { useState } from 'react';
import { PRICING_ADD_ONS, PRICING_PLANS, type PricingState } from '@portfolio/core';
import { autoTheme } from '../theme/index.js';
import { button, card, text as recipeText } from '../recipes/index.js';
import {
  accentControl,
  optionTile,
  rangeInput,
  row,
  stack,
} from '../../../../.storybook/story-styles';
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
      accessibility: `- **Native controls first.** The plans and the billing period are radio groups (\`fieldset\` + \`legend\`: "Plan", "Billing"), the team size a native range input named "Team size" whose \`aria-valuetext\` says "8 users", and each add-on a \`switch\` button named by the add-on, its price tied to it with \`aria-describedby\`.
- **Live region.** The total is a polite \`status\` region named "Total": it is announced after each change, once, with its unit spoken ("$162 per month"), while the breakdown beside it stays quiet.
- **Focus.** Reset appears only when something differs from the defaults; pressing it removes it, so focus moves to the chosen plan's radio instead of falling to the page.
- **Text and numbers.** Amounts are formatted by \`Intl.NumberFormat\` for \`locale\` and \`currency\`; in a right-to-left page the layout mirrors (see Right To Left below).`,
      keyboard: [
        {
          keys: 'Tab / Shift + Tab',
          action:
            'Moves between the plan group, the team-size slider, each add-on switch, the billing group and Reset.',
        },
        {
          keys: 'Arrow Up / Arrow Down / Arrow Left / Arrow Right',
          action:
            'In a radio group: chooses the previous or next plan (or billing period). On the slider: one user less or more (mirrored in right-to-left).',
        },
        {
          keys: 'Home / End / Page Up / Page Down',
          action: 'On the slider: 1 user, 20 users, or a larger step.',
        },
        {
          keys: 'Space / Enter',
          action: 'On an add-on switch: turns it on or off. On Reset: back to the defaults.',
        },
      ],
      parts: {
        root: 'The card; it carries whether anything differs from the defaults, the plan and the billing.',
        section: 'One group of controls (plan, team size, add-ons, billing).',
        legend: 'A group’s visible name.',
        plans: 'The plan options.',
        'plan-option': 'One plan: a `<label>` around its radio and card.',
        'hidden-input': 'The native radio, visually hidden, focusable.',
        'plan-card': 'The plan’s visible card.',
        'radio-dot': 'The drawn radio mark.',
        'plan-name': 'The plan’s name.',
        'plan-price': 'Its price and unit.',
        'plan-amount': 'The amount.',
        unit: '“/mo”, shown (spoken as “per month”).',
        'slider-header': 'The team-size label and value.',
        'field-label': '“Team size”.',
        'slider-value': '“5 users”, shown (the slider says it itself).',
        slider: 'The native range input.',
        'slider-track':
          'The drawn track behind the slider (direction-free: it mirrors in right-to-left).',
        'slider-fill': 'The filled part of the track, from the start side to the thumb.',
        note: 'A line of fine print.',
        'add-ons': 'The add-on switches.',
        'add-on': 'One add-on: a `switch` button.',
        'switch-track': 'The drawn switch.',
        'switch-thumb': 'Its knob.',
        'add-on-name': 'The add-on’s name.',
        'add-on-price': 'Its price.',
        segmented: 'The billing options.',
        segment: 'One billing option.',
        'segment-body': 'Its visible label.',
        'segment-hint': 'The annual discount hint.',
        summary: 'The breakdown and the total.',
        breakdown: 'The lines of the price, as a description list.',
        line: 'One line (`data-kind="discount"` for the discount).',
        amount: 'A line’s amount.',
        'total-row': 'The total with its label.',
        'total-label': '“Total”.',
        'total-value': 'The polite `status` region.',
        total: 'The amount.',
        'total-unit': '“/mo”.',
        savings: 'The yearly saving, with annual billing.',
        footer: 'The billing note and Reset.',
        reset: 'Back to the defaults (only when something changed).',
      },
      states: [
        {
          attribute: 'data-state',
          part: 'root',
          values: 'default | modified',
          meaning: 'Whether anything differs from the defaults (Reset is shown).',
        },
        {
          attribute: 'data-plan',
          part: 'root',
          values: 'the plan’s id',
          meaning: 'The chosen plan.',
        },
        {
          attribute: 'data-billing',
          part: 'root',
          values: 'monthly | annual',
          meaning: 'The billing period.',
        },
        {
          attribute: 'aria-checked',
          part: 'add-on',
          values: 'true | false',
          meaning: 'Whether the add-on is on.',
        },
        {
          attribute: 'data-state',
          part: 'plan-option, segment, add-on',
          values: 'checked | unchecked',
          meaning: 'Whether the plan, billing period or add-on is chosen.',
        },
      ],
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

/**
 * Headless: `usePricingCalculator` with markup of your own (native radios, a range, switch
 * buttons), styled only with the package's tokens and recipes (`card`, `button`, `text`).
 */
export const Headless: Story = {
  render: function Render() {
    const calculator = usePricingCalculator();
    return (
      <form aria-label="Your own calculator" className={card} style={stack('5')}>
        <fieldset style={stack('2')}>
          <legend className={recipeText.label}>Plan</legend>
          <div style={row('2')}>
            {calculator.pricing.plans.map((plan) => {
              const props = calculator.getPlanRadioProps(plan.id);
              return (
                <label key={plan.id} style={optionTile(Boolean(props.checked))}>
                  <input {...props} style={accentControl} /> {plan.name}
                </label>
              );
            })}
          </div>
        </fieldset>
        <label className={recipeText.label} style={stack('2')}>
          Seats ({calculator.quote.teamSize})
          <input {...calculator.getTeamSizeSliderProps()} style={rangeInput} />
        </label>
        <div role="group" aria-label="Add-ons" style={row('2')}>
          {calculator.pricing.addOns.map((addOn) => {
            const props = calculator.getAddOnSwitchProps(addOn.id);
            return (
              <button
                key={addOn.id}
                {...props}
                className={button({
                  variant: props['aria-checked'] ? 'primary' : 'secondary',
                  size: 'sm',
                })}
              >
                {addOn.name}
              </button>
            );
          })}
        </div>
        <p className={recipeText.title}>
          Total: <output aria-label="Your total">${calculator.total}</output>{' '}
          <span className={recipeText.caption}>per month</span>
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
    await expect(canvas.getByRole('switch', { name: 'API Access' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/**
 * In a form of yours: with `name="pricing"` the calculator submits `pricing.plan`,
 * `pricing.teamSize`, `pricing.billing` and one `pricing.addOns` per add-on switched on, and
 * your form's reset returns it to its defaults.
 */
export const InAForm: Story = {
  args: { name: 'pricing' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        aria-label="Your order"
        style={stack('4')}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setSubmitted(
            [...data.entries()]
              .filter(([key]) => key.startsWith('pricing.'))
              .map(([key, value]) => `${key}=${String(value)}`)
              .join('&'),
          );
        }}
        onReset={() => setSubmitted('')}
      >
        <PricingCalculator {...args} />
        <div style={row('3')}>
          <button type="submit" className={button()}>
            Continue to payment
          </button>
          <button type="reset" className={button({ variant: 'ghost' })}>
            Start over
          </button>
        </div>
        <p className={recipeText.caption}>
          Submitted: <output aria-label="Submitted fields">{submitted || 'nothing yet'}</output>
        </p>
      </form>
    );
  },
  play: async (context) => {
    const { canvas } = context;
    await press(context, canvas.getByRole('radio', { name: 'Professional' }));
    await press(context, canvas.getByRole('switch', { name: 'API Access' }));
    await press(context, canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(canvas.getByLabelText('Submitted fields')).toHaveTextContent(
      'pricing.plan=professional&pricing.teamSize=5&pricing.addOns=api&pricing.billing=monthly',
    );
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

/** The add-ons' names in German, by id (prices and ids stay core's). */
const germanAddOnNames: Record<string, string> = {
  analytics: 'Erweiterte Analysen',
  api: 'API-Zugang',
  support: 'Vorrangiger Support',
  branding: 'Eigenes Branding',
};

/**
 * Translated: every text through `messages` (German), the add-ons' names through `addOns`,
 * amounts formatted for de-DE.
 */
export const Translated: Story = {
  args: {
    currency: 'EUR',
    locale: 'de-DE',
    addOns: PRICING_ADD_ONS.map((addOn) => ({
      ...addOn,
      name: germanAddOnNames[addOn.id] ?? addOn.name,
    })),
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
      savings: (amount) => `Sie sparen ${amount}/Jahr`,
      billedAnnually: (amount) => `Jährliche Abrechnung: ${amount}/Jahr`,
      discount: (percent) => `Jahresrabatt (${percent} %)`,
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
    // No English add-on name is left.
    for (const addOn of PRICING_ADD_ONS) {
      await expect(canvas.queryByText(addOn.name)).not.toBeInTheDocument();
      await expect(
        canvas.getByRole('switch', { name: germanAddOnNames[addOn.id] }),
      ).toBeInTheDocument();
    }
  },
};

/** Hebrew copy for the right-to-left story: every message, the plans and the add-ons. */
const hebrew = {
  messages: {
    plan: 'תוכנית',
    teamSize: 'גודל הצוות',
    users: (count: number) => (count === 1 ? 'משתמש אחד' : `${count} משתמשים`),
    includedUsers: (included: number, price: string) =>
      `${included} משתמשים כלולים, ואחר כך ${price} לכל משתמש`,
    addOns: 'תוספות',
    billing: 'חיוב',
    monthly: 'חודשי',
    annual: 'שנתי',
    perMonth: '/חודש',
    perMonthSpoken: 'לחודש',
    addOnPrice: (price: string) => `+${price}/חודש`,
    savings: (amount: string) => `חיסכון של ${amount} בשנה`,
    billedAnnually: (amount: string) => `חיוב שנתי: ${amount} בשנה`,
    billedMonthly: 'חיוב חודשי',
    total: 'סה״כ',
    basePrice: (name: string) => `תוכנית ${name}`,
    extraUsers: (count: number, price: string) => `משתמשים נוספים (${count} × ${price})`,
    addOnsCost: (count: number) => `תוספות (${count})`,
    discount: (percent: number) => `הנחה שנתית (${percent}%)`,
    reset: 'איפוס',
  },
  plans: { starter: 'בסיסית', professional: 'מקצועית', enterprise: 'ארגונית' } as Record<
    string,
    string
  >,
  addOns: {
    analytics: 'אנליטיקה מתקדמת',
    api: 'גישת API',
    support: 'תמיכה מועדפת',
    branding: 'מיתוג מותאם',
  } as Record<string, string>,
};

/**
 * Right to left, in Hebrew: inside `dir="rtl"` the layout mirrors (the slider fills from the
 * right, a checked switch's knob sits on the left) and amounts in Latin digits read in order
 * inside the Hebrew text.
 */
export const RightToLeft: Story = {
  args: {
    locale: 'he-IL',
    messages: hebrew.messages,
    plans: PRICING_PLANS.map((plan) => ({ ...plan, name: hebrew.plans[plan.id] ?? plan.name })),
    addOns: PRICING_ADD_ONS.map((addOn) => ({
      ...addOn,
      name: hebrew.addOns[addOn.id] ?? addOn.name,
    })),
    defaultValue: { planId: 'professional', teamSize: 8, addOnIds: [], billing: 'monthly' },
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="he">
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const { canvas } = context;
    const toggle = canvas.getByRole('switch', { name: 'גישת API' });
    await press(context, toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // Professional $99 + 3 extra users at $8 + API $39.
    await expect(canvas.getByRole('status', { name: 'סה״כ' })).toHaveTextContent('162');
    await expect(canvas.getByRole('slider', { name: 'גודל הצוות' })).toHaveAttribute(
      'aria-valuetext',
      '8 משתמשים',
    );
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
