import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ComponentPropsWithoutRef,
} from 'react';
import { cx } from '../shared/cx.js';
import { rootProps } from '../shared/root-props.js';
import { buttonGhost, buttonSmall } from '../recipes/button.css.js';
import { textCaption, textDescription, textLabel } from '../recipes/text.css.js';
import { visuallyHidden } from '../recipes/visually-hidden.css.js';
import * as styles from './PricingCalculator.css.js';
import {
  pricingCalculatorOptionKeys,
  usePricingCalculator,
  type UsePricingCalculatorOptions,
} from './usePricingCalculator.js';

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
}

/**
 * A live price calculator: plan, team size, add-ons and billing in, the
 * rounded monthly total with its breakdown out. Every number is core's `priceQuote`;
 * Reset shows only while a value differs from the defaults. The behaviour is
 * `usePricingCalculator`; this is its markup.
 */
export const PricingCalculator = /* @__PURE__ */ forwardRef<HTMLDivElement, PricingCalculatorProps>(
  function PricingCalculator(
    { currency = 'USD', locale = 'en-US', messages, className, ...props },
    ref,
  ) {
    const text: PricingCalculatorMessages = { ...pricingCalculatorMessages, ...messages };
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
        {...rootProps(props, pricingCalculatorOptionKeys, cx(styles.root, className))}
        ref={ref}
        data-state={modified ? 'modified' : 'default'}
        data-plan={quote.plan.id}
        data-billing={quote.billing}
        data-team-size={quote.teamSize}
      >
        <fieldset ref={planGroupRef} className={styles.section} data-part="section">
          <legend className={styles.legend} data-part="legend">
            {text.plan}
          </legend>
          <div className={styles.plans} data-part="plans">
            {pricing.plans.map((plan) => (
              <label key={plan.id} className={styles.radioOption} data-part="plan-option">
                <input
                  {...calculator.getPlanRadioProps(plan.id)}
                  className={styles.hiddenInput}
                  data-part="hidden-input"
                  aria-labelledby={`${planName}-${plan.id}-name`}
                  aria-describedby={`${planName}-${plan.id}-price`}
                />
                <span className={styles.planCard} data-part="plan-card">
                  <span className={styles.radioDot} data-part="radio-dot" aria-hidden="true" />
                  <span
                    id={`${planName}-${plan.id}-name`}
                    className={styles.planName}
                    data-part="plan-name"
                  >
                    {plan.name}
                  </span>
                  <span
                    id={`${planName}-${plan.id}-price`}
                    className={styles.planPrice}
                    data-part="plan-price"
                  >
                    <span className={styles.planAmount} data-part="plan-amount">
                      {format(plan.price)}
                    </span>{' '}
                    <span className={textCaption} data-part="unit" aria-hidden="true">
                      {text.perMonth}
                    </span>
                    <span className={visuallyHidden}>{text.perMonthSpoken}</span>
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.section} data-part="section">
          <div className={styles.sliderHeader} data-part="slider-header">
            <label htmlFor={teamSizeId} className={textLabel} data-part="field-label">
              {text.teamSize}
            </label>
            <span className={styles.sliderValue} data-part="slider-value" aria-hidden="true">
              {text.users(quote.teamSize)}
            </span>
          </div>
          <input
            {...calculator.getTeamSizeSliderProps()}
            // Also in the props above; written out so the a11y lint sees a slider.
            type="range"
            id={teamSizeId}
            className={styles.slider}
            data-part="slider"
            aria-valuetext={text.users(quote.teamSize)}
            aria-describedby={`${teamSizeId}-note`}
            style={{ backgroundSize: `calc(12px + (100% - 24px) * ${fill}) 100%` }}
          />
          <p id={`${teamSizeId}-note`} className={textCaption} data-part="note">
            {text.includedUsers(pricing.includedUsers, format(pricing.extraUserPrice))}
          </p>
        </div>

        <fieldset className={styles.section} data-part="section">
          <legend className={styles.legend} data-part="legend">
            {text.addOns}
          </legend>
          <div className={styles.addOns} data-part="add-ons">
            {pricing.addOns.map((addOn) => {
              const nameId = `${id}-addon-${addOn.id}`;
              const submitted = calculator.getAddOnInputProps(addOn.id);
              return (
                <button
                  key={addOn.id}
                  {...calculator.getAddOnSwitchProps(addOn.id)}
                  aria-labelledby={nameId}
                  aria-describedby={`${nameId}-price`}
                  className={styles.addOn}
                  data-part="add-on"
                >
                  <span className={styles.switchTrack} data-part="switch-track" aria-hidden="true">
                    <span className={styles.switchThumb} data-part="switch-thumb" />
                  </span>
                  <span id={nameId} className={textLabel} data-part="add-on-name">
                    {addOn.name}
                  </span>
                  <span
                    id={`${nameId}-price`}
                    className={styles.addOnPrice}
                    data-part="add-on-price"
                  >
                    {text.addOnPrice(format(addOn.price))}
                  </span>
                  {submitted && <input {...submitted} />}
                </button>
              );
            })}
          </div>
        </fieldset>

        <fieldset className={styles.section} data-part="section">
          <legend className={styles.legend} data-part="legend">
            {text.billing}
          </legend>
          <div className={styles.segmented} data-part="segmented">
            {(['monthly', 'annual'] as const).map((billing) => (
              <label key={billing} className={styles.radioOption} data-part="segment">
                <input
                  {...calculator.getBillingRadioProps(billing)}
                  className={styles.hiddenInput}
                  data-part="hidden-input"
                  aria-labelledby={`${billingName}-${billing}`}
                  aria-describedby={
                    billing === 'annual' && pricing.annualDiscountPercent > 0
                      ? `${billingName}-hint`
                      : undefined
                  }
                />
                <span className={styles.segmentBody} data-part="segment-body">
                  <span id={`${billingName}-${billing}`}>{text[billing]}</span>
                  {billing === 'annual' && pricing.annualDiscountPercent > 0 && (
                    <span
                      id={`${billingName}-hint`}
                      className={styles.segmentHint}
                      data-part="segment-hint"
                    >
                      {text.annualDiscountHint(pricing.annualDiscountPercent)}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.summary} data-part="summary">
          <dl className={styles.breakdown} data-part="breakdown">
            <div className={styles.line} data-part="line">
              <dt>{text.basePrice(quote.plan.name)}</dt>
              <dd className={styles.amount} data-part="amount">
                {format(quote.basePrice)}
              </dd>
            </div>
            <div className={styles.line} data-part="line">
              <dt>{text.extraUsers(quote.extraUsers, format(pricing.extraUserPrice))}</dt>
              <dd className={styles.amount} data-part="amount">
                {format(quote.extraUsersCost)}
              </dd>
            </div>
            <div className={styles.line} data-part="line">
              <dt>{text.addOnsCost(quote.addOns.length)}</dt>
              <dd className={styles.amount} data-part="amount">
                {format(quote.addOnsCost)}
              </dd>
            </div>
            {annual && (
              <div className={styles.line} data-part="line" data-kind="discount">
                <dt>{text.discount(pricing.annualDiscountPercent)}</dt>
                <dd className={styles.amount} data-part="amount">
                  {format(-quote.monthlyDiscount)}
                </dd>
              </div>
            )}
          </dl>

          <div className={styles.totalRow} data-part="total-row">
            <span id={totalLabelId} className={textLabel} data-part="total-label">
              {text.total}
            </span>
            <div
              role="status"
              aria-labelledby={totalLabelId}
              className={styles.totalValue}
              data-part="total-value"
            >
              <span className={styles.total} data-part="total">
                {format(calculator.total)}
              </span>{' '}
              <span className={textDescription} data-part="total-unit" aria-hidden="true">
                {text.perMonth}
              </span>
              <span className={visuallyHidden}>{text.perMonthSpoken}</span>
              {annual && quote.annualSavings > 0 && (
                <>
                  {' '}
                  <span className={styles.savings} data-part="savings">
                    {text.savings(format(quote.annualSavings))}
                  </span>
                </>
              )}
            </div>
          </div>

          <div className={styles.footer} data-part="footer">
            <p className={textCaption} data-part="note">
              {annual ? text.billedAnnually(format(quote.billedAmount)) : text.billedMonthly}
            </p>
            {modified && !calculator.disabled && (
              <button
                type="button"
                className={`${buttonGhost} ${buttonSmall}`}
                data-part="reset"
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
