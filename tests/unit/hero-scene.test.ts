// The hero scene's pure parts: its geometry, its decisions and its poster.
import { describe, expect, it } from 'vitest';
import { globeDot, gradientCoefficients, posterGradient, posterSize, posterStrokes, ringDot } from '../../src/client/heroScene/poster.ts';
import {
  capPixelRatio,
  fibonacciSphere,
  multiply,
  project,
  ringPoints,
  rings,
  rotationX,
  rotationY,
  rotationZ,
  sceneMatrices,
  seedOf,
  shouldRunScene,
  softwareRendererName,
  type Mat3,
} from '../../src/client/heroScene/sceneMath.ts';

const lengthOf = (p: Float32Array, i: number) => Math.hypot(p[i * 3], p[i * 3 + 1], p[i * 3 + 2]);
const apply = (m: Mat3, [x, y, z]: number[]) => [m[0] * x + m[3] * y + m[6] * z, m[1] * x + m[4] * y + m[7] * z, m[2] * x + m[5] * y + m[8] * z];
const isRotation = (m: Mat3) => {
  // Columns of unit length, orthogonal to each other, determinant +1.
  const c = [0, 1, 2].map((i) => [m[i * 3], m[i * 3 + 1], m[i * 3 + 2]]);
  const dot = (a: number[], b: number[]) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const cross = (a: number[], b: number[]) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  expect(dot(c[0], c[0])).toBeCloseTo(1, 5);
  expect(dot(c[1], c[1])).toBeCloseTo(1, 5);
  expect(dot(c[0], c[1])).toBeCloseTo(0, 5);
  expect(dot(cross(c[0], c[1]), c[2])).toBeCloseTo(1, 5);
};

describe('fibonacciSphere', () => {
  it('gives N points of unit length', () => {
    for (const n of [1, 2, 50, 1400]) {
      const points = fibonacciSphere(n);
      expect(points).toHaveLength(n * 3);
      for (let i = 0; i < n; i++) expect(lengthOf(points, i)).toBeCloseTo(1, 5);
    }
  });

  it('spreads them evenly: both hemispheres and every side get a fair share', () => {
    const n = 1400;
    const points = fibonacciSphere(n);
    const count = (test: (x: number, y: number, z: number) => boolean) => {
      let c = 0;
      for (let i = 0; i < n; i++) if (test(points[i * 3], points[i * 3 + 1], points[i * 3 + 2])) c++;
      return c;
    };
    for (const share of [count((_, y) => y > 0), count((x) => x > 0), count((_, __, z) => z > 0)])
      expect(Math.abs(share - n / 2)).toBeLessThan(n * 0.02);
    // No two points on top of each other: the nearest neighbour of a few points is about the lattice spacing.
    const spacing = Math.sqrt((4 * Math.PI) / n);
    for (const i of [0, 100, 700, 1399]) {
      let nearest = Infinity;
      for (let j = 0; j < n; j++)
        if (j !== i) nearest = Math.min(nearest, Math.hypot(points[i * 3] - points[j * 3], points[i * 3 + 1] - points[j * 3 + 1], points[i * 3 + 2] - points[j * 3 + 2]));
      expect(nearest).toBeGreaterThan(spacing * 0.5);
    }
  });

  it('gives nothing for 0 points', () => {
    expect(fibonacciSphere(0)).toHaveLength(0);
  });
});

describe('ringPoints', () => {
  it('puts each ring’s points on a circle of its radius in the plane y = 0', () => {
    for (const ring of rings) {
      const points = ringPoints(ring);
      expect(points).toHaveLength(ring.count * 3);
      for (let i = 0; i < ring.count; i++) {
        expect(lengthOf(points, i)).toBeCloseTo(ring.radius, 5);
        expect(points[i * 3 + 1]).toBe(0);
      }
    }
  });
});

