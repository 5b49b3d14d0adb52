// Fills in the placeholders of site.json's texts and links at build time, so that a fact or a
// price is written once: {phone}, {email}, {plan.small.price}, {tel}, {whatsapp}, ...
import type { Locale } from '../../src/app/locale.ts';
import { formatQar } from '../../src/app/money.ts';
import type { Plan, Site } from '../../src/types/site.ts';

const placeholder = /\{([a-zA-Z]+(?:\.[a-z0-9-]+\.[a-zA-Z]+)?)\}/g;
/** Placeholders the page fills in itself (a filter's result count, a form's button in its message). */
export const runtimePlaceholders = new Set(['count', 'min', 'max', 'button']);

export { formatQar };

/**
 * Keeps a left-to-right run (a phone number, an address) in its own order inside Arabic text:
 * without it, "+974 4000 1234" would read "1234 4000 974+" (Unicode's left-to-right isolate).
 */
const isolateLtr = (text: string, locale: Locale) => (locale === 'ar' ? `\u2066${text}\u2069` : text);

/** The value of every placeholder this site knows, in the language of the (localized) site. */
export function placeholderValues(site: Site, locale: Locale = 'en'): Map<string, string> {
  const facts = site.site;
  const currency = site.ui.pricing.currency;
  const money = (amount: number) => formatQar(amount, currency, locale);
  const values = new Map<string, string>([
    ['brand', facts.brand],
    ['legalName', isolateLtr(facts.legalName, locale)],
    ['phone', isolateLtr(facts.phone, locale)],
    ['email', isolateLtr(facts.email, locale)],
    ['location', facts.location],
    ['hours', facts.hours],
    ['tel', `tel:${facts.phone.replace(/[^+\d]/g, '')}`],
    ['mailto', `mailto:${facts.email}`],
    ['whatsapp', `https://wa.me/${facts.whatsapp.number}?text=${encodeURIComponent(facts.whatsapp.greeting)}`],
  ]);
  for (const plan of site.plans as Plan[]) {
    values.set(`plan.${plan.id}.name`, plan.name);
    values.set(`plan.${plan.id}.price`, money(plan.price));
    values.set(`plan.${plan.id}.firstYearTotal`, money(plan.firstYearTotal));
    values.set(`plan.${plan.id}.renewal`, money(plan.renewal));
    values.set(`plan.${plan.id}.deliveryTime`, plan.deliveryTime);
  }
  return values;
}

const planFields = ['name', 'price', 'firstYearTotal', 'renewal', 'deliveryTime'];

/** What could have been meant: the plans and their fields for a {plan.…} placeholder, else every known one. */
function knownPlaceholders(name: string, values: Map<string, string>, plans: Plan[]): string {
  const planIds = plans.map((plan) => plan.id).join(', ');
  const family = `and for each plan ${planFields.map((field) => `{plan.<id>.${field}}`).join(', ')}, where <id> is one of: ${planIds}`;
  const [, id, field] = /^plan\.([^.]+)\.(.+)$/.exec(name) ?? [];
  if (id && !plans.some((plan) => plan.id === id)) return `no plan has the id "${id}"; plans: ${planIds}`;
  if (field && !planFields.includes(field)) return `a plan has ${planFields.map((f) => `{plan.${id}.${f}}`).join(', ')}`;
  const facts = [...values.keys()].filter((key) => !key.startsWith('plan.')).map((key) => `{${key}}`);
  return `known placeholders: ${facts.join(', ')}, ${family}`;
}

export interface TemplateProblem {
  pointer: string;
  message: string;
}

/** A copy of the site with every placeholder filled in, and the placeholders it could not fill. */
export function fillPlaceholders(site: Site, locale: Locale = 'en'): { site: Site; problems: TemplateProblem[] } {
  const values = placeholderValues(site, locale);
  const problems: TemplateProblem[] = [];
  const fill = (node: unknown, pointer: string): unknown => {
    if (typeof node === 'string')
      return node.replace(placeholder, (whole, name: string) => {
        const value = values.get(name);
        if (value !== undefined) return value;
        if (runtimePlaceholders.has(name)) return whole;
        problems.push({ pointer, message: `has the placeholder ${whole}, which is unknown; ${knownPlaceholders(name, values, site.plans as Plan[])}` });
        return whole;
      });
    if (Array.isArray(node)) return node.map((item, i) => fill(item, `${pointer}/${i}`));
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$schema' ? value : fill(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)]));
    return node;
  };
  return { site: fill(site, '') as Site, problems };
}
