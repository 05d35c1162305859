import { useEffect, useId, useRef } from 'react';
import {
  DEFAULT_PRICING_CONFIG,
  clampTeamSize,
  createPricingReducer,
  differsFromDefaults,
  priceQuote,
  type Billing,
  type PriceQuote,
  type PricingAddOn,
  type PricingConfig,
  type PricingEvent,
  type PricingPlan,
  type PricingState,
} from '@portfolio/core';
import { useFormReset } from '../shared/use-form-reset.js';
import { useControllableState } from '../shared/use-controllable-state.js';

export interface UsePricingCalculatorOptions {
  /** The plans to choose from (default: Starter 29, Professional 99, Enterprise 299). */
  plans?: readonly PricingPlan[];
  /** The add-ons that can be switched on (default: the spec's four). */
  addOns?: readonly PricingAddOn[];
  /** Overrides any pricing rule input: included users, extra-user price, team-size range, annual discount. */
  config?: Partial<PricingConfig>;
  /** Starting values when uncontrolled; Reset returns to them (default: Starter, 5 users, no add-ons, monthly). */
  defaultValue?: Partial<PricingState>;
  /** The current values, for a controlled calculator (use with `onValueChange`). */
  value?: PricingState;
  /** Called on every change with the new values and core's quote for them (controlled or not). */
  onValueChange?: (state: PricingState, quote: PriceQuote) => void;
  /**
   * Submits the values with a form: `${name}.plan`, `${name}.teamSize`, `${name}.billing` and one
   * `${name}.addOns` entry per add-on switched on (its id; read them with `formData.getAll`).
   * Without it the radios get a generated group name and nothing else is submitted.
   */
  name?: string;
  /** Marks the plan and billing choices `required` (native validity; a choice is always made). */
  required?: boolean;
  /** Disables every control; disabled fields are not submitted with a form. */
  disabled?: boolean;
  /** The `id` of a form the fields belong to when they are not inside it. */
  form?: string;
}

/**
 * The calculator's behaviour without its markup (react-stately style): core's pricing reducer,
 * controlled or uncontrolled, the quote, and prop getters that wire native radios, a range
 * slider and switches with their roles, names and state. Bring your own labels and layout.
 */