describe('capPixelRatio', () => {
  it('caps the device pixel ratio at 2', () => {
    expect(capPixelRatio(1)).toBe(1);
    expect(capPixelRatio(1.5)).toBe(1.5);
    expect(capPixelRatio(2)).toBe(2);
    expect(capPixelRatio(3)).toBe(2);
    expect(capPixelRatio(4, 3)).toBe(3);
  });

  it('renders at least at 1, and at 1 when the ratio is unknown or nonsense', () => {
    expect(capPixelRatio(0.5)).toBe(1);
    for (const ratio of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(capPixelRatio(ratio)).toBe(1);
  });
});

describe('shouldRunScene', () => {
  it('runs only without reduced motion, without Save-Data and with WebGL', () => {
    expect(shouldRunScene({ reducedMotion: false, saveData: false })).toBe(true);
    expect(shouldRunScene({ reducedMotion: false, saveData: false, webgl: true })).toBe(true);
    expect(shouldRunScene({ reducedMotion: true, saveData: false })).toBe(false);
    expect(shouldRunScene({ reducedMotion: false, saveData: true })).toBe(false);
    expect(shouldRunScene({ reducedMotion: false, saveData: false, webgl: false })).toBe(false);
    expect(shouldRunScene({ reducedMotion: true, saveData: true, webgl: true })).toBe(false);
  });
});

describe('rotations', () => {
  it('are rotations, and turn the way their names say', () => {
    for (const m of [rotationX(0.7), rotationY(-1.2), rotationZ(2), multiply(rotationX(0.3), rotationY(0.9))]) isRotation(m);
    // Positive yaw turns the front (0, 0, 1) to the right; positive pitch brings the top toward the viewer.
    expect(apply(rotationY(Math.PI / 2), [0, 0, 1]).map((n) => +n.toFixed(5))).toEqual([1, 0, 0]);
    expect(apply(rotationX(Math.PI / 2), [0, 1, 0]).map((n) => +n.toFixed(5))).toEqual([0, 0, 1]);
    expect(apply(rotationZ(Math.PI / 2), [1, 0, 0]).map((n) => +n.toFixed(5))).toEqual([0, 1, 0]);
  });

  it('multiply applies the right-hand matrix first', () => {
    const p = [0.2, -0.5, 0.8];
    const a = rotationX(0.4);
    const b = rotationY(1.1);
    const both = apply(multiply(a, b), p);
    const stepwise = apply(a, apply(b, p));
    both.forEach((n, i) => expect(n).toBeCloseTo(stepwise[i], 5));
  });

  it('the scene’s matrices are rotations, the globe turns with time and the scene leans toward the pointer', () => {
    const still = sceneMatrices(0, 0, 0);
    isRotation(still.globe);
    still.rings.forEach(isRotation);
    const later = sceneMatrices(10, 0, 0);
    expect(Array.from(later.globe)).not.toEqual(Array.from(still.globe));
    expect(Array.from(later.rings[0])).toEqual(Array.from(still.rings[0])); // rings stay; their comets move in the shader
    // The point of the globe facing the viewer at rest (the inverse of a rotation is its transpose)...
    const front = [still.globe[2], still.globe[5], still.globe[8]];
    expect(apply(still.globe, front)[2]).toBeCloseTo(1, 5);
    // ...turns right when the pointer is right, up when it is up.
    expect(apply(sceneMatrices(0, 1, 0).globe, front)[0]).toBeGreaterThan(0.2);
    expect(apply(sceneMatrices(0, 0, 1).globe, front)[1]).toBeGreaterThan(0.15);
  });
});

describe('project', () => {
  it('keeps the whole scene inside the canvas, whatever the pointer does', () => {
    const globe = fibonacciSphere(400);
    for (const [x, y] of [[0, 0], [1, 1], [-1, 1], [1, -1], [-1, -1]]) {
      const m = sceneMatrices(3, x, y);
      const all = [...Array(400).keys()].map((i) => project(m.globe, globe[i * 3], globe[i * 3 + 1], globe[i * 3 + 2]));
      rings.forEach((ring, r) => {
        const points = ringPoints(ring);
        for (let i = 0; i < ring.count; i++) all.push(project(m.rings[r], points[i * 3], points[i * 3 + 1], points[i * 3 + 2]));
      });
      for (const p of all) {
        expect(Math.abs(p.x)).toBeLessThan(0.97);
        expect(Math.abs(p.y)).toBeLessThan(0.97);
        expect(p.depth).toBeGreaterThanOrEqual(0);
        expect(p.depth).toBeLessThanOrEqual(1);
      }
    }
  });

  it('puts nearer points larger', () => {
    const identity = rotationX(0);
    expect(project(identity, 0, 0, 1).scale).toBeGreaterThan(project(identity, 0, 0, -1).scale);
    expect(project(identity, 0, 0, 1).depth).toBe(1);
    expect(project(identity, 0, 0, -1).depth).toBe(0);
  });
});

describe('the poster', () => {
  it('is deterministic and compact', () => {
    const strokes = posterStrokes();
    expect(strokes.length).toBeGreaterThan(3);
    expect(strokes.length).toBeLessThan(60);
    const markup = strokes.map((s) => s.d).join('');
    expect(markup.length).toBeLessThan(8_000);
    expect(markup).toMatch(/^(M\d+ \d+h0)+$/);
    expect(posterStrokes()).toBe(strokes); // computed once
    // Every dot lies in the view box.
    for (const [, x, y] of markup.matchAll(/M(\d+) (\d+)h0/g)) {
      expect(+x).toBeGreaterThan(0);
      expect(+x).toBeLessThan(posterSize);
      expect(+y).toBeGreaterThan(0);
      expect(+y).toBeLessThan(posterSize);
    }
    for (const s of strokes) {
      expect(s.opacity).toBeGreaterThan(0);
      expect(s.opacity).toBeLessThanOrEqual(1);
      expect(s.width).toBeGreaterThan(0);
    }
  });

  it('draws front dots brighter and larger than back ones, and the comet’s head brighter than its tail', () => {
    const back = globeDot(0.1, 0.5);
    const front = globeDot(0.9, 0.5);
    expect(front.alpha).toBeGreaterThan(back.alpha);
    expect(front.size).toBeGreaterThan(back.size);
    expect(ringDot(0.5, 0.99).alpha).toBeGreaterThan(ringDot(0.5, 0.5).alpha);
    expect(ringDot(0.5, 0.99).size).toBeGreaterThan(ringDot(0.5, 0.5).size);
  });

  it('has a few sparks: seeds are stable and spread over [0, 1)', () => {
    const seeds = [...Array(2000).keys()].map(seedOf);
    expect([...Array(2000).keys()].map(seedOf)).toEqual(seeds);
    expect(Math.min(...seeds)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...seeds)).toBeLessThan(1);
    const sparks = seeds.filter((s) => globeDot(0.5, s).spark).length;
    expect(sparks).toBeGreaterThan(40);
    expect(sparks).toBeLessThan(160);
  });
});

