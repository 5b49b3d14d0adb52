// `npm run images`: an original abstract illustration for every article of site.json, drawn as SVG
// (deterministic from the slug, a motif per category, in the site's palette) and rasterised with
// sharp to AVIF and WebP at 640 and 1280 px wide (16:9) into public/images/news/<slug>-<width>.<ext>
// by src/server/render/imageSizes.ts, the same code as the studio's upload.
// site.json's article image names the 1280 px WebP; the pages derive the other files from it.
// The outputs are committed. SITE_FILE chooses another site file.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeImageSizes } from '../src/server/render/imageSizes.ts';
import { projectRoot } from '../src/server/render/schemas.ts';

type Category = 'AI Technology' | 'Web Development' | 'Cloud Solutions' | 'E-Commerce' | 'Cybersecurity';
interface ArticleEntry {
  slug: string;
  category: Category;
}

const W = 1280;
const H = 720;
const palette = { night: '#0a0f1e', panel: '#111a2e', sky: '#38bdf8', violet: '#a78bfa', emerald: '#34d399', amber: '#fbbf24' };

/** A small seeded generator (mulberry32 over an FNV-1a hash of the slug): same slug, same picture. */
function randomFor(slug: string): () => number {
  let seed = 2166136261;
  for (const char of slug) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const themes: Record<Category, { main: string; second: string; third: string }> = {
  'AI Technology': { main: palette.violet, second: palette.sky, third: palette.emerald },
  'Web Development': { main: palette.sky, second: palette.emerald, third: palette.violet },
  'Cloud Solutions': { main: palette.emerald, second: palette.sky, third: palette.amber },
  'E-Commerce': { main: palette.amber, second: palette.violet, third: palette.sky },
  Cybersecurity: { main: palette.emerald, second: palette.violet, third: palette.sky },
};

const r1 = (n: number) => Math.round(n * 10) / 10;

/** AI: a network of nodes, a few of them lit, joined to their neighbours. */
function network(rand: () => number, t: (typeof themes)[Category]): string {
  const nodes = Array.from({ length: 22 }, () => ({ x: 380 + rand() * 820, y: 70 + rand() * 580, lit: rand() < 0.3 }));
  const lines: string[] = [];
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter(({ j }) => j > i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2);
    for (const { j } of near) lines.push(`<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(nodes[j].x)}" y2="${r1(nodes[j].y)}"/>`);
  });
  const dots = nodes.map((n) => `<circle cx="${r1(n.x)}" cy="${r1(n.y)}" r="${n.lit ? 14 : 7}" fill="${n.lit ? t.main : t.second}" opacity="${n.lit ? 1 : 0.8}"/>`);
  return `<g stroke="${t.second}" stroke-opacity="0.45" stroke-width="2.5">${lines.join('')}</g>${dots.join('')}`;
}

/** Web: layered browser windows with content bars. */
function windows(rand: () => number, t: (typeof themes)[Category]): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = 420 + i * 150 + rand() * 40;
    const y = 110 + i * 90 + rand() * 30;
    const w = 520;
    const h = 330;
    const color = [t.main, t.second, t.third][i];
    out.push(`<g><rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${h}" rx="22" fill="${palette.panel}" stroke="${color}" stroke-width="3"/>`);
    out.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="44" rx="22" fill="${color}" fill-opacity="0.18"/>`);
    for (let d = 0; d < 3; d++) out.push(`<circle cx="${r1(x + 30 + d * 24)}" cy="${r1(y + 22)}" r="7" fill="${color}"/>`);
    for (let b = 0; b < 4; b++) {
      const bw = 140 + rand() * 300;
      out.push(`<rect x="${r1(x + 32)}" y="${r1(y + 80 + b * 54)}" width="${r1(bw)}" height="22" rx="11" fill="${color}" fill-opacity="${b === 0 ? 0.9 : 0.35}"/>`);
    }
    out.push('</g>');
  }
  return out.join('');
}

/** Mobile-first web: phones of three sizes, the nearest one lit, with a chat bubble. */
function phones(rand: () => number, t: (typeof themes)[Category]): string {
  const out: string[] = [];
  for (const [i, x, y, w, h] of [[0, 500, 170, 200, 400], [1, 960, 150, 190, 380], [2, 700, 100, 240, 500]] as const) {
    const color = [t.second, t.third, t.main][i];
    out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="34" fill="${palette.panel}" stroke="${color}" stroke-width="4"/>`);
    out.push(`<rect x="${x + w / 2 - 30}" y="${y + 16}" width="60" height="10" rx="5" fill="${color}" fill-opacity="0.6"/>`);
    out.push(`<rect x="${x + 22}" y="${y + 50}" width="${w - 44}" height="${r1(h * 0.28)}" rx="16" fill="${color}" fill-opacity="0.3"/>`);
    for (let b = 0; b < 4; b++) out.push(`<rect x="${x + 22}" y="${r1(y + 70 + h * 0.28 + b * 34)}" width="${r1((w - 44) * (0.5 + rand() * 0.5))}" height="16" rx="8" fill="${color}" fill-opacity="${b === 0 ? 0.9 : 0.4}"/>`);
  }
  out.push(`<path d="M1040 110 h150 a24 24 0 0 1 24 24 v56 a24 24 0 0 1 -24 24 h-110 l-30 26 v-26 h-10 a24 24 0 0 1 -24 -24 v-56 a24 24 0 0 1 24 -24 z" fill="${t.third}" fill-opacity="0.85"/>`);
  return out.join('');
}

