// The portfolio projects: six, one per filter category (SPEC "Portfolio page"); the
// qatar-business-portal project is SPEC's project detail page with section 9's figures; the
// cards get the first three features only; every project has its own page and illustration.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { validateSiteFile } from '../../src/server/render/validateSite.ts';
import { blockData, projectCardFeatureCount, summariseProject } from '../../src/blocks/blockData.ts';
import { projectCategories } from '../../src/blocks/portfolioGrid/projectCategories.ts';
import type { Project } from '../../src/types/site.ts';

const siteFile = process.env.SITE_FILE ?? join(projectRoot, 'site.json');
const result = validateSiteFile(siteFile);
if (!result.ok) throw new Error(`${siteFile} is invalid: run npm run validate`);
const site = result.site;
const projects: Project[] = site.projects ?? [];
const bySlug = (slug: string) => projects.find((p) => p.slug === slug);

/** SPEC's filter row, after All. */
const specCategories = ['Real Estate', 'Hospitality', 'Healthcare', 'E-Commerce', 'Education', 'Automotive'];

describe('the portfolio projects', () => {
  it('are six, one in each category of the filter', () => {
    expect(projects).toHaveLength(6);
    expect(projects.map((p) => p.category).sort()).toEqual([...specCategories].sort());
  });

  it('the filter offers exactly SPEC’s categories, in SPEC’s order', () => {
    expect(projectCategories).toEqual(specCategories);
  });

  it('link to no address that never resolves: the demo projects have no live site', () => {
    // "https://<slug>.example" made View Live Site a dead button; a project's address is optional.
    for (const project of projects) expect(project.url === undefined || !/\.(example|invalid|test|localhost)$/.test(new URL(project.url).hostname), project.slug).toBe(true);
    expect(projects.filter((p) => p.url)).toEqual([]);
  });

  it('each has at least three key features (the card shows three)', () => {
    for (const project of projects) expect(project.features.length, project.slug).toBeGreaterThanOrEqual(3);
  });

  it('each has its own page with a projectDetail block, right after /portfolio, and its illustration in public/', () => {
    const paths = site.routes.map((r) => r.path);
    const portfolioIndex = paths.indexOf('/portfolio');
    expect(paths.slice(portfolioIndex + 1, portfolioIndex + 1 + projects.length)).toEqual(projects.map((p) => `/portfolio/${p.slug}`));
    for (const project of projects) {
      const route = site.routes.find((r) => r.path === `/portfolio/${project.slug}`)!;
      expect(route.blocks.map((b) => b.type)).toEqual(['projectDetail', 'cta']);
      const file = join(projectRoot, 'public', project.image.src);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`viewBox="0 0 ${project.image.width} ${project.image.height}"`);
      expect(project.image.alt.length, `${project.slug} alt`).toBeGreaterThan(20);
    }
  });

  it('quote only section 9 figures: 99.999% uptime except the SPEC project, no percentages elsewhere but the SPEC results', () => {
    const specResults = new Set(['300% more online sales', '50% lower inventory costs', '85% better customer satisfaction', '50% more leads', '30% faster sales', '70% less admin work']);
    for (const project of projects) {
      if (project.slug !== 'qatar-business-portal') expect(project.uptime, project.slug).toBe('99.999%');
      for (const { value, label } of project.results)
        if (value.endsWith('%') && value !== '99.999%') expect(specResults, `${project.slug}: ${value} ${label}`).toContain(`${value} ${label}`);
    }
  });
});

describe('qatar-business-portal, SPEC’s project detail page', () => {
  const project = bySlug('qatar-business-portal')!;

  it('exists, in E-Commerce, with a title, subtitle, description, client and technologies', () => {
    expect(project).toBeDefined();
    expect(project.category).toBe('E-Commerce');
    for (const text of [project.title, project.subtitle, project.description, project.client]) expect(text.trim().length).toBeGreaterThan(5);
    expect(project.technologies.length).toBeGreaterThan(1);
  });

  it('has section 9’s project example: 6 weeks, 4 developers, 99.9% uptime', () => {
    expect(project.timeline).toBe('6 weeks');
    expect(project.teamSize).toBe(4);
    expect(project.uptime).toBe('99.9%');
  });

  it('has section 9’s project results, exactly', () => {
    expect(project.results).toEqual([
      { value: '300%', label: 'more online sales' },
      { value: '50%', label: 'lower inventory costs' },
      { value: '85%', label: 'better customer satisfaction' },
    ]);
  });

  it('lists features, challenges and solutions', () => {
    expect(project.features.length).toBeGreaterThanOrEqual(3);
    expect(project.challenges.length).toBeGreaterThanOrEqual(1);
    expect(project.solutions.length).toBeGreaterThanOrEqual(1);
  });

  it('/portfolio/project-detail leads to it', () => {
    expect(site.redirects).toContainEqual({ from: '/portfolio/project-detail', to: '/portfolio/qatar-business-portal' });
  });
});

describe('what the portfolio cards receive', () => {
  it('summariseProject keeps the first three features, in order, and the card’s other fields', () => {
    expect(projectCardFeatureCount).toBe(3);
    const project: Project = { ...projects[0], features: ['One', 'Two', 'Three', 'Four', 'Five'] };
    const summary = summariseProject(project);
    expect(summary.features).toEqual(['One', 'Two', 'Three']);
    expect(summary).toMatchObject({ slug: project.slug, title: project.title, category: project.category, url: project.url, completionYear: project.completionYear, teamSize: project.teamSize });
    // The detail-page fields stay out of the /portfolio chunk.
    expect(summary).not.toHaveProperty('challenges');
    expect(summary).not.toHaveProperty('results');
  });

  it('the /portfolio grid gets every project, summarised; a project page gets its whole project', () => {
    const gridBlock = site.routes.find((r) => r.path === '/portfolio')!.blocks.find((b) => b.type === 'portfolioGrid')!;
    const filled = blockData(gridBlock, site) as ReturnType<typeof blockData> & { projects: ReturnType<typeof summariseProject>[] };
    expect(filled.projects.map((p) => p.slug)).toEqual(projects.map((p) => p.slug));
    for (const summary of filled.projects) expect(summary.features).toHaveLength(3);
    const detailBlock = site.routes.find((r) => r.path === '/portfolio/qatar-business-portal')!.blocks[0];
    expect((blockData(detailBlock, site) as { projectData?: Project }).projectData).toEqual(bySlug('qatar-business-portal'));
  });
});
