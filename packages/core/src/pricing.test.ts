import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_CONFIG,
  DEFAULT_PRICING_STATE,
  PRICING_ADD_ONS,
  PRICING_PLANS,
  clampTeamSize,
  createPricingReducer,
  differsFromDefaults,
  findPlan,
  priceQuote,
  pricingReducer,
  type PricingConfig,
  type PricingEvent,
  type PricingState,
} from './pricing.js';

describe('the spec’s numbers (docs/spec.md §9)', () => {
  it('has the plans starter 29, professional 99, enterprise 299', () => {
    expect(PRICING_PLANS).toEqual([
      { id: 'starter', name: 'Starter', price: 29 },
      { id: 'professional', name: 'Professional', price: 99 },
      { id: 'enterprise', name: 'Enterprise', price: 299 },
    ]);
  });

  it('has the add-ons Advanced Analytics 19, API Access 39, Priority Support 29, Custom Branding 59', () => {
    expect(PRICING_ADD_ONS).toEqual([
      { id: 'analytics', name: 'Advanced Analytics', price: 19 },
      { id: 'api', name: 'API Access', price: 39 },
      { id: 'support', name: 'Priority Support', price: 29 },
      { id: 'branding', name: 'Custom Branding', price: 59 },
    ]);
  });

  it('includes 5 users, charges 8 per extra user, allows 1 to 20 users and gives 20 % off annually', () => {
    expect(DEFAULT_PRICING_CONFIG.includedUsers).toBe(5);
    expect(DEFAULT_PRICING_CONFIG.extraUserPrice).toBe(8);
    expect(DEFAULT_PRICING_CONFIG.minTeamSize).toBe(1);
    expect(DEFAULT_PRICING_CONFIG.maxTeamSize).toBe(20);
    expect(DEFAULT_PRICING_CONFIG.annualDiscountPercent).toBe(20);
  });

  it('starts at starter, 5 users, no add-ons, monthly', () => {
    expect(DEFAULT_PRICING_STATE).toEqual({
      planId: 'starter',
      teamSize: 5,
      addOnIds: [],
      billing: 'monthly',
    });
    expect(DEFAULT_PRICING_CONFIG.defaults).toBe(DEFAULT_PRICING_STATE);
  });
});

describe('monthly quotes', () => {
  it('starter with 5 users is 29', () => {
    const quote = priceQuote({ planId: 'starter', teamSize: 5, addOnIds: [], billing: 'monthly' });
    expect(quote.basePrice).toBe(29);
    expect(quote.extraUsers).toBe(0);
    expect(quote.extraUsersCost).toBe(0);
    expect(quote.addOnsCost).toBe(0);
    expect(quote.total).toBe(29);
    expect(quote.billedAmount).toBe(29);
    expect(quote.monthlyDiscount).toBe(0);
    expect(quote.annualSavings).toBe(0);
  });

  it('starter with 1 user is still 29: fewer users than included cost nothing less', () => {
    expect(
      priceQuote({ planId: 'starter', teamSize: 1, addOnIds: [], billing: 'monthly' }).total,
    ).toBe(29);
  });

  it('starter with 6 users is 29 + 8 = 37', () => {
    const quote = priceQuote({ planId: 'starter', teamSize: 6, addOnIds: [], billing: 'monthly' });
    expect(quote.extraUsers).toBe(1);
    expect(quote.extraUsersCost).toBe(8);
    expect(quote.total).toBe(37);
  });

  it('professional with 8 users and API Access is 99 + 24 + 39 = 162', () => {
    const quote = priceQuote({
      planId: 'professional',
      teamSize: 8,
      addOnIds: ['api'],
      billing: 'monthly',
    });
    expect(quote.plan).toEqual({ id: 'professional', name: 'Professional', price: 99 });
    expect(quote.basePrice).toBe(99);
    expect(quote.extraUsers).toBe(3);
    expect(quote.extraUsersCost).toBe(24);
    expect(quote.addOns).toEqual([{ id: 'api', name: 'API Access', price: 39 }]);
    expect(quote.addOnsCost).toBe(39);
    expect(quote.monthlySubtotal).toBe(162);
    expect(quote.total).toBe(162);
  });

  it('enterprise with 20 users and every add-on is 299 + 120 + 146 = 565', () => {
    const quote = priceQuote({
      planId: 'enterprise',
      teamSize: 20,
      addOnIds: ['analytics', 'api', 'support', 'branding'],
      billing: 'monthly',
    });
    expect(quote.extraUsersCost).toBe(120);
    expect(quote.addOnsCost).toBe(19 + 39 + 29 + 59);
    expect(quote.total).toBe(565);
  });

  it('lists the add-ons in the config order, whatever order they were switched on in', () => {
    const quote = priceQuote({
      planId: 'starter',
      teamSize: 5,
      addOnIds: ['branding', 'analytics'],
      billing: 'monthly',
    });
    expect(quote.addOns.map((a) => a.id)).toEqual(['analytics', 'branding']);
    expect(quote.total).toBe(29 + 19 + 59);
  });

  it('ignores unknown add-on ids and counts a repeated one once', () => {
    const quote = priceQuote({
      planId: 'starter',
      teamSize: 5,
      addOnIds: ['api', 'api', 'gold-support'],
      billing: 'monthly',
    });
    expect(quote.addOns.map((a) => a.id)).toEqual(['api']);
    expect(quote.total).toBe(29 + 39);
  });

  it('clamps the team size in the quote: 50 users are priced as 20', () => {
    const quote = priceQuote({ planId: 'starter', teamSize: 50, addOnIds: [], billing: 'monthly' });
    expect(quote.teamSize).toBe(20);
    expect(quote.total).toBe(29 + 15 * 8);
  });

  it('prices an unknown plan as the default plan', () => {
    const quote = priceQuote({ planId: 'platinum', teamSize: 5, addOnIds: [], billing: 'monthly' });
    expect(quote.plan.id).toBe('starter');
    expect(quote.total).toBe(29);
  });

  it('treats an unknown billing value as monthly', () => {
    const quote = priceQuote({
      planId: 'starter',
      teamSize: 5,
      addOnIds: [],
      billing: 'weekly' as never,
    });
    expect(quote.billing).toBe('monthly');
    expect(quote.total).toBe(29);
  });
});

