// The scene's first frame as SVG strokes: the static poster that the prerendered page shows, that
// stays when the scene does not run, and over which the canvas fades in. Pure and deterministic,
// so the server and the browser render the same markup.
import { dotSize, fibonacciSphere, project, ringPoints, rings, sceneMatrices, seedOf } from './sceneMath.ts';

/** The poster's view box is posterSize × posterSize, fine enough for whole-number coordinates. */
export const posterSize = 400;
const half = posterSize / 2;
/** Points on the poster's globe: fewer than the scene's, to keep the HTML small. */
export const posterGlobePoints = 480;
/** The dots' colour runs from sky (top left) to violet (bottom right) along this line of the view box. */
export const posterGradient = { x1: 100, y1: 100, x2: 320, y2: 320 } as const;

/**
 * The same gradient as a function of a projected point (sceneMath's x, y: half-side units, y up):
 * t = a + b·x − c·y, which the vertex shader evaluates.
 */
export function gradientCoefficients({ x1, y1, x2, y2 } = posterGradient): { a: number; b: number; c: number } {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length2 = dx * dx + dy * dy;
  return { a: ((half - x1) * dx + (half - y1) * dy) / length2, b: (half * dx) / length2, c: (half * dy) / length2 };
}

/** How bright and how large a globe point is: the vertex shader does the same. */
export function globeDot(depth: number, seed: number): { alpha: number; size: number; spark: boolean } {
  const spark = seed > 0.955;
  return { alpha: 0.14 + 0.81 * depth * depth, size: (0.55 + 0.7 * depth) * (spark ? 1.5 : 1), spark };
}

/** How bright and how large a ring point is, `along` (0..1) being its place behind the comet's head. */
export function ringDot(depth: number, along: number): { alpha: number; size: number } {
  const trail = along ** 4;
  return { alpha: (0.08 + 0.92 * trail) * (0.35 + 0.65 * depth), size: (0.55 + 0.7 * depth) * (1 + 1.4 * trail ** 3) };
}

export interface PosterStroke {
  /** Zero-length subpaths ("M x y h0"), drawn as round dots by the stroke's round caps. */
  d: string;
  width: number;
  opacity: number;
  spark: boolean;
}

let cached: PosterStroke[] | undefined;

/** The poster's dots, grouped into one path per (size, brightness) step. */
export function posterStrokes(): PosterStroke[] {
  if (cached) return cached;
  const matrices = sceneMatrices(0, 0, 0);
  const groups = new Map<string, PosterStroke>();
  const add = (x: number, y: number, width: number, opacity: number, spark: boolean) => {
    const w = Math.max(1, Math.round(width * 2) / 2);
    const o = Math.max(0.1, Number((Math.round(opacity / 0.15) * 0.15).toFixed(2)));
    const key = `${w} ${o} ${spark}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { d: '', width: w, opacity: o, spark }));
    group.d += `M${Math.round(half + half * x)} ${Math.round(half - half * y)}h0`;
  };
  // Visible core of a soft dot: about half of its sprite.
  const strokeWidth = (scale: number, size: number) => posterSize * dotSize * scale * size * 0.48;

  const globe = fibonacciSphere(posterGlobePoints);
  for (let i = 0; i < posterGlobePoints; i++) {
    const p = project(matrices.globe, globe[i * 3], globe[i * 3 + 1], globe[i * 3 + 2]);
    const dot = globeDot(p.depth, seedOf(i));
    add(p.x, p.y, strokeWidth(p.scale, dot.size), dot.spark ? dot.alpha * 0.8 : dot.alpha, dot.spark);
  }
  rings.forEach((ring, r) => {
    const points = ringPoints(ring);
    // Every other point of the faint orbit; every point of the comet's bright tail, whose head glows white.
    for (let i = 0; i < ring.count; i += i / ring.count < 0.75 ? 2 : 1) {
      const p = project(matrices.rings[r], points[i * 3], points[i * 3 + 1], points[i * 3 + 2]);
      const along = i / ring.count;
      const dot = ringDot(p.depth, along);
      add(p.x, p.y, strokeWidth(p.scale, dot.size) * 0.8, dot.alpha, along > 0.9);
    }
  });
  cached = [...groups.values()].sort((a, b) => a.opacity - b.opacity || a.width - b.width);
  return cached;
}
