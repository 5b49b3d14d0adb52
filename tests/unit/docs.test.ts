// The README is what a newcomer reads in five minutes, and docs/ holds the rest, one file per reader:
// every relative link and picture of README.md and docs/*.md leads to a file that exists (and an
// #anchor into a markdown file to one of its headings), the README stays within 300 lines, and the
// figures the long README once held are still written down in one of them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';

const markdownFiles = ['README.md', ...readdirSync(join(projectRoot, 'docs')).filter((name) => name.endsWith('.md')).sort().map((name) => `docs/${name}`)];
const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

/** The text outside fenced code blocks: a bracket or a hash sign inside one is no link and no heading. */
const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** A heading's anchor as GitHub makes it: its text as shown, lower-cased, punctuation dropped, spaces as hyphens. */
function githubSlug(heading: string): string {
  const shown = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link shows its text
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '');
  return shown.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a markdown file has: its headings' (a repeated one gets -1, -2…, as on GitHub) and its elements' ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, text] of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = githubSlug(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id] of markdown.matchAll(/<[a-z]+[^>]*\s(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** The targets of a file's links and pictures: markdown links and images, reference definitions, <img src> and <a href>. */
function linkTargets(markdown: string): string[] {
  const prose = withoutFences(markdown).replace(/`[^`]*`/g, '');
  return [
    ...[...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
    ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]),
    ...[...prose.matchAll(/<(?:img|a|source)\s[^>]*?(?:src|href|srcset)="([^"]+)"/g)].map((m) => m[1]),
  ];
}

/** What is wrong with each relative link of one file, in words; nothing for a link that leads somewhere. */
function brokenLinks(file: string, markdown = read(file)): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // another site, mail, a phone
    const [pathPart, anchor] = target.split('#', 2);
    const path = decodeURIComponent(pathPart);
    const resolved = path === '' ? join(projectRoot, file) : resolve(projectRoot, dirname(file), path);
    const shown = relative(projectRoot, resolved) || '.';
    if (!resolved.startsWith(projectRoot)) broken.push(`${target}: leads out of the project`);
    else if (!existsSync(resolved)) broken.push(`${target}: ${shown} does not exist`);
    else if (anchor !== undefined) {
      if (!resolved.endsWith('.md')) broken.push(`${target}: an anchor into ${shown}, which is no markdown file`);
      // GitHub finds an anchor whatever its case (the block reference links to #cardGrid, a heading `cardGrid`).
      else {
        const anchors = [...anchorsOf(readFileSync(resolved, 'utf8'))].map((a) => a.toLowerCase());
        const wanted = decodeURIComponent(anchor).toLowerCase();
        if (!anchors.includes(wanted)) broken.push(`${target}: ${shown} has no heading whose anchor is #${anchor}`);
        // Two headings of one anchor (a block type and a shared type both "richText"): the link reaches the first only.
        else if (anchors.includes(`${wanted}-1`)) broken.push(`${target}: ${shown} has more than one heading whose anchor is #${anchor}; the link reaches the first`);
      }
    }
  }
  return broken;
}

describe('the anchors and links read from markdown', () => {
  it('make anchors as GitHub does', () => {
    expect(githubSlug('Editing site.json')).toBe('editing-sitejson');
    expect(githubSlug("The site's checks")).toBe('the-sites-checks');
    expect(githubSlug('For the team: the console (sign-in, edit, publish, roll back)')).toBe('for-the-team-the-console-sign-in-edit-publish-roll-back');
    expect(githubSlug('`cardGrid`')).toBe('cardgrid');
    expect([...anchorsOf('# A\n## Backups\n```\n# not a heading\n```\n## Backups\n')]).toEqual(['a', 'backups', 'backups-1']);
  });

  it('find links and pictures, and none inside code', () => {
    const text = '[a](x.md#y) ![b](console/p.png) [<img src="console/q.png" width="72">](console/r.png)\n`[c](inline.md)`\n```\n[d](fenced.md)\n```\n[e]: ref.md\n<https://example.com>';
    expect(linkTargets(text).sort()).toEqual(['console/p.png', 'console/q.png', 'console/r.png', 'ref.md', 'x.md#y']);
  });

  it('see a missing file and a missing heading', () => {
    const text = '[ok](../README.md#configuration) [case](blocks.md#cardGrid) [gone](console/none.png) [heading](../README.md#no-such-heading) [site](https://nuqta.qa/x.md)';
    expect(brokenLinks('docs/operations.md', text)).toEqual([
      'console/none.png: docs/console/none.png does not exist',
      '../README.md#no-such-heading: README.md has no heading whose anchor is #no-such-heading',
    ]);
  });
});

