// The portfolio page and the project pages (SPEC "Portfolio page", "Project detail page", section 9).
import { expect, test, type Page } from './test.ts';
import { expectAccessible, waitForHydration, watchPage } from './helpers.ts';
import { blocksOf, site } from './siteData.ts';

const projects = site.projects ?? [];
const grid = blocksOf('/portfolio', 'portfolioGrid')[0];
const categories = ['Real Estate', 'Hospitality', 'Healthcare', 'E-Commerce', 'Education', 'Automotive'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const gridSection = (page: Page) => page.getByRole('region', { name: grid.heading, exact: true });
const cards = (page: Page) => gridSection(page).getByRole('article');
const filter = (page: Page) => gridSection(page).getByRole('group', { name: grid.filterLabel });
const filterButton = (page: Page, name: string) => filter(page).getByRole('button', { name, exact: true });
const countText = (count: number) => grid.countLabel.replace('{count}', String(count));
const categoryInAddress = (page: Page) => new URL(page.url()).searchParams.get('category');

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Lets running transitions (a filter button changing colour) end, so that axe sees the final colours. */
async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

/** Exactly these projects' cards are shown, in order, and the live region says how many. */
async function expectShown(page: Page, shown: typeof projects) {
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(shown.map((p) => p.title));
  await expect(gridSection(page).getByRole('status')).toHaveText(countText(shown.length));
}

test('/portfolio: six cards with badge, title, description, technologies, three features, year, team, View Details and the live site where there is one', async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await open(page, '/portfolio');
  expect(projects).toHaveLength(6);
  await expect(cards(page)).toHaveCount(6);
  for (const [i, project] of projects.entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByText(project.category, { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
    await expect(card.getByText(project.description, { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: grid.technologiesLabel }).getByRole('listitem')).toHaveText(project.technologies);
    // SPEC: the cards show the first three key features only.
    const features = card.locator('ul:not([aria-label])').getByRole('listitem');
    await expect(features).toHaveText(project.features.slice(0, 3));
    expect(project.features.length).toBeGreaterThan(3);
    await expect(card.getByRole('term')).toHaveText([grid.completedLabel, grid.teamLabel]);
    await expect(card.getByRole('definition')).toHaveText([String(project.completionYear), String(project.teamSize)]);
    const details = card.getByRole('link', { name: `${grid.viewDetailsLabel}: ${project.title}`, exact: true });
    await expect(details).toHaveAttribute('href', `/portfolio/${project.slug}`);
    // The live site only where the project has a public address (the demo projects have none).
    const visit = card.getByRole('link', { name: `${grid.visitLabel}: ${project.title}`, exact: true });
    if (project.url) {
      await expect(visit).toHaveAttribute('href', project.url);
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('rel', /\bnoopener\b/);
    } else await expect(visit).toHaveCount(0);
    const image = card.getByRole('img', { name: project.image.alt });
    await expect(image).toHaveAttribute('width', String(project.image.width));
    await expect(image).toHaveAttribute('height', String(project.image.height));
    if (i < 2) await expect(image).not.toHaveAttribute('loading', 'lazy');
    else await expect(image).toHaveAttribute('loading', 'lazy');
  }
  // The illustrations arrive (they are our own SVG files).
  for (const image of await cards(page).getByRole('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  expect(watch.errors).toEqual([]);
});

test('the filter: All and the six categories in SPEC order; each shows only its projects and keeps the choice in the address', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await open(page, '/portfolio');
  await expect(filter(page).getByRole('button')).toHaveText(['All', ...categories]);
  await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expectShown(page, projects);
  for (const category of categories) {
    await filterButton(page, category).click();
    expect.soft(projects.filter((p) => p.category === category).length).toBeGreaterThan(0);
    await expectShown(page, projects.filter((p) => p.category === category));
    await expect(cards(page).first()).toContainText(category);
    await expect.poll(() => categoryInAddress(page)).toBe(category);
    await expect(filterButton(page, category)).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page).locator('[aria-pressed="true"]')).toHaveCount(1);
  }
  await filterButton(page, 'All').click();
  await expect(page).toHaveURL('/portfolio');
  await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expectShown(page, projects);
  expect(watch.errors).toEqual([]);
});

test('choosing a filter replaces the history entry: Back leaves the portfolio instead of replaying filters', { tag: '@any-width' }, async ({ page }) => {
  await open(page, '/pricing');
  await open(page, '/portfolio');
  await filterButton(page, 'Healthcare').click();
  await filterButton(page, 'Education').click();
  await expect.poll(() => categoryInAddress(page)).toBe('Education');
  await page.goBack();
  await expect(page).toHaveURL('/pricing');
});

test('a shared link to ?category=Hospitality opens with only Hospitality, without a hydration error', { tag: '@any-width' }, async ({ page }) => {
  const watch = watchPage(page);
  await open(page, '/portfolio?category=Hospitality');
  await expect(filterButton(page, 'Hospitality')).toHaveAttribute('aria-pressed', 'true');
  await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
  await expectShown(page, projects.filter((p) => p.category === 'Hospitality'));
  await page.reload();
  await waitForHydration(page);
  await expectShown(page, projects.filter((p) => p.category === 'Hospitality'));
  expect(watch.errors).toEqual([]);
});

test('loading /portfolio?category=Healthcare directly hydrates cleanly and then applies the filter', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await open(page, '/portfolio?category=Healthcare');
  await expectShown(page, projects.filter((p) => p.category === 'Healthcare'));
  expect(watch.errors).toEqual([]);
  expect(watch.messages.filter((m) => /hydrat|did not match/i.test(m))).toEqual([]);
});

