/** A plan's id, name and monthly base price. */
export interface PricingPlan {
  id: string;
  name: string;
  /** Monthly base price in whole currency units. */
  price: number;
}

/** An optional add-on's id, name and monthly price. */
export interface PricingAddOn {
  id: string;
  name: string;
  price: number;
}

export interface PricingConfig {
  plans: readonly PricingPlan[];
  addOns: readonly PricingAddOn[];
  /** Users covered by the base price. */
  includedUsers: number;
  /** Monthly price of each user over {@link PricingConfig.includedUsers}. */
  extraUserPrice: number;
  minTeamSize: number;
  maxTeamSize: number;
  /** Annual-billing discount in percent (20 means 20 %). */
  annualDiscountPercent: number;
  /** State the calculator starts in and returns to on reset. */
  defaults: PricingState;
}

export type Billing = 'monthly' | 'annual';

export interface PricingState {
  planId: string;
  teamSize: number;
  /** Ids of the add-ons switched on. */
  addOnIds: readonly string[];
  billing: Billing;
}

/** The spec's plans (docs/spec.md §9). */
export const PRICING_PLANS: readonly PricingPlan[] = [
  { id: 'starter', name: 'Starter', price: 29 },
  { id: 'professional', name: 'Professional', price: 99 },
  { id: 'enterprise', name: 'Enterprise', price: 299 },
];

/** The spec's four add-ons (docs/spec.md §9). */
export const PRICING_ADD_ONS: readonly PricingAddOn[] = [
  { id: 'analytics', name: 'Advanced Analytics', price: 19 },
  { id: 'api', name: 'API Access', price: 39 },
  { id: 'support', name: 'Priority Support', price: 29 },
  { id: 'branding', name: 'Custom Branding', price: 59 },
];

/** Starter, 5 users, no add-ons, monthly. */
export const DEFAULT_PRICING_STATE: PricingState = {
  planId: 'starter',
  teamSize: 5,
  addOnIds: [],
  billing: 'monthly',
};

export const DEFAULT_PRICING_CONFIG: PricingConfig = {
  plans: PRICING_PLANS,
  addOns: PRICING_ADD_ONS,
  includedUsers: 5,
  extraUserPrice: 8,
  minTeamSize: 1,
  maxTeamSize: 20,
  annualDiscountPercent: 20,
  defaults: DEFAULT_PRICING_STATE,
};

/** A price that is a finite number not below zero; anything else counts as 0. */
function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Team size as a whole number within the config's range; a non-number gives the default. */
export function clampTeamSize(
  size: number,
  config: PricingConfig = DEFAULT_PRICING_CONFIG,
): number {
  const min = Math.ceil(config.minTeamSize);
  const max = Math.max(min, Math.floor(config.maxTeamSize));
  const value = Number.isFinite(size) ? Math.round(size) : config.defaults.teamSize;
  return Math.min(max, Math.max(min, value));
}

export interface PriceQuote {
  plan: PricingPlan;
  teamSize: number;
  billing: Billing;
  /** Monthly base price of the plan. */
  basePrice: number;
  /** Users beyond those included. */
  extraUsers: number;
  extraUsersCost: number;
  /** The add-ons switched on, in the config's order. */
  addOns: PricingAddOn[];
  addOnsCost: number;
  /** Base + extra users + add-ons, per month, before any discount. */
  monthlySubtotal: number;
  /** Monthly discount: the subtotal times the annual discount when billed annually, else 0. */
  monthlyDiscount: number;
  /** Per-month price after the discount (not rounded). */
  monthlyPrice: number;
  /** The shown total: {@link PriceQuote.monthlyPrice} rounded to a whole unit. */
  total: number;
  /** Annual savings: the monthly discount × 12, rounded (0 when monthly). */
  annualSavings: number;
  /** Amount billed per period: the total for monthly, the total × 12 for annual. */
  billedAmount: number;
}

/** Looks up a plan, falling back to the config's default plan, then its first. */
export function findPlan(
  planId: string,
  config: PricingConfig = DEFAULT_PRICING_CONFIG,
): PricingPlan {
  const plan =
    config.plans.find((p) => p.id === planId) ??
    config.plans.find((p) => p.id === config.defaults.planId) ??
    config.plans[0];
  return plan ?? { id: planId, name: planId, price: 0 };
}

/**
 * The price for a calculator state (docs/spec.md §9): plan base price, plus each user over the
 * included ones, plus add-ons; annual billing takes the discount off the monthly price.
 */
