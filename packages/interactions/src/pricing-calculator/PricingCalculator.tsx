import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
} from 'react';
import { cx, parts } from '../shared/cx.js';
import { rootProps } from '../shared/root-props.js';
import { buttonGhost, buttonSmall } from '../recipes/button.css.js';
import { textCaption, textDescription, textLabel } from '../recipes/text.css.js';
import { visuallyHidden } from '../recipes/visually-hidden.css.js';
import * as styles from './PricingCalculator.css.js';
import { usePricingCalculator, type UsePricingCalculatorOptions } from './usePricingCalculator.js';

/** Every text of the calculator; amounts arrive already formatted in the chosen currency. */
export interface PricingCalculatorMessages {
  /** Legend of the plan radio group. */
  plan: string;
  /** Label of the team-size slider. */
  teamSize: string;
  /** A team size as text, e.g. "5 users"; also the slider's `aria-valuetext`. */
  users: (count: number) => string;
  /** The note under the slider, e.g. "5 users included, then $8 per user". */
  includedUsers: (included: number, extraUserPrice: string) => string;
  /** Legend of the add-on switches. */
  addOns: string;
  /** Legend of the billing radio group. */
  billing: string;
  /** The monthly billing option. */
  monthly: string;
  /** The annual billing option. */
  annual: string;
  /** The hint beside the annual option, e.g. "−20%". */
  annualDiscountHint: (percent: number) => string;
  /** Short unit after a monthly price, shown on screen ("/mo"). */
  perMonth: string;
  /** The same unit as read by a screen reader ("per month"). */
  perMonthSpoken: string;
  /** An add-on's price, e.g. "+$19/mo". */
  addOnPrice: (price: string) => string;
  /** The savings label shown with annual billing, e.g. "Save $70/yr". */
  savings: (amount: string) => string;
  /** The yearly amount with annual billing, e.g. "Billed annually: $276/yr". */
  billedAnnually: (amount: string) => string;
  /** The billing note with monthly billing. */
  billedMonthly: string;
  /** Label of the total. */
  total: string;
  /** Breakdown line of the plan's base price, e.g. "Starter plan". */
  basePrice: (planName: string) => string;
  /** Breakdown line of the extra users, e.g. "Extra users (3 × $8)". */
  extraUsers: (count: number, unitPrice: string) => string;
  /** Breakdown line of the add-ons. */
  addOnsCost: (count: number) => string;
  /** Breakdown line of the annual discount, e.g. "Annual discount (20%)". */
  discount: (percent: number) => string;
  /** The button that returns every value to its default. */
  reset: string;
}

/** The default messages, exported so a translation can start from them. */
export const pricingCalculatorMessages: PricingCalculatorMessages = {
  plan: 'Plan',
  teamSize: 'Team size',
  users: (count) => `${count} ${count === 1 ? 'user' : 'users'}`,
  includedUsers: (included, price) => `${included} users included, then ${price} per user`,
  addOns: 'Add-ons',
  billing: 'Billing',
  monthly: 'Monthly',
  annual: 'Annual',
  annualDiscountHint: (percent) => `\u2212${percent}%`,
  perMonth: '/mo',
  perMonthSpoken: 'per month',
  addOnPrice: (price) => `+${price}/mo`,
  savings: (amount) => `Save ${amount}/yr`,
  billedAnnually: (amount) => `Billed annually: ${amount}/yr`,
  billedMonthly: 'Billed monthly',
  total: 'Total',
  basePrice: (name) => `${name} plan`,
  extraUsers: (count, price) => `Extra users (${count} \u00d7 ${price})`,
  addOnsCost: (count) => (count === 1 ? 'Add-ons (1)' : `Add-ons (${count})`),
  discount: (percent) => `Annual discount (${percent}%)`,
  reset: 'Reset',
};

/** The `data-part` names of PricingCalculator's elements: the keys of its `classNames`. */
export type PricingCalculatorPart =
  | 'root'
  | 'add-on'
  | 'add-on-name'
  | 'add-on-price'
  | 'add-ons'
  | 'amount'
  | 'breakdown'
  | 'field-label'
  | 'footer'
  | 'hidden-input'
  | 'legend'
  | 'line'
  | 'note'
  | 'plan-amount'
  | 'plan-card'
  | 'plan-name'
  | 'plan-option'
  | 'plan-price'
  | 'plans'
  | 'radio-dot'
  | 'reset'
  | 'savings'
  | 'section'
  | 'segment'
  | 'segment-body'
  | 'segment-hint'
  | 'segmented'
  | 'slider'
  | 'slider-fill'
  | 'slider-header'
  | 'slider-track'
  | 'slider-value'
  | 'summary'
  | 'switch-thumb'
  | 'switch-track'
  | 'total'
  | 'total-label'
  | 'total-row'
  | 'total-unit'
  | 'total-value'
  | 'unit';