test('an unknown category shows the empty text and no cards; All brings every project back', { tag: '@any-width' }, async ({ warmPage: page }) => {
  const watch = watchPage(page);
  await open(page, '/portfolio?category=Unknown');
  await expect(gridSection(page).getByText(grid.emptyText, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(gridSection(page).getByRole('status')).toHaveText(countText(0));
  await filterButton(page, 'All').click();
  await expectShown(page, projects);
  await expect(gridSection(page).getByText(grid.emptyText, { exact: true })).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});

test('the filter works from the keyboard: Tab reaches it after the hero, Enter and Space choose', async ({ warmPage: page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'phones have no Tab key');
  await open(page, '/portfolio');
  const hero = blocksOf('/portfolio', 'hero')[0];
  await page.getByRole('main').getByRole('link', { name: hero.actions!.at(-1)!.label, exact: true }).first().focus();
  await page.keyboard.press('Tab');
  await expect(filterButton(page, 'All')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(filterButton(page, 'Real Estate')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(filterButton(page, 'Real Estate')).toHaveAttribute('aria-pressed', 'true');
  await expectShown(page, projects.filter((p) => p.category === 'Real Estate'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(filterButton(page, 'Healthcare')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(filterButton(page, 'Healthcare')).toHaveAttribute('aria-pressed', 'true');
  await expect(filterButton(page, 'Real Estate')).toHaveAttribute('aria-pressed', 'false');
  await expectShown(page, projects.filter((p) => p.category === 'Healthcare'));
  // The focus stays on the chosen button, with a visible ring.
  await expect(filterButton(page, 'Healthcare')).toBeFocused();
  expect(await filterButton(page, 'Healthcare').evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
});

test('View Details opens the project page in the app, without a reload', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/portfolio');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const project = projects[3];
  await cards(page).nth(3).getByRole('link', { name: new RegExp(`^${escape(grid.viewDetailsLabel)}`) }).click();
  await expect(page).toHaveURL(`/portfolio/${project.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

for (const project of projects)
  test(`/portfolio/${project.slug}: its own title, subtitle, stats and closing call to action`, { tag: '@any-width' }, async ({ warmPage: page }) => {
    const watch = watchPage(page);
    await open(page, `/portfolio/${project.slug}`);
    const detail = blocksOf(`/portfolio/${project.slug}`, 'projectDetail')[0];
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(main.getByText(project.subtitle, { exact: true })).toBeVisible();
    await expect(main.getByText(project.category, { exact: true })).toBeVisible();
    await expect(main.getByRole('term')).toHaveText([detail.timelineLabel, detail.teamLabel, detail.uptimeLabel]);
    await expect(main.getByRole('definition')).toHaveText([project.timeline, String(project.teamSize), project.uptime]);
    const screenshot = main.getByRole('img', { name: project.image.alt });
    await expect(screenshot).toHaveAttribute('width', String(project.image.width));
    await expect(screenshot).not.toHaveAttribute('loading', 'lazy');
    const cta = blocksOf(`/portfolio/${project.slug}`, 'cta')[0];
    const closing = page.getByRole('region', { name: cta.heading, exact: true });
    await expect(closing.getByRole('link', { name: 'Start Similar Project' })).toHaveAttribute('href', '/contact');
    await expect(closing.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/portfolio');
    expect(watch.errors).toEqual([]);
  });

test('/portfolio/qatar-business-portal: the SPEC project: 6 weeks, 4, 99.9%, its results, lists and links', { tag: '@any-width' }, async ({ page }) => {
  const watch = watchPage(page);
  await open(page, '/portfolio/qatar-business-portal');
  const project = projects.find((p) => p.slug === 'qatar-business-portal')!;
  const detail = blocksOf('/portfolio/qatar-business-portal', 'projectDetail')[0];
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(project.title);
  await expect(main.getByText(project.description, { exact: true })).toBeVisible();
  await expect(main.getByText(project.client, { exact: true })).toBeVisible();
  for (const technology of project.technologies) await expect(main.getByText(technology, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('definition')).toHaveText(['6 weeks', '4', '99.9%']);

  const part = (heading: string) => main.getByRole('region', { name: heading, exact: true });
  const article = main.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText([detail.featuresHeading, detail.resultsHeading, detail.challengesHeading, detail.solutionsHeading]);
  await expect(part(detail.featuresHeading).getByRole('listitem')).toHaveText(project.features);
  await expect(part(detail.resultsHeading).getByRole('listitem')).toHaveText(['300% more online sales', '50% lower inventory costs', '85% better customer satisfaction'], {
    useInnerText: true,
  });
  await expect(part(detail.challengesHeading).getByRole('listitem')).toHaveText(project.challenges);
  await expect(part(detail.solutionsHeading).getByRole('listitem')).toHaveText(project.solutions);

  // The demo project has no public address, so no View Live Site (the build test covers one that has).
  expect(project.url).toBeUndefined();
  await expect(main.getByRole('link', { name: detail.liveLabel })).toHaveCount(0);

  await main.getByRole('link', { name: 'Start Similar Project' }).first().click();
  await expect(page).toHaveURL('/contact');
  await page.goBack();
  await main.getByRole('link', { name: 'Back to Portfolio' }).click();
  await expect(page).toHaveURL('/portfolio');
  await expect(cards(page)).toHaveCount(6);
  expect(watch.errors).toEqual([]);
});

// /portfolio and the project pages are scanned with every route (pages.spec.ts); here a filtered view.
test('axe finds no WCAG 2.2 AA violation on a filtered view', async ({ warmPage: page }) => {
  await open(page, '/portfolio?category=Education');
  await expectShown(page, projects.filter((p) => p.category === 'Education'));
  await settle(page);
  await expectAccessible(page);
});
