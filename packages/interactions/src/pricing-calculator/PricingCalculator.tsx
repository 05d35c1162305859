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
        {...rootProps(
          props,
          pricingCalculatorOptionKeys,
          cx(styles.root, className, classNames?.root),
        )}
        ref={ref}
        data-state={modified ? 'modified' : 'default'}
        data-disabled={calculator.disabled || undefined}
        data-plan={quote.plan.id}
        data-billing={quote.billing}
        data-team-size={quote.teamSize}
      >
        <fieldset
          ref={planGroupRef}
          className={cx(styles.section, classNames?.section)}
          data-part="section"
        >
          <legend className={cx(styles.legend, classNames?.legend)} data-part="legend">
            {text.plan}
          </legend>
          <div className={cx(styles.plans, classNames?.plans)} data-part="plans">
            {pricing.plans.map((plan) => (
              <label
                key={plan.id}
                className={cx(styles.radioOption, classNames?.['plan-option'])}
                data-part="plan-option"
                data-state={quote.plan.id === plan.id ? 'checked' : 'unchecked'}
                data-disabled={calculator.disabled || undefined}
              >
                <input
                  {...calculator.getPlanRadioProps(plan.id)}
                  className={cx(styles.hiddenInput, classNames?.['hidden-input'])}
                  data-part="hidden-input"
                  aria-labelledby={`${planName}-${plan.id}-name`}
                  aria-describedby={`${planName}-${plan.id}-price`}
                />
                <span
                  className={cx(styles.planCard, classNames?.['plan-card'])}
                  data-part="plan-card"
                >
                  <span
                    className={cx(styles.radioDot, classNames?.['radio-dot'])}
                    data-part="radio-dot"
                    aria-hidden="true"
                  />
                  <span
                    id={`${planName}-${plan.id}-name`}
                    className={cx(styles.planName, classNames?.['plan-name'])}
                    data-part="plan-name"
                  >
                    {plan.name}
                  </span>
                  <span
                    id={`${planName}-${plan.id}-price`}
                    className={cx(styles.planPrice, classNames?.['plan-price'])}
                    data-part="plan-price"
                  >
                    <span
                      className={cx(styles.planAmount, classNames?.['plan-amount'])}
                      data-part="plan-amount"
                    >
                      <bdi>{format(plan.price)}</bdi>
                    </span>{' '}
                    <span
                      className={cx(textCaption, classNames?.unit)}
                      data-part="unit"
                      aria-hidden="true"
                    >
                      {text.perMonth}
                    </span>
                    <span className={visuallyHidden}>{text.perMonthSpoken}</span>
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={cx(styles.section, classNames?.section)} data-part="section">
          <div
            className={cx(styles.sliderHeader, classNames?.['slider-header'])}
            data-part="slider-header"
          >
            <label
              htmlFor={teamSizeId}
              className={cx(textLabel, classNames?.['field-label'])}
              data-part="field-label"
            >
              {text.teamSize}
            </label>
            <span
              className={cx(styles.sliderValue, classNames?.['slider-value'])}
              data-part="slider-value"
              aria-hidden="true"
            >
              <bdi>{text.users(quote.teamSize)}</bdi>
            </span>
          </div>
          <div
            className={cx(styles.sliderTrack, classNames?.['slider-track'])}
            data-part="slider-track"
          >
            <span
              className={cx(styles.sliderFill, classNames?.['slider-fill'])}
              data-part="slider-fill"
              aria-hidden="true"
              style={{ inlineSize: `calc(12px + (100% - 24px) * ${fill})` }}
            />
            <input
              {...calculator.getTeamSizeSliderProps()}
              // Also in the props above; written out so the a11y lint sees a slider.
              type="range"
              id={teamSizeId}
              className={cx(styles.slider, classNames?.slider)}
              data-part="slider"
              aria-valuetext={text.users(quote.teamSize)}
              aria-describedby={`${teamSizeId}-note`}
            />
          </div>
          <p
            id={`${teamSizeId}-note`}
            className={cx(textCaption, classNames?.note)}
            data-part="note"
          >
            <bdi>{text.includedUsers(pricing.includedUsers, format(pricing.extraUserPrice))}</bdi>
          </p>
        </div>

        <fieldset className={cx(styles.section, classNames?.section)} data-part="section">
          <legend className={cx(styles.legend, classNames?.legend)} data-part="legend">
            {text.addOns}
          </legend>
          <div className={cx(styles.addOns, classNames?.['add-ons'])} data-part="add-ons">
            {pricing.addOns.map((addOn) => {
              const nameId = `${id}-addon-${addOn.id}`;
              const submitted = calculator.getAddOnInputProps(addOn.id);
              return (
                <button
                  key={addOn.id}
                  {...calculator.getAddOnSwitchProps(addOn.id)}
                  aria-labelledby={nameId}
                  aria-describedby={`${nameId}-price`}
                  className={cx(styles.addOn, classNames?.['add-on'])}
                  data-part="add-on"
                >
                  <span
                    className={cx(styles.switchTrack, classNames?.['switch-track'])}
                    data-part="switch-track"
                    aria-hidden="true"
                  >
                    <span
                      className={cx(styles.switchThumb, classNames?.['switch-thumb'])}
                      data-part="switch-thumb"
                    />
                  </span>
                  <span
                    id={nameId}
                    className={cx(textLabel, classNames?.['add-on-name'])}
                    data-part="add-on-name"
                  >
                    {addOn.name}
                  </span>
                  <span
                    id={`${nameId}-price`}
                    className={cx(styles.addOnPrice, classNames?.['add-on-price'])}
                    data-part="add-on-price"
                  >
                    <bdi>{text.addOnPrice(format(addOn.price))}</bdi>
                  </span>
                  {submitted && <input {...submitted} />}
                </button>
              );
            })}
          </div>
        </fieldset>

        <fieldset className={cx(styles.section, classNames?.section)} data-part="section">
          <legend className={cx(styles.legend, classNames?.legend)} data-part="legend">
            {text.billing}
          </legend>
          <div className={cx(styles.segmented, classNames?.segmented)} data-part="segmented">
            {(['monthly', 'annual'] as const).map((billing) => (
              <label
                key={billing}
                className={cx(styles.radioOption, classNames?.segment)}
                data-part="segment"
                data-state={quote.billing === billing ? 'checked' : 'unchecked'}
                data-disabled={calculator.disabled || undefined}
              >
                <input
                  {...calculator.getBillingRadioProps(billing)}
                  className={cx(styles.hiddenInput, classNames?.['hidden-input'])}
                  data-part="hidden-input"
                  aria-labelledby={`${billingName}-${billing}`}
                  aria-describedby={
                    billing === 'annual' && pricing.annualDiscountPercent > 0
                      ? `${billingName}-hint`
                      : undefined
                  }
                />
                <span
                  className={cx(styles.segmentBody, classNames?.['segment-body'])}
                  data-part="segment-body"
                >
                  <span id={`${billingName}-${billing}`}>{text[billing]}</span>
                  {billing === 'annual' && pricing.annualDiscountPercent > 0 && (
                    <span
                      id={`${billingName}-hint`}
                      className={cx(styles.segmentHint, classNames?.['segment-hint'])}
                      data-part="segment-hint"
                    >
                      <bdi>{text.annualDiscountHint(pricing.annualDiscountPercent)}</bdi>
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={cx(styles.summary, classNames?.summary)} data-part="summary">
          <dl className={cx(styles.breakdown, classNames?.breakdown)} data-part="breakdown">
            <div className={cx(styles.line, classNames?.line)} data-part="line">
              <dt>{text.basePrice(quote.plan.name)}</dt>
              <dd className={cx(styles.amount, classNames?.amount)} data-part="amount">
                <bdi>{format(quote.basePrice)}</bdi>
              </dd>
            </div>
            <div className={cx(styles.line, classNames?.line)} data-part="line">
              <dt>{text.extraUsers(quote.extraUsers, format(pricing.extraUserPrice))}</dt>
              <dd className={cx(styles.amount, classNames?.amount)} data-part="amount">
                <bdi>{format(quote.extraUsersCost)}</bdi>
              </dd>
            </div>
            <div className={cx(styles.line, classNames?.line)} data-part="line">
              <dt>{text.addOnsCost(quote.addOns.length)}</dt>
              <dd className={cx(styles.amount, classNames?.amount)} data-part="amount">
                <bdi>{format(quote.addOnsCost)}</bdi>
              </dd>
            </div>
            {annual && (
              <div
                className={cx(styles.line, classNames?.line)}
                data-part="line"
                data-kind="discount"
              >
                <dt>{text.discount(pricing.annualDiscountPercent)}</dt>
                <dd className={cx(styles.amount, classNames?.amount)} data-part="amount">
                  <bdi>{format(-quote.monthlyDiscount)}</bdi>
                </dd>
              </div>
            )}
          </dl>

          <div className={cx(styles.totalRow, classNames?.['total-row'])} data-part="total-row">
            <span
              id={totalLabelId}
              className={cx(textLabel, classNames?.['total-label'])}
              data-part="total-label"
            >
              {text.total}
            </span>
            <div
              role="status"
              aria-labelledby={totalLabelId}
              className={cx(styles.totalValue, classNames?.['total-value'])}
              data-part="total-value"
            >
              <span className={cx(styles.total, classNames?.total)} data-part="total">
                <bdi>{format(calculator.total)}</bdi>
              </span>{' '}
              <span
                className={cx(textDescription, classNames?.['total-unit'])}
                data-part="total-unit"
                aria-hidden="true"
              >
                {text.perMonth}
              </span>
              <span className={visuallyHidden}>{text.perMonthSpoken}</span>
              {annual && quote.annualSavings > 0 && (
                <>
                  {' '}
                  <span className={cx(styles.savings, classNames?.savings)} data-part="savings">
                    <bdi>{text.savings(format(quote.annualSavings))}</bdi>
                  </span>
                </>
              )}
            </div>
          </div>

          <div className={cx(styles.footer, classNames?.footer)} data-part="footer">
            <p className={cx(textCaption, classNames?.note)} data-part="note">
              <bdi>
                {annual ? text.billedAnnually(format(quote.billedAmount)) : text.billedMonthly}
              </bdi>
            </p>
            {modified && !calculator.disabled && (
              <button
                type="button"
                className={cx(`${buttonGhost} ${buttonSmall}`, classNames?.reset)}
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