describe('the README and docs/', () => {
  it.each(markdownFiles)('%s: every relative link and picture leads to a file that exists, and every #anchor to a heading', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('the README is at most 300 lines, to read in five minutes', () => {
    const lines = (read('README.md').match(/\n/g) ?? []).length;
    expect(lines, `README.md has ${lines} lines; move the details into docs/`).toBeLessThanOrEqual(300);
  });

  it('the README keeps the sections a newcomer looks for', () => {
    const headings = [...read('README.md').matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    for (const needed of ['Run', 'Test', 'Configuration', 'Layout', 'Scripts', 'Documentation']) expect(headings, needed).toContain(needed);
  });

  // Figures the README held before it was split into docs/ (measured numbers, budgets, timings,
  // settings): each must still be written in the README or a file of docs/. A line break inside one
  // counts as a space.
  const keyFigures = [
    '1,751-2,480 requests/s', // the form server under 50 clients (npm run loadtest)
    '24,827 acknowledged = 24,827 stored = 24,827 e-mailed',
    '10,015 acknowledged before the kill', // the crash test
    'on a full 192 KB disk, 80 of 80 submissions were acknowledged and 74 lost',
    '5 minutes to greet, 10 to confirm the data', // RFC 5321's waits for a slow mail server
    '53-60 ms', // a key to the studio's preview, median
    '2,672 frames drawn; without the fade, 430',
    '14.9 s (13.9-15.4 s)', // click to live when a publish ran both Vite builds
    '(1.3-2.1 s; 5 runs)', // and with the render in a release worker
    '**6814 ms** (was 11050 ms)', // a sales member's first lead on a slow phone
    '284 KB', // a phone's first visit to / on the wire
    '172.8 KiB', // the service worker's precache
    '4,428.9 KiB',
    '124-142 KB (/ar/faq the most)', // JavaScript the page loads, budget 150 KB
    'at most 42.5 KB', // the HTML document, budget 44 KB
    '119.6 KB in English, 123.2 in Arabic', // the code's share of the studio's page estimate
    '33 warnings, all *Title length*', // the shipped site.json's checks
    'Lighthouse benchmark index 3,621-3,929',
    'the menu at most 168 ms (median 68', // a tap on a phone slowed 4×
    '5,602-6,625 requests/s', // / with brotli, precompressed
    '(681, 687 and 733 s in three runs in a row', // a fresh clone's npm install && npm test
    'the browser tests\' time fell from 1164 to 1022 s', // warmPage
    '`E2E_PORT + 2`', // the browser tests' SMTP server
    '`SIGN_IN_ATTEMPTS_PER_MINUTE` | `10`', // settings, in the README's table with their defaults
    '`OUTBOX_LEASE_MS` | `5000`, `30000`, `3600000`, `1200000`',
    '`FORM_TOKEN_MAX_AGE_HOURS` | `24`',
    '`PUSH_TEST_LOOPBACK`',
  ];
  const everything = markdownFiles.map(read).join('\n').replace(/\s+/g, ' ');

  it.each(keyFigures)('still say %s', (figure) => {
    expect(everything).toContain(figure.replace(/\s+/g, ' '));
  });
});