describe('annual quotes (20 % off the monthly price, shown rounded; savings = monthly discount × 12)', () => {
  it('professional, 8 users, API Access: 162 × 0.8 = 129.6, shown 130; saves 32.4 × 12 = 388.8, shown 389/yr', () => {
    const quote = priceQuote({
      planId: 'professional',
      teamSize: 8,
      addOnIds: ['api'],
      billing: 'annual',
    });
    expect(quote.billing).toBe('annual');
    expect(quote.monthlySubtotal).toBe(162);
    expect(quote.monthlyDiscount).toBeCloseTo(32.4, 10);
    expect(quote.monthlyPrice).toBeCloseTo(129.6, 10);
    expect(quote.total).toBe(130);
    expect(quote.annualSavings).toBe(389);
    expect(quote.billedAmount).toBe(130 * 12);
  });

  it('starter, 5 users: 29 × 0.8 = 23.2, shown 23; saves 5.8 × 12 = 69.6, shown 70/yr', () => {
    const quote = priceQuote({ planId: 'starter', teamSize: 5, addOnIds: [], billing: 'annual' });
    expect(quote.total).toBe(23);
    expect(quote.annualSavings).toBe(70);
    expect(quote.billedAmount).toBe(276);
  });

  it('enterprise, 20 users, every add-on: 565 × 0.8 = 452; saves 113 × 12 = 1356/yr', () => {
    const quote = priceQuote({
      planId: 'enterprise',
      teamSize: 20,
      addOnIds: ['analytics', 'api', 'support', 'branding'],
      billing: 'annual',
    });
    expect(quote.total).toBe(452);
    expect(quote.annualSavings).toBe(1356);
  });

  it('rounds the shown total to whole units: professional, 5 users, Advanced Analytics: 118 × 0.8 = 94.4, shown 94', () => {
    const quote = priceQuote({
      planId: 'professional',
      teamSize: 5,
      addOnIds: ['analytics'],
      billing: 'annual',
    });
    expect(quote.total).toBe(94);
    expect(quote.annualSavings).toBe(Math.round(118 * 0.2 * 12));
  });
});