export function priceQuote(
  state: PricingState,
  config: PricingConfig = DEFAULT_PRICING_CONFIG,
): PriceQuote {
  const plan = findPlan(state.planId, config);
  const teamSize = clampTeamSize(state.teamSize, config);
  const basePrice = nonNegative(plan.price);
  // Included users: a whole number not below 0; an unknown (NaN) count includes nobody.
  const includedUsers = Math.max(0, Math.floor(config.includedUsers) || 0);
  const extraUsers = Math.max(0, teamSize - includedUsers);
  const extraUsersCost = extraUsers * nonNegative(config.extraUserPrice);
  const chosen = new Set(state.addOnIds);
  const addOns = config.addOns.filter((addOn) => chosen.has(addOn.id));
  const addOnsCost = addOns.reduce((sum, addOn) => sum + nonNegative(addOn.price), 0);
  const monthlySubtotal = basePrice + extraUsersCost + addOnsCost;
  const discountRate = Math.min(100, nonNegative(config.annualDiscountPercent)) / 100;
  const billing = normaliseBilling(state.billing);
  const monthlyDiscount = billing === 'annual' ? monthlySubtotal * discountRate : 0;
  const monthlyPrice = monthlySubtotal - monthlyDiscount;
  const total = Math.round(monthlyPrice);
  return {
    plan,
    teamSize,
    billing,
    basePrice,
    extraUsers,
    extraUsersCost,
    addOns,
    addOnsCost,
    monthlySubtotal,
    monthlyDiscount,
    monthlyPrice,
    total,
    annualSavings: Math.round(monthlyDiscount * 12),
    billedAmount: billing === 'annual' ? total * 12 : total,
  };
}

/**
 * True when any value differs from the defaults: the reset button shows (docs/spec.md §4). Values
 * are compared as the calculator shows them: the plan the quote uses, the clamped team
 * size, the billing, and the add-ons the config knows.
 */
export function differsFromDefaults(
  state: PricingState,
  config: PricingConfig = DEFAULT_PRICING_CONFIG,
): boolean {
  // Each as one text of what the calculator shows: add-ons in the config's order, unknown ones
  // left out, so equal choices give equal texts.
  const shown = (values: PricingState) =>
    JSON.stringify([
      findPlan(values.planId, config).id,
      clampTeamSize(values.teamSize, config),
      normaliseBilling(values.billing),
      config.addOns.filter((addOn) => values.addOnIds.includes(addOn.id)).map((addOn) => addOn.id),
    ]);
  return shown(state) !== shown(config.defaults);
}

function normaliseBilling(billing: string): Billing {
  return billing === 'annual' ? 'annual' : 'monthly';
}

export type PricingEvent =
  | { type: 'select-plan'; planId: string }
  | { type: 'set-team-size'; teamSize: number }
  | { type: 'toggle-add-on'; addOnId: string }
  | { type: 'set-add-on'; addOnId: string; enabled: boolean }
  | { type: 'set-billing'; billing: Billing }
  | { type: 'reset' };

/** A reducer for the calculator over a given config; unknown plans and add-ons are ignored. */
export function createPricingReducer(config: PricingConfig = DEFAULT_PRICING_CONFIG) {
  return function pricingReducer(state: PricingState, event: PricingEvent): PricingState {
    switch (event.type) {
      case 'select-plan':
        return config.plans.some((p) => p.id === event.planId)
          ? { ...state, planId: event.planId }
          : state;
      case 'set-team-size':
        return { ...state, teamSize: clampTeamSize(event.teamSize, config) };
      case 'toggle-add-on':
      case 'set-add-on': {
        if (!config.addOns.some((a) => a.id === event.addOnId)) return state;
        const on = state.addOnIds.includes(event.addOnId);
        const enable = event.type === 'set-add-on' ? event.enabled : !on;
        if (enable === on) return state;
        const addOnIds = enable
          ? config.addOns
              .map((a) => a.id)
              .filter((id) => id === event.addOnId || state.addOnIds.includes(id))
          : state.addOnIds.filter((id) => id !== event.addOnId);
        return { ...state, addOnIds };
      }
      case 'set-billing':
        return { ...state, billing: normaliseBilling(event.billing) };
      case 'reset':
        return config.defaults;
      default:
        // An event this reducer does not know (e.g. from untyped code) changes nothing.
        return state;
    }
  };
}

/** The reducer for the spec's default config. */
// Marked pure so bundlers drop it from apps that never use it.
export const pricingReducer = /* @__PURE__ */ createPricingReducer();
