import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_CONFIG,
  DEFAULT_PRICING_STATE,
  PRICING_ADD_ONS,
  PRICING_PLANS,
  createPricingReducer,
  differsFromDefaults,
  priceQuote,
  pricingReducer,
  type PricingConfig,
  type PricingEvent,
  type PricingState,
} from './pricing.js';

const planIds = PRICING_PLANS.map((plan) => plan.id);
const addOnIds = PRICING_ADD_ONS.map((addOn) => addOn.id);

/** Any number a team-size field could hand over, including NaN, ±Infinity and fractions. */
const anyTeamSize = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0),
);

/** A calculator state, mostly with known ids, sometimes with unknown ones. */
const anyState: fc.Arbitrary<PricingState> = fc.record({
  planId: fc.oneof(fc.constantFrom(...planIds), fc.string()),
  teamSize: anyTeamSize,
  addOnIds: fc.oneof(
    fc.subarray(addOnIds),
    fc.array(fc.oneof(fc.constantFrom(...addOnIds), fc.string())),
  ),
  billing: fc.constantFrom('monthly' as const, 'annual' as const),
});

/** A state where each field is often the default, or shown like it (5.4 users, unknown ids). */
const nearDefaultState: fc.Arbitrary<PricingState> = fc.record({
  planId: fc.oneof(
    fc.constantFrom('starter', 'platinum', ''),
    fc.constantFrom(...planIds),
    fc.string(),
  ),
  teamSize: fc.oneof(fc.constantFrom(5, 5.4, 4.6, Number.NaN), anyTeamSize),
  addOnIds: fc.oneof(
    fc.constantFrom([], ['unknown'], ['', 'gold']),
    fc.subarray(addOnIds, { maxLength: 1 }),
    fc.array(fc.string(), { maxLength: 2 }),
  ),
  billing: fc.constantFrom('monthly' as const, 'annual' as const),
});

const anyEvent: fc.Arbitrary<PricingEvent> = fc.oneof(
  fc.record({
    type: fc.constant('select-plan' as const),
    planId: fc.oneof(fc.constantFrom(...planIds), fc.string()),
  }),
  fc.record({ type: fc.constant('set-team-size' as const), teamSize: anyTeamSize }),
  fc.record({
    type: fc.constant('toggle-add-on' as const),
    addOnId: fc.oneof(fc.constantFrom(...addOnIds), fc.string()),
  }),
  fc.record({
    type: fc.constant('set-add-on' as const),
    addOnId: fc.constantFrom(...addOnIds, 'unknown'),
    enabled: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('set-billing' as const),
    billing: fc.constantFrom('monthly' as const, 'annual' as const),
  }),
  fc.constant({ type: 'reset' as const }),
);

/**
 * Any price a config could hold: negative, fractional, NaN, ±Infinity, and finite amounts up to
 * a billion (sums of amounts near Number.MAX_VALUE overflow to Infinity, which no price list reaches).
 */
const anyPrice = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ min: -1e9, max: 1e9 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0),
);
const anyConfig: fc.Arbitrary<PricingConfig> = fc.record({
  plans: fc
    .constant(PRICING_PLANS.map((plan) => ({ ...plan })))
    .chain((plans) =>
      fc.tuple(...plans.map((plan) => anyPrice.map((price) => ({ ...plan, price })))),
    ),
  addOns: fc.tuple(
    ...PRICING_ADD_ONS.map((addOn) => anyPrice.map((price) => ({ ...addOn, price }))),
  ),
  includedUsers: fc.oneof(
    fc.integer({ min: -5, max: 25 }),
    fc.double({ min: -1e9, max: 1e9 }),
    fc.constantFrom(Number.NaN, Infinity),
  ),
  extraUserPrice: anyPrice,
  minTeamSize: fc.constant(1),
  maxTeamSize: fc.constant(20),
  annualDiscountPercent: fc.oneof(
    fc.integer({ min: -50, max: 150 }),
    fc.double(),
    fc.constantFrom(Number.NaN, Infinity),
  ),
  defaults: fc.constant(DEFAULT_PRICING_STATE),
});