describe('team size: clamped to 1–20, whole, default 5', () => {
  it('keeps sizes within the range', () => {
    expect(clampTeamSize(1)).toBe(1);
    expect(clampTeamSize(5)).toBe(5);
    expect(clampTeamSize(20)).toBe(20);
  });

  it('raises sizes under 1 to 1', () => {
    expect(clampTeamSize(0)).toBe(1);
    expect(clampTeamSize(-7)).toBe(1);
    expect(clampTeamSize(-0)).toBe(1);
  });

  it('lowers sizes over 20 to 20', () => {
    expect(clampTeamSize(21)).toBe(20);
    expect(clampTeamSize(1e9)).toBe(20);
  });

  it('rounds to a whole number', () => {
    expect(clampTeamSize(5.4)).toBe(5);
    expect(clampTeamSize(5.5)).toBe(6);
    expect(clampTeamSize(0.4)).toBe(1);
  });

  it('gives the default 5 for a non-number', () => {
    expect(clampTeamSize(Number.NaN)).toBe(5);
    expect(clampTeamSize(Number.POSITIVE_INFINITY)).toBe(5);
    expect(clampTeamSize(Number.NEGATIVE_INFINITY)).toBe(5);
  });

  it('follows a custom range, and a range upside down collapses to its minimum', () => {
    const config: PricingConfig = {
      ...DEFAULT_PRICING_CONFIG,
      minTeamSize: 2.5,
      maxTeamSize: 10.9,
    };
    expect(clampTeamSize(1, config)).toBe(3);
    expect(clampTeamSize(11, config)).toBe(10);
    const inverted: PricingConfig = { ...DEFAULT_PRICING_CONFIG, minTeamSize: 10, maxTeamSize: 3 };
    expect(clampTeamSize(1, inverted)).toBe(10);
    expect(clampTeamSize(50, inverted)).toBe(10);
  });
});

describe('differsFromDefaults: whether the reset button shows', () => {
  it('is false for the defaults', () => {
    expect(differsFromDefaults(DEFAULT_PRICING_STATE)).toBe(false);
    expect(
      differsFromDefaults({ planId: 'starter', teamSize: 5, addOnIds: [], billing: 'monthly' }),
    ).toBe(false);
  });

  it('is true for another plan', () => {
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, planId: 'professional' })).toBe(true);
  });

  it('is true for another team size', () => {
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, teamSize: 6 })).toBe(true);
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, teamSize: 4 })).toBe(true);
  });

  it('is true for an add-on switched on', () => {
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, addOnIds: ['support'] })).toBe(true);
  });

  it('is true for annual billing', () => {
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, billing: 'annual' })).toBe(true);
  });

  it('compares values as shown: 5.2 users, an unknown plan or add-on and an unknown billing equal the defaults', () => {
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, teamSize: 5.2 })).toBe(false);
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, planId: 'platinum' })).toBe(false);
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, addOnIds: ['gold-support'] })).toBe(
      false,
    );
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, billing: 'weekly' as never })).toBe(
      false,
    );
  });

  it('ignores add-on order against defaults that have add-ons', () => {
    const config: PricingConfig = {
      ...DEFAULT_PRICING_CONFIG,
      defaults: { ...DEFAULT_PRICING_STATE, addOnIds: ['api', 'support'] },
    };
    expect(
      differsFromDefaults({ ...DEFAULT_PRICING_STATE, addOnIds: ['support', 'api'] }, config),
    ).toBe(false);
    expect(
      differsFromDefaults({ ...DEFAULT_PRICING_STATE, addOnIds: ['support', 'branding'] }, config),
    ).toBe(true);
    expect(differsFromDefaults({ ...DEFAULT_PRICING_STATE, addOnIds: ['support'] }, config)).toBe(
      true,
    );
  });
});

