// The website plans are declared once and every price on the site comes from them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { validateSiteText } from '../../src/server/render/validateSite.ts';

const text = readFileSync(join(projectRoot, 'site.json'), 'utf8');
const site = JSON.parse(text);
const homeTagline = (siteText: string, locale: 'en' | 'ar' = 'en') => {
  const result = validateSiteText(siteText);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return (result.sites[locale].routes[0].blocks[0] as { tagline: string }).tagline;
};

describe('the website plans', () => {
  it('are exactly those of SPEC section 9', () => {
    const plans = site.plans.map(({ name, price, firstYearTotal, renewal, deliveryTime, popular }: Record<string, any>) => ({ name: name.en, price, firstYearTotal, renewal, deliveryTime: deliveryTime.en, popular: popular === true }));
    expect(plans).toEqual([
      { name: 'Small Business', price: 1500, firstYearTotal: 3000, renewal: 1500, deliveryTime: '2-3 days', popular: true },
      { name: 'Medium Business', price: 2500, firstYearTotal: 5000, renewal: 2500, deliveryTime: '3-7 days', popular: false },
      { name: 'Large Business', price: 7000, firstYearTotal: 14000, renewal: 7000, deliveryTime: '14 days', popular: false },
    ]);
  });

  it('give the home tagline its price, so changing a plan changes the tagline', () => {
    expect(homeTagline(text)).toBe('Fast Delivery • QAR 1,500 • Qatar Focus');
    const changed = structuredClone(site);
    changed.plans[0].price = 1600;
    changed.plans[0].firstYearTotal = 3100;
    expect(homeTagline(JSON.stringify(changed))).toBe('Fast Delivery • QAR 1,600 • Qatar Focus');
    // In Arabic the amount comes first, in Western digits, with the Arabic currency.
    expect(homeTagline(JSON.stringify(changed), 'ar')).toContain('1,600 ر.ق');
  });

  it('must add up: a first-year total other than price plus renewal is a validation error', () => {
    const wrong = structuredClone(site);
    wrong.plans[1].firstYearTotal = 4000;
    const result = validateSiteText(JSON.stringify(wrong, null, 2));
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatchObject({ pointer: '/plans/1/firstYearTotal' });
    expect(result.problems[0].message).toContain('2500 + 2500 = 5000, not 4000');
  });

  it('must exist where a pricing table names them', () => {
    const wrong = structuredClone(site);
    const route = wrong.routes.findIndex((r: { path: string }) => r.path === '/pricing');
    const block = wrong.routes[route].blocks.findIndex((b: { type: string }) => b.type === 'pricingTable');
    wrong.routes[route].blocks[block].plans = ['small', 'enterprise'];
    const result = validateSiteText(JSON.stringify(wrong, null, 2));
    expect(result.problems).toEqual([expect.objectContaining({ pointer: `/routes/${route}/blocks/${block}/plans/1`, message: '"enterprise" is not a plan; declared plans: small, medium, large' })]);
  });

  it('an unknown placeholder is a validation error that names the known ones', () => {
    const wrong = structuredClone(site);
    wrong.routes[0].blocks[0].tagline = { en: 'From {plan.tiny.price}', ar: 'ابتداءً من {plan.tiny.price}' };
    const result = validateSiteText(JSON.stringify(wrong, null, 2));
    expect(result.problems[0].pointer).toBe('/routes/0/blocks/0/tagline/en');
    expect(result.problems[0].message).toContain('has the placeholder {plan.tiny.price}, which is unknown');
  });
});
