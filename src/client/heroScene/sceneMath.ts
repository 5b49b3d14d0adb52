// The hero scene's geometry and decisions, free of the DOM and of WebGL: the WebGL scene
// (heroScene.ts) and the static poster (poster.ts) draw the same globe from these, and the unit
// tests check them.

/** A 3x3 matrix, column-major as WebGL's uniformMatrix3fv expects: m[column * 3 + row]. */
export type Mat3 = Float32Array;

/** The palette: the theme's primary (sky) and secondary (violet), and a near-white for sparks. */
export const sceneColors = { sky: '#38bdf8', violet: '#a78bfa', spark: '#e0f2fe' } as const;
/** Dot size, as a fraction of the canvas's shorter side, at perspective scale 1. */
export const dotSize = 0.0115;
/** How far the camera sits from the globe's centre (the globe has radius 1). */
export const cameraDistance = 4.2;
/** The scene's extent, in globe radii, that fills half of the canvas's shorter side. */
export const sceneFit = 1.72;
/** Points on the globe in the WebGL scene. */
export const globePointCount = 1400;
/** How the globe leans toward the viewer at rest (radians), so its north pole shows a little. */
export const restPitch = 0.36;
/** The globe's turn at time 0 (radians), and how fast it turns (radians per second). */
export const startYaw = 0.6;
export const spinSpeed = 0.12;
/** How far the scene tilts toward the pointer at the edge of the hero (radians). */
export const pointerYaw = 0.38;
export const pointerPitch = 0.26;
/** The highest device pixel ratio the canvas renders at. */
export const maxPixelRatio = 2;

export interface Ring {
  /** Radius in globe radii. */
  radius: number;
  /** Lean of the ring's plane around the x axis, then roll around the view axis (radians). */
  tilt: number;
  roll: number;
  /** Comet laps per second along the ring; the ring's points run the other way when negative. */
  speed: number;
  /** Points on the ring. */
  count: number;
}

/** Two orbits crossing behind and in front of the globe, each with a comet of light running along it. */
export const rings: readonly Ring[] = [
  { radius: 1.3, tilt: 0.34, roll: 0.42, speed: 0.07, count: 170 },
  { radius: 1.52, tilt: -0.28, roll: -0.5, speed: -0.045, count: 200 },
];

/** `count` points spread evenly over the unit sphere (a Fibonacci lattice), as x, y, z triples. */
export function fibonacciSphere(count: number): Float32Array {
  const points = new Float32Array(count * 3);
  const goldenAngle = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < count; i++) {
    const y = 1 - (2 * i + 1) / count;
    const r = Math.sqrt(1 - y * y);
    const theta = i * goldenAngle;
    points[i * 3] = Math.cos(theta) * r;
    points[i * 3 + 1] = y;
    points[i * 3 + 2] = Math.sin(theta) * r;
  }
  return points;
}

/** A ring's points in its own plane (y = 0), as x, y, z triples; the comet runs toward higher indices. */
export function ringPoints(ring: Ring): Float32Array {
  const points = new Float32Array(ring.count * 3);
  const direction = ring.speed < 0 ? -1 : 1;
  for (let i = 0; i < ring.count; i++) {
    const angle = (direction * 2 * Math.PI * i) / ring.count;
    points[i * 3] = Math.cos(angle) * ring.radius;
    points[i * 3 + 2] = Math.sin(angle) * ring.radius;
  }
  return points;
}

/**
 * A stable pseudo-random number in [0, 1) for point `index` (a hash, not Math.random), so that
 * the poster rendered on the server and in the browser is the same.
 */