export function usePricingCalculator({
  plans,
  addOns,
  config,
  defaultValue,
  value,
  onValueChange,
  name,
  required = false,
  disabled = false,
  form,
  ...rest
}: UsePricingCalculatorOptions = {}) {
  const base = { ...DEFAULT_PRICING_CONFIG, ...config };
  const pricing: PricingConfig = {
    ...base,
    plans: plans ?? base.plans,
    addOns: addOns ?? base.addOns,
    defaults: { ...base.defaults, ...defaultValue },
  };
  const reducer = createPricingReducer(pricing);
  const [state, setState] = useControllableState(
    value,
    () => pricing.defaults,
    onValueChange && ((next: PricingState) => onValueChange(next, priceQuote(next, pricing))),
  );
  const quote = priceQuote(state, pricing);
  // The last update and the render it was made in: two updates before the next render (one
  // event's, or a press React replays as it hydrates beside the mount effect below) each build
  // on the one before, as a reducer's would, instead of the second undoing the first.
  const last = useRef<[PricingState, PricingState]>([state, state]);
  const update = (change: (from: PricingState) => PricingState) => {
    const from = last.current[0] === state ? last.current[1] : state;
    const next = change(from);
    if (next === from) return;
    last.current = [state, next];
    setState(next);
  };
  const dispatch = (event: PricingEvent) => update((from) => reducer(from, event));

  const id = useId();
  const fieldName = {
    plan: name ? `${name}.plan` : `${id}-plan`,
    billing: name ? `${name}.billing` : `${id}-billing`,
    teamSize: name ? `${name}.teamSize` : undefined,
    addOns: name ? `${name}.addOns` : undefined,
  };
  const shared = { disabled, form };
  // Styling hooks as in Radix and React Aria: `data-state` and `data-disabled` on every control.
  const checkedState = (checked: boolean) => ({
    'data-state': checked ? ('checked' as const) : ('unchecked' as const),
    'data-disabled': disabled || undefined,
  });

  // A page rendered on the server can be clicked before React hydrates: React keeps what the
  // inputs show, so on mount the calculator takes the plan, billing and team size they hold.
  const prehydration = useRef<HTMLInputElement[] | null>([]);
  // Plain functions (no useCallback): a new ref callback each render only detaches and
  // re-attaches, and after mount `prehydration` is null, so nothing more is collected.
  const register = (input: HTMLInputElement | null) => {
    if (input) prehydration.current?.push(input);
  };
  const slider = useRef<HTMLInputElement | null>(null);
  const registerSlider = (input: HTMLInputElement | null) => {
    slider.current = input;
    register(input);
  };
  useEffect(() => {
    const inputs = prehydration.current;
    prehydration.current = null;
    if (!inputs) return;
    update((from) => {
      let next = from;
      for (const input of inputs) {
        if (input.type === 'range') {
          const teamSize = Number(input.value);
          if (teamSize !== next.teamSize) next = reducer(next, { type: 'set-team-size', teamSize });
        } else if (input.checked && input.name === fieldName.plan && input.value !== next.planId) {
          next = reducer(next, { type: 'select-plan', planId: input.value });
        } else if (
          input.checked &&
          input.name === fieldName.billing &&
          input.value !== next.billing
        ) {
          next = reducer(next, { type: 'set-billing', billing: input.value as Billing });
        }
      }
      return next;
    });
    // Once, on mount: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A form that is reset (form.reset(), a reset button, a React 19 action) resets the calculator.
  useFormReset(slider, () => dispatch({ type: 'reset' }));

  // The slider's ends are core's clamp of the extremes, so they always agree with the quote.
  const min = clampTeamSize(Number.MIN_SAFE_INTEGER, pricing);
  const max = clampTeamSize(Number.MAX_SAFE_INTEGER, pricing);
  // Prices with cents show their cents (9.99), whole prices none (29), as the config is written.
  const fractional = [...pricing.plans, ...pricing.addOns, { price: pricing.extraUserPrice }].some(
    (item) => !Number.isInteger(item.price),
  );

  return {
    /** The props given beside the hook's options: a component puts them on its root element. */
    rest,
    /** The values on screen: plan, team size, add-ons, billing. */
    state,
    /** Core's quote for them; `total` is rounded to whole units unless a price has cents. */
    quote,
    /** The resolved config (plans, add-ons, rules, defaults). */
    pricing,
    /** Whether any value differs from the defaults (the Reset button shows). */
    modified: differsFromDefaults(state, pricing),
    /** Whether any configured price has cents, so amounts show two decimals. */
    fractional,
    /** The total to show: core's rounded total, or to the cent when a price has cents. */
    total: fractional ? Math.round(quote.monthlyPrice * 100) / 100 : quote.total,
    /** Team-size range from the config. */
    teamSizeRange: { min, max },
    /** Sends any core pricing event. */
    dispatch,
    selectPlan: (planId: string) => dispatch({ type: 'select-plan', planId }),
    setTeamSize: (teamSize: number) => dispatch({ type: 'set-team-size', teamSize }),
    toggleAddOn: (addOnId: string) => dispatch({ type: 'toggle-add-on', addOnId }),
    setBilling: (billing: Billing) => dispatch({ type: 'set-billing', billing }),
    reset: () => dispatch({ type: 'reset' }),
    /** Whether every control is disabled. */
    disabled,
    /** The `name`s the fields submit under (undefined: not submitted). */
    fieldName,
    /** Props for a plan's native radio (one group: a shared `name`). */
    getPlanRadioProps: (planId: string) => ({
      ref: register,
      type: 'radio' as const,
      name: fieldName.plan,
      value: planId,
      required,
      ...shared,
      ...checkedState(quote.plan.id === planId),
      checked: quote.plan.id === planId,
      onChange: () => dispatch({ type: 'select-plan', planId }),
    }),
    /** Props for the team-size native range slider. */
    getTeamSizeSliderProps: () => ({
      ref: registerSlider,
      type: 'range' as const,
      name: fieldName.teamSize,
      ...shared,
      'data-disabled': disabled || undefined,
      min,
      max,
      step: 1,
      value: quote.teamSize,
      onChange: (event: { target: { value: string } }) =>
        dispatch({ type: 'set-team-size', teamSize: Number(event.target.value) }),
    }),
    /** Props for an add-on's switch button (`role="switch"` with `aria-checked`). */
    getAddOnSwitchProps: (addOnId: string) => ({
      type: 'button' as const,
      role: 'switch' as const,
      'aria-checked': state.addOnIds.includes(addOnId),
      disabled,
      ...checkedState(state.addOnIds.includes(addOnId)),
      onClick: () => dispatch({ type: 'toggle-add-on', addOnId }),
    }),
    /**
     * Props for the hidden input that submits a switched-on add-on with a form, or null when it is
     * off or the calculator has no `name`.
     */
    getAddOnInputProps: (addOnId: string) =>
      fieldName.addOns && state.addOnIds.includes(addOnId)
        ? { type: 'hidden' as const, name: fieldName.addOns, value: addOnId, ...shared }
        : null,
    /** Props for a billing option's native radio. */
    getBillingRadioProps: (billing: Billing) => ({
      ref: register,
      type: 'radio' as const,
      name: fieldName.billing,
      value: billing,
      required,
      ...shared,
      ...checkedState(quote.billing === billing),
      checked: quote.billing === billing,
      onChange: () => dispatch({ type: 'set-billing', billing }),
    }),
  };
}

/** What `usePricingCalculator` returns: the state, the quote, the actions and the prop getters. */
export type UsePricingCalculatorResult = ReturnType<typeof usePricingCalculator>;

/** The calculator's value (`value`, `defaultValue`, `onValueChange`): core's `PricingState`. */
export type PricingCalculatorValue = PricingState;

/**
 * @deprecated The hook's return was misnamed: use `UsePricingCalculatorResult`. The calculator's
 * state (plan, team size, add-ons, billing) is `PricingState` (also `PricingCalculatorValue`).
 */
export type PricingCalculatorState = UsePricingCalculatorResult;
