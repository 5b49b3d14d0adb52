import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageOpeningTypes, pageWarnings } from '../../studio/app/pageWarnings.ts';
import { projectRoot } from '../../scripts/lib/schemas.ts';

const site = () => JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const pricing = (data: any) => data.routes.findIndex((route: any) => route.path === '/pricing');

describe('page warnings', () => {
  it('know every block that renders the page’s h1', () => {
    const blocksDir = join(projectRoot, 'src/blocks');
    const withH1 = readdirSync(blocksDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => readdirSync(join(blocksDir, entry.name)).some((file) => /variant="h1"|component="h1"/.test(readFileSync(join(blocksDir, entry.name, file), 'utf8'))))
      .map((entry) => entry.name);
    expect(withH1.sort()).toEqual([...pageOpeningTypes].sort());
  });

  it('say nothing about the site as it is', () => {
    expect(pageWarnings(site())).toEqual([]);
  });

  it('warn of a page whose hero is not at the top, naming the page and the block', () => {
    const data = site();
    const r = pricing(data);
    const [hero, second] = data.routes[r].blocks;
    data.routes[r].blocks.splice(0, 2, second, hero);
    const [warning] = pageWarnings(data);
    expect(warning.pointer).toBe(`/routes/${r}/blocks/0`);
    expect(warning.where).toMatch(/^Pricing.*, block 1 ‘Pricing table/);
    expect(warning.what).toMatch(/does not open with a hero/);
  });

  it('warn of a second main heading', () => {
    const data = site();
    const r = pricing(data);
    data.routes[r].blocks.push(structuredClone(data.routes[r].blocks[0]));
    const warnings = pageWarnings(data);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].pointer).toBe(`/routes/${r}/blocks/${data.routes[r].blocks.length - 1}`);
    expect(warnings[0].what).toMatch(/second main heading \(h1\)/);
  });
});