describe('pricing properties', () => {
  it('the total is never negative (spec config and any config)', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        expect(priceQuote(state).total).toBeGreaterThanOrEqual(0);
      }),
    );
    fc.assert(
      fc.property(anyState, anyConfig, (state, config) => {
        const quote = priceQuote(state, config);
        expect(quote.total).toBeGreaterThanOrEqual(0);
        expect(quote.annualSavings).toBeGreaterThanOrEqual(0);
        expect(quote.billedAmount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the total is a whole number, and the team size in the quote is within 1–20', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const quote = priceQuote(state);
        expect(Number.isInteger(quote.total)).toBe(true);
        expect(Number.isInteger(quote.teamSize)).toBe(true);
        expect(quote.teamSize).toBeGreaterThanOrEqual(1);
        expect(quote.teamSize).toBeLessThanOrEqual(20);
      }),
    );
  });

  it('a bigger team never costs less', () => {
    fc.assert(
      fc.property(
        anyState,
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        (state, a, b) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          expect(priceQuote({ ...state, teamSize: small }).total).toBeLessThanOrEqual(
            priceQuote({ ...state, teamSize: large }).total,
          );
        },
      ),
    );
  });

  it('more add-ons never cost less', () => {
    fc.assert(
      fc.property(anyState, fc.subarray(addOnIds), fc.subarray(addOnIds), (state, some, more) => {
        const superset = [...new Set([...some, ...more])];
        expect(priceQuote({ ...state, addOnIds: some }).total).toBeLessThanOrEqual(
          priceQuote({ ...state, addOnIds: superset }).total,
        );
      }),
    );
  });

  it('a bigger team and more add-ons never cost less under any config either', () => {
    fc.assert(
      fc.property(
        anyState,
        anyConfig,
        fc.subarray(addOnIds),
        fc.integer({ min: 1, max: 20 }),
        (state, config, extra, size) => {
          const base = priceQuote({ ...state, teamSize: size }, config).total;
          expect(base).toBeLessThanOrEqual(
            priceQuote({ ...state, teamSize: size + 1 }, config).total,
          );
          expect(base).toBeLessThanOrEqual(
            priceQuote(
              { ...state, teamSize: size, addOnIds: [...state.addOnIds, ...extra] },
              config,
            ).total,
          );
        },
      ),
    );
  });

  it('annual is never more than monthly, and saves the monthly discount × 12', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const monthly = priceQuote({ ...state, billing: 'monthly' });
        const annual = priceQuote({ ...state, billing: 'annual' });
        expect(annual.total).toBeLessThanOrEqual(monthly.total);
        expect(annual.total).toBe(Math.round(monthly.monthlySubtotal * 0.8));
        expect(annual.annualSavings).toBe(Math.round(monthly.monthlySubtotal * 0.2 * 12));
      }),
    );
    fc.assert(
      fc.property(anyState, anyConfig, (state, config) => {
        expect(priceQuote({ ...state, billing: 'annual' }, config).total).toBeLessThanOrEqual(
          priceQuote({ ...state, billing: 'monthly' }, config).total,
        );
      }),
    );
  });

  it('reset always returns the defaults, whatever happened before', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        const state = events.reduce(pricingReducer, DEFAULT_PRICING_STATE);
        const reset = pricingReducer(state, { type: 'reset' });
        expect(reset).toEqual(DEFAULT_PRICING_STATE);
        expect(differsFromDefaults(reset)).toBe(false);
      }),
    );
  });

  it('any event sequence keeps the state valid: a known plan, 1–20 whole users, known add-ons in config order, a billing', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (events) => {
        const state = events.reduce(pricingReducer, DEFAULT_PRICING_STATE);
        expect(planIds).toContain(state.planId);
        expect(Number.isInteger(state.teamSize)).toBe(true);
        expect(state.teamSize).toBeGreaterThanOrEqual(1);
        expect(state.teamSize).toBeLessThanOrEqual(20);
        expect(state.addOnIds).toEqual(addOnIds.filter((id) => state.addOnIds.includes(id)));
        expect(['monthly', 'annual']).toContain(state.billing);
      }),
    );
  });

  it('differsFromDefaults is false exactly for states that show the same as the defaults', () => {
    const shown = (state: PricingState) => {
      const quote = priceQuote(state);
      return {
        plan: quote.plan.id,
        teamSize: quote.teamSize,
        addOns: quote.addOns.map((a) => a.id),
        billing: quote.billing,
      };
    };
    fc.assert(
      fc.property(fc.oneof(anyState, nearDefaultState), (state) => {
        const sameAsDefaults =
          JSON.stringify(shown(state)) === JSON.stringify(shown(DEFAULT_PRICING_STATE));
        expect(differsFromDefaults(state)).toBe(!sameAsDefaults);
      }),
    );
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        const state = events.reduce(pricingReducer, DEFAULT_PRICING_STATE);
        const sameAsDefaults =
          JSON.stringify(shown(state)) === JSON.stringify(shown(DEFAULT_PRICING_STATE));
        expect(differsFromDefaults(state)).toBe(!sameAsDefaults);
      }),
    );
  });

  it('a reducer over another config keeps its own plans and add-ons', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        const config: PricingConfig = {
          ...DEFAULT_PRICING_CONFIG,
          plans: PRICING_PLANS.slice(1),
          defaults: { ...DEFAULT_PRICING_STATE, planId: 'professional' },
        };
        const reducer = createPricingReducer(config);
        const state = events.reduce(reducer, config.defaults);
        expect(['professional', 'enterprise']).toContain(state.planId);
      }),
    );
  });
});