export function seedOf(index: number): number {
  let h = Math.imul(index ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The device pixel ratio to render at: at least 1, at most `max`, 1 when unknown. */
export function capPixelRatio(ratio: number | undefined, max = maxPixelRatio): number {
  if (ratio === undefined || !Number.isFinite(ratio) || ratio <= 0) return 1;
  return Math.min(Math.max(ratio, 1), max);
}

export interface SceneConditions {
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** navigator.connection.saveData. */
  saveData: boolean;
  /** Whether a WebGL context could be created; undefined before anyone tried. */
  webgl?: boolean;
}

/** WebGL renderers that draw on the CPU: the scene does not run on them. */
export const softwareRendererName = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** Whether the animated scene may run; otherwise the poster stays. */
export function shouldRunScene({ reducedMotion, saveData, webgl }: SceneConditions): boolean {
  return !reducedMotion && !saveData && webgl !== false;
}

/** Rotation around the x axis: a positive angle brings the top toward the viewer. */
export function rotationX(angle: number, out: Mat3 = new Float32Array(9)): Mat3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  out.set([1, 0, 0, 0, c, s, 0, -s, c]);
  return out;
}

/** Rotation around the y axis: a positive angle turns the front to the right. */
export function rotationY(angle: number, out: Mat3 = new Float32Array(9)): Mat3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  out.set([c, 0, -s, 0, 1, 0, s, 0, c]);
  return out;
}

/** Rotation around the z (view) axis. */
export function rotationZ(angle: number, out: Mat3 = new Float32Array(9)): Mat3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  out.set([c, s, 0, -s, c, 0, 0, 0, 1]);
  return out;
}

/** a × b into `out` (which may not be a or b). */
export function multiply(a: Mat3, b: Mat3, out: Mat3 = new Float32Array(9)): Mat3 {
  for (let col = 0; col < 3; col++)
    for (let row = 0; row < 3; row++)
      out[col * 3 + row] = a[row] * b[col * 3] + a[3 + row] * b[col * 3 + 1] + a[6 + row] * b[col * 3 + 2];
  return out;
}

/** Reusable matrices for the per-frame work, so that a frame allocates nothing. */
export interface SceneMatrices {
  globe: Mat3;
  rings: Mat3[];
  scratch: [Mat3, Mat3, Mat3, Mat3];
}

export function createSceneMatrices(): SceneMatrices {
  const m = () => new Float32Array(9);
  return { globe: m(), rings: rings.map(m), scratch: [m(), m(), m(), m()] };
}

/**
 * The rotations of the globe and of each ring at `time` seconds, with the pointer at (x, y)
 * (-1..1 across the hero, y up): the whole scene leans toward the pointer; only the globe spins.
 */
export function sceneMatrices(time: number, pointerX: number, pointerY: number, into: SceneMatrices = createSceneMatrices()): SceneMatrices {
  const [a, b, lean, own] = into.scratch;
  multiply(rotationX(-pointerY * pointerPitch, a), rotationY(pointerX * pointerYaw, b), lean);
  multiply(rotationX(restPitch, a), rotationY(startYaw + time * spinSpeed, b), own);
  multiply(lean, own, into.globe);
  rings.forEach((ring, i) => {
    multiply(rotationZ(ring.roll, a), rotationX(ring.tilt, b), own);
    multiply(lean, own, into.rings[i]);
  });
  return into;
}

/** Where a point lands: x, y in units of half the canvas's shorter side (y up), its depth 0 (back) to 1 (front), and its perspective scale. */
export interface Projected {
  x: number;
  y: number;
  depth: number;
  scale: number;
}

/** Rotates a point by `m` and projects it the way the vertex shader does. */
export function project(m: Mat3, x: number, y: number, z: number): Projected {
  const vx = m[0] * x + m[3] * y + m[6] * z;
  const vy = m[1] * x + m[4] * y + m[7] * z;
  const vz = m[2] * x + m[5] * y + m[8] * z;
  const scale = cameraDistance / (cameraDistance - vz);
  return { x: (vx * scale) / sceneFit, y: (vy * scale) / sceneFit, depth: Math.min(1, Math.max(0, vz * 0.5 + 0.5)), scale };
}
