import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../scripts/lib/schemas.ts';
import type { Site } from '../../src/types/site.ts';

export const siteJson: Site = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
export const formTexts = siteJson.ui.forms!;
