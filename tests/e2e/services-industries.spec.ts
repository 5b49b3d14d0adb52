// The home, service, pricing-adjacent and industry pages show what SPEC.md lists for each. Their
// content is the same at every width (pages.spec.ts checks each page at both), so once: @any-width.
import { expect, test, type Page } from './test.ts';
import { waitForHydration } from './helpers.ts';

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('home: hero, three service cards with Learn More, six highlights, closing call to action', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Next-Level IT Solutions In Qatar & GCC');
  await expect(page.getByText('Fast Delivery • QAR 1,500 • Qatar Focus', { exact: true })).toBeVisible();

  const services = section(page, 'Services That Grow Your Business');
  await expect(services.getByRole('article')).toHaveCount(3);
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(['Website Design & Development', 'Cloud Systems', 'AI Integration']);
  for (const [i, href] of ['/services/web-development', '/services/cloud-systems', '/services/ai-integration'].entries()) {
    const card = services.getByRole('article').nth(i);
    await expect(card.getByRole('listitem')).toHaveCount(4);
    await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', href);
  }
  await expect(services.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');

  const highlights = section(page, 'Everything Included, Delivered Fast');
  await expect(highlights.getByRole('heading', { level: 3 })).toHaveText([
    '2-3 Days Delivery',
    'Dedicated Hosting',
    'Modern Technologies',
    '99.999% Uptime',
    'Advanced SEO',
    'All-Inclusive',
  ]);
  const cta = section(page, 'Ready to Transform Your Business?');
  await expect(cta.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/portfolio');
});

test('website development: hero buttons, benefits, three tiers, what is included, consultation and call', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/services/web-development');
  const hero = page.getByRole('main').locator('section').first();
  await expect(hero.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
  await expect(hero.getByRole('link', { name: 'View Examples' })).toHaveAttribute('href', '/portfolio');
  await expect(section(page, 'Why Businesses Choose Our Websites').getByRole('listitem')).toHaveCount(6);
  await expect(section(page, "What's Included").getByRole('listitem')).toHaveCount(10);
  const cta = section(page, 'Get Your Website Live This Week');
  await expect(cta.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: 'Call +974 4000 1234' })).toHaveAttribute('href', 'tel:+97440001234');
});

test('cloud systems: six systems with four features, six benefit tiles, four steps, consultation and e-mail', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/services/cloud-systems');
  const hero = page.getByRole('main').locator('section').first();
  await expect(hero.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/contact');
  await expect(hero.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/portfolio');
  const systems = section(page, 'Cloud Systems We Build').getByRole('article');
  await expect(systems).toHaveCount(6);
  for (let i = 0; i < 6; i++) await expect(systems.nth(i).getByRole('listitem')).toHaveCount(4);
  await expect(section(page, 'Why Move Your Business to the Cloud').getByRole('heading', { level: 3 })).toHaveText([
    'Cloud-Based',
    'Secure',
    'Fast Performance',
    'Mobile Ready',
    'Scalable',
    'Analytics',
  ]);
  await expect(section(page, 'From First Meeting to Go-Live').getByRole('heading', { level: 3 })).toHaveText(['Analysis', 'Design', 'Development', 'Training']);
  const cta = page.getByRole('main').locator('section').last();
  await expect(cta.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:hello@nuqta\.example/);
});

test('AI integration: four services, six benefits, four use cases, the week-by-week timeline', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/services/ai-integration');
  const hero = page.getByRole('main').locator('section').first();
  await expect(hero.getByRole('link', { name: 'Explore AI Solutions' })).toHaveAttribute('href', '/contact');
  await expect(hero.getByRole('link', { name: 'View AI Projects' })).toHaveAttribute('href', '/portfolio');
  const services = section(page, 'AI Solutions for Your Business').getByRole('article');
  await expect(services).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(services.nth(i).getByRole('listitem')).toHaveCount(4);
  await expect(section(page, 'What AI Changes for You').getByRole('listitem')).toHaveCount(6);
  const useCases = section(page, 'AI Across Industries');
  await expect(useCases.getByRole('heading', { level: 3 })).toHaveText(['E-commerce', 'Healthcare', 'Finance', 'Real Estate']);
  for (let i = 0; i < 4; i++) await expect(useCases.getByRole('article').nth(i).getByRole('listitem')).toHaveCount(4);
  const timeline = section(page, 'Your AI Project, Week by Week').getByRole('listitem');
  await expect(timeline).toHaveCount(4);
  for (const [i, [week, phase]] of [['Week 1', 'Discovery'], ['Week 2-3', 'Design'], ['Week 4-6', 'Development'], ['Week 7+', 'Deployment']].entries()) {
    await expect(timeline.nth(i)).toContainText(week);
    await expect(timeline.nth(i).getByRole('heading', { level: 3 })).toHaveText(phase);
  }
  await expect(page.getByRole('main').locator('section').last().getByRole('link', { name: 'Book AI Consultation' })).toHaveAttribute('href', '/contact');
});