export interface PricingCalculatorProps
  extends
    Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue' | 'children'>,
    UsePricingCalculatorOptions {
  /** ISO 4217 currency of the amounts (default "USD"); whole prices show no decimals, prices with cents show them. */
  currency?: string;
  /** Locale for number formatting (default "en-US", so server and browser render the same text). */
  locale?: string;
  /** Replaces any of the texts, e.g. to translate them. */
  messages?: Partial<PricingCalculatorMessages>;
  /** Class name merged onto the root element. */
  className?: string;
  /**
   * Class names added to each part, by its `data-part` name (`root` too), as react-aria-components
   * and Radix style parts: `classNames={{ total: 'my-button' }}`. The parts keep their own classes.
   */
  classNames?: Partial<Record<PricingCalculatorPart, string>>;
}

/**
 * A live price calculator: plan, team size, add-ons and billing in, the
 * rounded monthly total with its breakdown out. Every number is core's `priceQuote`;
 * Reset shows only while a value differs from the defaults. The behaviour is
 * `usePricingCalculator`; this is its markup.
 */
export const PricingCalculator = /* @__PURE__ */ forwardRef<HTMLDivElement, PricingCalculatorProps>(
  function PricingCalculator(
    { currency = 'USD', locale = 'en-US', messages, className, classNames, ...props },
    ref,
  ) {
    const text: PricingCalculatorMessages = { ...pricingCalculatorMessages, ...messages };
    const part = parts(classNames);
    const calculator = usePricingCalculator(props);
    const { state, quote, pricing, modified, fractional } = calculator;

    const money = useMemo(
      () =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: fractional ? 2 : 0,
          maximumFractionDigits: fractional ? 2 : 0,
        }),
      [locale, currency, fractional],
    );
    const format = (amount: number) => money.format(amount);

    // Reset removes its own button; focus moves to the chosen plan rather than the page.
    const planGroupRef = useRef<HTMLFieldSetElement>(null);
    const focusPlan = useRef(false);
    useEffect(() => {
      if (!focusPlan.current) return;
      focusPlan.current = false;
      planGroupRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }, [state]);
    const reset = () => {
      focusPlan.current = true;
      calculator.reset();
    };

    const id = useId();
    const planName = `${id}-plan`;
    const billingName = `${id}-billing`;
    const teamSizeId = `${id}-team-size`;
    const totalLabelId = `${id}-total`;
    const { min, max } = calculator.teamSizeRange;
    const fill = max > min ? (quote.teamSize - min) / (max - min) : 1;
    const annual = quote.billing === 'annual';

    return (
      <div
        {...rootProps(calculator.rest, cx(styles.root, className, classNames?.root))}
        ref={ref}
        data-state={modified ? 'modified' : 'default'}
        data-disabled={calculator.disabled || undefined}
        data-plan={quote.plan.id}
        data-billing={quote.billing}
        data-team-size={quote.teamSize}
      >
        <fieldset ref={planGroupRef} {...part('section', styles.section)}>
          <legend {...part('legend', styles.legend)}>{text.plan}</legend>
          <div {...part('plans', styles.plans)}>
            {pricing.plans.map((plan) => (
              <label
                key={plan.id}
                {...part('plan-option', styles.radioOption)}
                data-state={quote.plan.id === plan.id ? 'checked' : 'unchecked'}
                data-disabled={calculator.disabled || undefined}
              >
                <input
                  {...calculator.getPlanRadioProps(plan.id)}
                  {...part('hidden-input', styles.hiddenInput)}
                  aria-labelledby={`${planName}-${plan.id}-name`}
                  aria-describedby={`${planName}-${plan.id}-price`}
                />
                <span {...part('plan-card', styles.planCard)}>
                  <span {...part('radio-dot', styles.radioDot)} aria-hidden />
                  <span id={`${planName}-${plan.id}-name`} {...part('plan-name', styles.planName)}>
                    {plan.name}
                  </span>
                  <span
                    id={`${planName}-${plan.id}-price`}
                    {...part('plan-price', styles.planPrice)}
                  >
                    <span {...part('plan-amount', styles.planAmount)}>
                      <bdi>{format(plan.price)}</bdi>
                    </span>{' '}
                    <span {...part('unit', textCaption)} aria-hidden>
                      {text.perMonth}
                    </span>
                    <span className={visuallyHidden}>{text.perMonthSpoken}</span>
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div {...part('section', styles.section)}>
          <div {...part('slider-header', styles.sliderHeader)}>
            <label htmlFor={teamSizeId} {...part('field-label', textLabel)}>
              {text.teamSize}
            </label>
            <span {...part('slider-value', styles.sliderValue)} aria-hidden>
              <bdi>{text.users(quote.teamSize)}</bdi>
            </span>
          </div>
          <div {...part('slider-track', styles.sliderTrack)}>
            <span
              {...part('slider-fill', styles.sliderFill)}
              aria-hidden
              style={{ inlineSize: `calc(12px + (100% - 24px) * ${fill})` }}
            />
            <input
              {...calculator.getTeamSizeSliderProps()}
              // Also in the props above; written out so the a11y lint sees a slider.
              type="range"
              id={teamSizeId}
              {...part('slider', styles.slider)}
              aria-valuetext={text.users(quote.teamSize)}
              aria-describedby={`${teamSizeId}-note`}
            />
          </div>
          <p id={`${teamSizeId}-note`} {...part('note', textCaption)}>
            <bdi>{text.includedUsers(pricing.includedUsers, format(pricing.extraUserPrice))}</bdi>
          </p>
        </div>

        <fieldset {...part('section', styles.section)}>
          <legend {...part('legend', styles.legend)}>{text.addOns}</legend>
          <div {...part('add-ons', styles.addOns)}>
            {pricing.addOns.map((addOn) => {
              const nameId = `${id}-addon-${addOn.id}`;
              const submitted = calculator.getAddOnInputProps(addOn.id);
              return (
                <button
                  key={addOn.id}
                  {...calculator.getAddOnSwitchProps(addOn.id)}
                  aria-labelledby={nameId}
                  aria-describedby={`${nameId}-price`}
                  {...part('add-on', styles.addOn)}
                >
                  <span {...part('switch-track', styles.switchTrack)} aria-hidden>
                    <span {...part('switch-thumb', styles.switchThumb)} />
                  </span>
                  <span id={nameId} {...part('add-on-name', textLabel)}>
                    {addOn.name}
                  </span>
                  <span id={`${nameId}-price`} {...part('add-on-price', styles.addOnPrice)}>
                    <bdi>{text.addOnPrice(format(addOn.price))}</bdi>
                  </span>
                  {submitted && <input {...submitted} />}
                </button>
              );
            })}
          </div>
        </fieldset>

        <fieldset {...part('section', styles.section)}>
          <legend {...part('legend', styles.legend)}>{text.billing}</legend>
          <div {...part('segmented', styles.segmented)}>
            {(['monthly', 'annual'] as const).map((billing) => (
              <label
                key={billing}
                {...part('segment', styles.radioOption)}
                data-state={quote.billing === billing ? 'checked' : 'unchecked'}
                data-disabled={calculator.disabled || undefined}
              >
                <input
                  {...calculator.getBillingRadioProps(billing)}
                  {...part('hidden-input', styles.hiddenInput)}
                  aria-labelledby={`${billingName}-${billing}`}
                  aria-describedby={
                    billing === 'annual' && pricing.annualDiscountPercent > 0
                      ? `${billingName}-hint`
                      : undefined
                  }
                />
                <span {...part('segment-body', styles.segmentBody)}>
                  <span id={`${billingName}-${billing}`}>{text[billing]}</span>
                  {billing === 'annual' && pricing.annualDiscountPercent > 0 && (
                    <span id={`${billingName}-hint`} {...part('segment-hint', styles.segmentHint)}>
                      <bdi>{text.annualDiscountHint(pricing.annualDiscountPercent)}</bdi>
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div {...part('summary', styles.summary)}>
          <dl {...part('breakdown', styles.breakdown)}>
            <div {...part('line', styles.line)}>
              <dt>{text.basePrice(quote.plan.name)}</dt>
              <dd {...part('amount', styles.amount)}>
                <bdi>{format(quote.basePrice)}</bdi>
              </dd>
            </div>
            <div {...part('line', styles.line)}>
              <dt>{text.extraUsers(quote.extraUsers, format(pricing.extraUserPrice))}</dt>
              <dd {...part('amount', styles.amount)}>
                <bdi>{format(quote.extraUsersCost)}</bdi>
              </dd>
            </div>
            <div {...part('line', styles.line)}>
              <dt>{text.addOnsCost(quote.addOns.length)}</dt>
              <dd {...part('amount', styles.amount)}>
                <bdi>{format(quote.addOnsCost)}</bdi>
              </dd>
            </div>
            {annual && (
              <div {...part('line', styles.line)} data-kind="discount">
                <dt>{text.discount(pricing.annualDiscountPercent)}</dt>
                <dd {...part('amount', styles.amount)}>
                  <bdi>{format(-quote.monthlyDiscount)}</bdi>
                </dd>
              </div>
            )}
          </dl>

          <div {...part('total-row', styles.totalRow)}>
            <span id={totalLabelId} {...part('total-label', textLabel)}>
              {text.total}
            </span>
            <div
              role="status"
              aria-labelledby={totalLabelId}
              {...part('total-value', styles.totalValue)}
            >
              <span {...part('total', styles.total)}>
                <bdi>{format(calculator.total)}</bdi>
              </span>{' '}
              <span {...part('total-unit', textDescription)} aria-hidden>
                {text.perMonth}
              </span>
              <span className={visuallyHidden}>{text.perMonthSpoken}</span>
              {annual && quote.annualSavings > 0 && (
                <>
                  {' '}
                  <span {...part('savings', styles.savings)}>
                    <bdi>{text.savings(format(quote.annualSavings))}</bdi>
                  </span>
                </>
              )}
            </div>
          </div>

          <div {...part('footer', styles.footer)}>
            <p {...part('note', textCaption)}>
              <bdi>
                {annual ? text.billedAnnually(format(quote.billedAmount)) : text.billedMonthly}
              </bdi>
            </p>
            {modified && !calculator.disabled && (
              <button
                type="button"
                {...part('reset', `${buttonGhost} ${buttonSmall}`)}
                onClick={reset}
              >
                {text.reset}
              </button>
            )}
          </div>
        </div>
      </div>
    );
  },
);