describe('the calculator reducer', () => {
  it('selects a known plan', () => {
    const next = pricingReducer(DEFAULT_PRICING_STATE, {
      type: 'select-plan',
      planId: 'enterprise',
    });
    expect(next).toEqual({ ...DEFAULT_PRICING_STATE, planId: 'enterprise' });
    expect(differsFromDefaults(next)).toBe(true);
  });

  it('ignores an unknown plan id, keeping the same state object', () => {
    expect(pricingReducer(DEFAULT_PRICING_STATE, { type: 'select-plan', planId: 'platinum' })).toBe(
      DEFAULT_PRICING_STATE,
    );
  });

  it('sets the team size, clamped to 1–20', () => {
    expect(
      pricingReducer(DEFAULT_PRICING_STATE, { type: 'set-team-size', teamSize: 12 }).teamSize,
    ).toBe(12);
    expect(
      pricingReducer(DEFAULT_PRICING_STATE, { type: 'set-team-size', teamSize: 0 }).teamSize,
    ).toBe(1);
    expect(
      pricingReducer(DEFAULT_PRICING_STATE, { type: 'set-team-size', teamSize: 99 }).teamSize,
    ).toBe(20);
    expect(
      pricingReducer(DEFAULT_PRICING_STATE, { type: 'set-team-size', teamSize: Number.NaN })
        .teamSize,
    ).toBe(5);
  });

  it('toggles an add-on on and off', () => {
    const on = pricingReducer(DEFAULT_PRICING_STATE, { type: 'toggle-add-on', addOnId: 'api' });
    expect(on.addOnIds).toEqual(['api']);
    const off = pricingReducer(on, { type: 'toggle-add-on', addOnId: 'api' });
    expect(off.addOnIds).toEqual([]);
    expect(differsFromDefaults(off)).toBe(false);
  });

  it('keeps the add-ons in the config order', () => {
    let state = pricingReducer(DEFAULT_PRICING_STATE, {
      type: 'toggle-add-on',
      addOnId: 'branding',
    });
    state = pricingReducer(state, { type: 'toggle-add-on', addOnId: 'analytics' });
    state = pricingReducer(state, { type: 'toggle-add-on', addOnId: 'support' });
    expect(state.addOnIds).toEqual(['analytics', 'support', 'branding']);
  });

  it('sets an add-on on or off explicitly, and a set that changes nothing keeps the state object', () => {
    const on = pricingReducer(DEFAULT_PRICING_STATE, {
      type: 'set-add-on',
      addOnId: 'support',
      enabled: true,
    });
    expect(on.addOnIds).toEqual(['support']);
    expect(pricingReducer(on, { type: 'set-add-on', addOnId: 'support', enabled: true })).toBe(on);
    const off = pricingReducer(on, { type: 'set-add-on', addOnId: 'support', enabled: false });
    expect(off.addOnIds).toEqual([]);
    expect(pricingReducer(off, { type: 'set-add-on', addOnId: 'support', enabled: false })).toBe(
      off,
    );
  });

  it('ignores unknown add-on ids', () => {
    expect(
      pricingReducer(DEFAULT_PRICING_STATE, { type: 'toggle-add-on', addOnId: 'coffee' }),
    ).toBe(DEFAULT_PRICING_STATE);
    expect(
      pricingReducer(DEFAULT_PRICING_STATE, {
        type: 'set-add-on',
        addOnId: 'coffee',
        enabled: true,
      }),
    ).toBe(DEFAULT_PRICING_STATE);
  });

  it('switches billing, and an unknown billing value becomes monthly', () => {
    const annual = pricingReducer(DEFAULT_PRICING_STATE, {
      type: 'set-billing',
      billing: 'annual',
    });
    expect(annual.billing).toBe('annual');
    expect(pricingReducer(annual, { type: 'set-billing', billing: 'monthly' }).billing).toBe(
      'monthly',
    );
    expect(
      pricingReducer(annual, { type: 'set-billing', billing: 'weekly' as never }).billing,
    ).toBe('monthly');
  });

  it('resets to the defaults from any state', () => {
    const changed: PricingState = {
      planId: 'enterprise',
      teamSize: 17,
      addOnIds: ['api', 'branding'],
      billing: 'annual',
    };
    const reset = pricingReducer(changed, { type: 'reset' });
    expect(reset).toEqual(DEFAULT_PRICING_STATE);
    expect(differsFromDefaults(reset)).toBe(false);
  });

  it('ignores an event type it does not know', () => {
    const state: PricingState = {
      planId: 'professional',
      teamSize: 8,
      addOnIds: ['api'],
      billing: 'annual',
    };
    expect(pricingReducer(state, { type: 'explode' } as unknown as PricingEvent)).toBe(state);
  });

  it('does not change the state it was given', () => {
    const state: PricingState = {
      planId: 'starter',
      teamSize: 5,
      addOnIds: ['api'],
      billing: 'monthly',
    };
    const frozen = Object.freeze({ ...state, addOnIds: Object.freeze([...state.addOnIds]) });
    pricingReducer(frozen, { type: 'toggle-add-on', addOnId: 'support' });
    pricingReducer(frozen, { type: 'set-team-size', teamSize: 9 });
    expect(frozen).toEqual(state);
  });
});

