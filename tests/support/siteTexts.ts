import { join } from 'node:path';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { validateSiteFile } from '../../src/server/render/validateSite.ts';
import type { Site } from '../../src/types/site.ts';

const result = validateSiteFile(join(projectRoot, 'site.json'));
if (!result.ok) throw new Error('site.json is invalid: run `npm run validate`');
/** site.json in English, placeholders filled in, as the pages and the server receive it. */
export const siteJson: Site = result.site;
export const formTexts = siteJson.ui.forms!;
/** The form messages in Arabic. */
export const arabicFormTexts = result.sites.ar.ui.forms!;