describe('gradientCoefficients', () => {
  it('gives the SVG linear gradient’s offset at any projected point, as the shader computes it', () => {
    const { x1, y1, x2, y2 } = posterGradient;
    const { a, b, c } = gradientCoefficients();
    for (const [x, y] of [[0, 0], [1, 1], [-0.5, 0.3], [0.9, -0.9]]) {
      // The SVG: the projection of the view-box point onto the gradient vector.
      const X = posterSize / 2 + (posterSize / 2) * x;
      const Y = posterSize / 2 - (posterSize / 2) * y;
      const svg = ((X - x1) * (x2 - x1) + (Y - y1) * (y2 - y1)) / ((x2 - x1) ** 2 + (y2 - y1) ** 2);
      expect(a + b * x - c * y).toBeCloseTo(svg, 6);
    }
    // Sky at the top left, violet at the bottom right.
    expect(a + b * -1 - c * 1).toBeLessThan(0);
    expect(a + b * 1 - c * -1).toBeGreaterThan(1);
  });
});

describe('software WebGL', () => {
  it('recognises renderers that draw on the CPU, and not phone or laptop GPUs', () => {
    for (const name of ['Google SwiftShader', 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', 'llvmpipe (LLVM 15.0.7, 256 bits)', 'Microsoft Basic Render Driver'])
      expect(softwareRendererName.test(name), name).toBe(true);
    for (const name of ['Adreno (TM) 640', 'Mali-G78', 'Apple GPU', 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)'])
      expect(softwareRendererName.test(name), name).toBe(false);
  });
});