test('industries: six industry cards with four services and Learn More, the approach, Discuss Your Industry', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/industries');
  const cards = section(page, 'Industries We Serve').getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Real Estate',
    'E-Commerce & Retail',
    'Education & Training',
    'Healthcare & Wellness',
    'Automotive',
    'Hospitality & Tourism',
  ]);
  const slugs = ['real-estate', 'ecommerce', 'education', 'healthcare', 'automotive', 'hospitality'];
  for (const [i, slug] of slugs.entries()) {
    await expect(cards.nth(i).getByRole('listitem')).toHaveCount(4);
    await expect(cards.nth(i).getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', `/industries/${slug}`);
  }
  await expect(section(page, 'How We Work With Your Industry').getByRole('heading', { level: 3 })).toHaveText(['Research & Analysis', 'Custom Solutions', 'Ongoing Support']);
  await expect(page.getByRole('main').getByRole('link', { name: 'Discuss Your Industry' }).first()).toHaveAttribute('href', '/contact');
});

test('real estate: the four services, the success story with its three results, the vision', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/industries/real-estate');
  const hero = page.getByRole('main').locator('section').first();
  await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  await expect(hero.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', '/portfolio');
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
    'Property Listings Portal',
    'CRM for Real Estate',
    'Virtual Tours Integration',
    'Market Analytics',
  ]);
  const story = section(page, 'Success Story');
  await expect(story.getByRole('heading', { name: 'The Challenge' })).toBeVisible();
  await expect(story.getByRole('heading', { name: 'Our Solution' })).toBeVisible();
  const results = story.getByRole('listitem');
  await expect(results).toHaveText(['50%more leads', '30%faster sales', '70%less admin work']);
  await expect(section(page, 'Where Real Estate Is Heading').getByRole('listitem')).toHaveCount(3);
});

const industryHeadlines: Record<string, RegExp> = {
  'real-estate': /Real Estate/,
  ecommerce: /Sell More Online/,
  education: /Schools and Training Centres/,
  healthcare: /Clinics and Wellness Centres/,
  automotive: /Dealers and Garages/,
  hospitality: /Hotels, Restaurants and Tours/,
};
for (const [slug, headline] of Object.entries(industryHeadlines))
  test(`/industries/${slug} is about its own industry`, { tag: '@any-width' }, async ({ warmPage: page }) => {
    await open(page, `/industries/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
    await expect(section(page, 'Success Story').getByRole('listitem')).not.toHaveCount(0);
  });

test('services overview: the three services, how a project runs, a call to action', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/services');
  await expect(section(page, 'Three Ways We Help').getByRole('article')).toHaveCount(3);
  await expect(section(page, 'How a Project Runs').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('main').locator('section').last().getByRole('link', { name: 'Talk to Us' })).toHaveAttribute('href', '/contact');
});