/** Cloud: soft overlapping rounded forms over a dot grid, linked to servers below. */
function clouds(rand: () => number, t: (typeof themes)[Category]): string {
  const out: string[] = [];
  const cx = 820 + rand() * 60;
  const cy = 270 + rand() * 30;
  for (const [dx, dy, r, c] of [[-150, 30, 110, t.second], [0, -30, 150, t.main], [160, 40, 100, t.second]] as const)
    out.push(`<circle cx="${r1(cx + dx)}" cy="${r1(cy + dy)}" r="${r}" fill="${c}" fill-opacity="0.3" stroke="${c}" stroke-width="3"/>`);
  for (let i = 0; i < 4; i++) {
    const x = 600 + i * 140;
    out.push(`<line x1="${x + 50}" y1="${r1(cy + 120)}" x2="${x + 50}" y2="520" stroke="${t.main}" stroke-width="3" stroke-dasharray="8 10"/>`);
    out.push(`<rect x="${x}" y="520" width="100" height="120" rx="14" fill="${palette.panel}" stroke="${i === 1 ? t.third : t.main}" stroke-width="3"/>`);
    for (let s = 0; s < 3; s++) out.push(`<rect x="${x + 18}" y="${540 + s * 32}" width="64" height="14" rx="7" fill="${i === 1 ? t.third : t.main}" fill-opacity="${0.35 + s * 0.2}"/>`);
  }
  return out.join('');
}

/** E-commerce: rising bars, product tiles and coins. */
function commerce(rand: () => number, t: (typeof themes)[Category]): string {
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    const h = 90 + i * 55 + rand() * 40;
    out.push(`<rect x="${460 + i * 100}" y="${r1(640 - h)}" width="64" height="${r1(h)}" rx="12" fill="${i % 2 ? t.second : t.main}" fill-opacity="${0.35 + i * 0.08}"/>`);
  }
  for (let i = 0; i < 5; i++) {
    const x = 520 + rand() * 640;
    const y = 80 + rand() * 200;
    const r = 18 + rand() * 22;
    out.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="none" stroke="${t.main}" stroke-width="4"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.45)}" fill="${t.main}"/>`);
  }
  out.push(`<polyline points="460,560 620,470 760,500 900,360 1040,300 1180,160" fill="none" stroke="${t.third}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`);
  return out.join('');
}

/** Security: concentric hexagons round a keyhole. */
function shield(rand: () => number, t: (typeof themes)[Category]): string {
  const cx = 860 + rand() * 40;
  const cy = 360;
  const hex = (r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `${r1(cx + r * Math.cos(a))},${r1(cy + r * Math.sin(a))}`;
    }).join(' ');
  const out = [290, 220, 150].map((r, i) => `<polygon points="${hex(r)}" fill="${i === 2 ? t.main : 'none'}" fill-opacity="0.18" stroke="${[t.second, t.third, t.main][i]}" stroke-width="${4 - i * 0.5}" stroke-opacity="${0.5 + i * 0.25}"/>`);
  out.push(`<circle cx="${r1(cx)}" cy="${cy - 20}" r="34" fill="${t.main}"/><path d="M${r1(cx - 20)} ${cy} L${r1(cx + 20)} ${cy} L${r1(cx + 12)} ${cy + 70} L${r1(cx - 12)} ${cy + 70} Z" fill="${t.main}"/>`);
  return out.join('');
}

const motifs: Record<Category, (rand: () => number, t: (typeof themes)[Category]) => string> = {
  'AI Technology': network,
  'Web Development': windows,
  'Cloud Solutions': clouds,
  'E-Commerce': commerce,
  Cybersecurity: shield,
};

export function illustration({ slug, category }: ArticleEntry): string {
  const rand = randomFor(slug);
  const t = themes[category];
  const glowX = 700 + rand() * 400;
  const glowY = 200 + rand() * 300;
  const angle = Math.round(rand() * 360);
  // A sparse dot grid on the left, fading out towards the motif.
  const dots: string[] = [];
  for (let x = 40; x < 420; x += 40) for (let y = 40; y < H; y += 40) if (rand() < 0.55) dots.push(`<circle cx="${x}" cy="${y}" r="2.2"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${palette.night}"/><stop offset="1" stop-color="${palette.panel}"/></linearGradient>
<radialGradient id="glow" cx="${r1(glowX / W)}" cy="${r1(glowY / H)}" r="0.55"><stop offset="0" stop-color="${t.main}" stop-opacity="0.35"/><stop offset="1" stop-color="${t.main}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow2" cx="0.1" cy="0.95" r="0.5"><stop offset="0" stop-color="${t.second}" stop-opacity="0.22"/><stop offset="1" stop-color="${t.second}" stop-opacity="0"/></radialGradient>
<linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<rect width="${W}" height="${H}" fill="url(#glow2)"/>
<g fill="${t.second}" fill-opacity="0.45">${dots.join('')}</g>
${(slug.includes('mobile') ? phones : motifs[category])(rand, t)}
</svg>`;
}

async function main() {
  const siteFile = process.env.SITE_FILE ?? join(projectRoot, 'site.json');
  const articles: ArticleEntry[] = JSON.parse(readFileSync(siteFile, 'utf8')).articles ?? [];
  const out = join(projectRoot, 'public/images/news');
  for (const article of articles) {
    const files = await writeImageSizes(Buffer.from(illustration(article)), join(out, article.slug), H / W);
    const sizes = files.map(({ path, bytes }) => `${relative(out, path)} ${(bytes / 1024).toFixed(1)} KB`).join(', ');
    console.log(`public/images/news: ${sizes}`);
  }
}

await main();