describe('custom configs', () => {
  it('works over a config with its own plans, add-ons and defaults', () => {
    const config: PricingConfig = {
      plans: [
        { id: 'solo', name: 'Solo', price: 10 },
        { id: 'team', name: 'Team', price: 50 },
      ],
      addOns: [{ id: 'sso', name: 'SSO', price: 15 }],
      includedUsers: 2,
      extraUserPrice: 5,
      minTeamSize: 1,
      maxTeamSize: 10,
      annualDiscountPercent: 10,
      defaults: { planId: 'team', teamSize: 2, addOnIds: [], billing: 'monthly' },
    };
    const reducer = createPricingReducer(config);
    let state = reducer(config.defaults, { type: 'set-team-size', teamSize: 4 });
    state = reducer(state, { type: 'toggle-add-on', addOnId: 'sso' });
    expect(priceQuote(state, config).total).toBe(50 + 2 * 5 + 15);
    state = reducer(state, { type: 'set-billing', billing: 'annual' });
    expect(priceQuote(state, config).total).toBe(Math.round(75 * 0.9));
    expect(reducer(state, { type: 'select-plan', planId: 'starter' })).toBe(state);
    expect(reducer(state, { type: 'reset' })).toBe(config.defaults);
  });

  it('counts negative or non-finite prices as 0 and caps the discount at 100 %', () => {
    const config: PricingConfig = {
      ...DEFAULT_PRICING_CONFIG,
      plans: [{ id: 'starter', name: 'Starter', price: -50 }],
      addOns: [
        { id: 'nan', name: 'NaN', price: Number.NaN },
        { id: 'inf', name: 'Infinity', price: Number.POSITIVE_INFINITY },
      ],
      extraUserPrice: -8,
      includedUsers: -3,
      annualDiscountPercent: 250,
    };
    const monthly = priceQuote(
      { planId: 'starter', teamSize: 10, addOnIds: ['nan', 'inf'], billing: 'monthly' },
      config,
    );
    expect(monthly.basePrice).toBe(0);
    expect(monthly.extraUsers).toBe(10);
    expect(monthly.extraUsersCost).toBe(0);
    expect(monthly.addOnsCost).toBe(0);
    expect(monthly.total).toBe(0);
    const discounted = priceQuote(
      { planId: 'starter', teamSize: 5, addOnIds: [], billing: 'annual' },
      { ...DEFAULT_PRICING_CONFIG, annualDiscountPercent: 250 },
    );
    expect(discounted.total).toBe(0);
    const noDiscount = priceQuote(
      { planId: 'starter', teamSize: 5, addOnIds: [], billing: 'annual' },
      { ...DEFAULT_PRICING_CONFIG, annualDiscountPercent: -20 },
    );
    expect(noDiscount.total).toBe(29);
  });
});

describe('included users in a custom config', () => {
  it('an unknown (NaN) count includes nobody: every user is extra', () => {
    const quote = priceQuote(
      { planId: 'starter', teamSize: 3, addOnIds: [], billing: 'monthly' },
      { ...DEFAULT_PRICING_CONFIG, includedUsers: Number.NaN },
    );
    expect(quote.extraUsers).toBe(3);
    expect(quote.total).toBe(29 + 3 * 8);
  });

  it('an infinite count includes everyone', () => {
    const quote = priceQuote(
      { planId: 'starter', teamSize: 20, addOnIds: [], billing: 'monthly' },
      { ...DEFAULT_PRICING_CONFIG, includedUsers: Infinity },
    );
    expect(quote.extraUsers).toBe(0);
    expect(quote.total).toBe(29);
  });

  it('a fractional count is rounded down', () => {
    const quote = priceQuote(
      { planId: 'starter', teamSize: 6, addOnIds: [], billing: 'monthly' },
      { ...DEFAULT_PRICING_CONFIG, includedUsers: 4.9 },
    );
    expect(quote.extraUsers).toBe(2);
  });
});

describe('findPlan', () => {
  it('finds a plan by id', () => {
    expect(findPlan('professional').price).toBe(99);
  });

  it('falls back to the default plan for an unknown id', () => {
    expect(findPlan('platinum').id).toBe('starter');
  });

  it('falls back to the first plan when the default plan is missing too', () => {
    const config: PricingConfig = {
      ...DEFAULT_PRICING_CONFIG,
      plans: [...PRICING_PLANS].reverse(),
      defaults: { ...DEFAULT_PRICING_STATE, planId: 'gone' },
    };
    expect(findPlan('platinum', config).id).toBe('enterprise');
  });

  it('makes a free placeholder plan when the config has no plans', () => {
    const config: PricingConfig = { ...DEFAULT_PRICING_CONFIG, plans: [] };
    expect(findPlan('platinum', config)).toEqual({ id: 'platinum', name: 'platinum', price: 0 });
    expect(priceQuote(DEFAULT_PRICING_STATE, config).total).toBe(0);
  });
});
