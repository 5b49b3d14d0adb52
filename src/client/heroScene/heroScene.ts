// The hero's 3D scene in raw WebGL (WebGL2, else WebGL1; the shaders are GLSL ES 1.00, which
// both accept): a turning globe of glowing dots with two orbits, leaning toward the pointer.
// Loaded lazily by the hero block; it draws into a canvas it adds to `host`, runs only while the
// canvas is on screen and the tab is visible, and removes everything again in destroy().
import { gradientCoefficients } from './poster.ts';
import {
  cameraDistance,
  capPixelRatio,
  createSceneMatrices,
  dotSize,
  fibonacciSphere,
  globePointCount,
  ringPoints,
  rings,
  sceneFit,
  sceneColors,
  sceneMatrices,
  seedOf,
  softwareRendererName,
} from './sceneMath.ts';

export interface HeroSceneOptions {
  /** The element the pointer moves over: the hero section. */
  pointerArea: HTMLElement;
  /** The first frame is drawn and the canvas is fading in: the poster may fade out. */
  onReady: () => void;
  /** The GPU dropped the context: the canvas is gone and the poster should show again. */
  onLost: () => void;
}

export interface HeroScene {
  destroy: () => void;
}

const vec3 = (hex: string) =>
  `vec3(${[1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(',')})`;

// The dots' colour runs along the poster's gradient.
const gradient = gradientCoefficients();
const vertexSource = `
attribute vec4 aPoint;
uniform mat3 uRot;
uniform vec2 uAspect;
uniform float uSize, uTime, uRing;
varying vec4 vColor;
void main() {
  vec3 v = uRot * aPoint.xyz;
  float s = ${cameraDistance.toFixed(2)} / (${cameraDistance.toFixed(2)} - v.z);
  vec2 p = v.xy * s / ${sceneFit.toFixed(3)};
  gl_Position = vec4(p * uAspect, 0.0, 1.0);
  float depth = clamp(v.z * 0.5 + 0.5, 0.0, 1.0);
  vec3 col = mix(${vec3(sceneColors.sky)}, ${vec3(sceneColors.violet)}, clamp(${gradient.a.toFixed(3)} + ${gradient.b.toFixed(3)} * p.x - ${gradient.c.toFixed(3)} * p.y, 0.0, 1.0));
  float size = 0.55 + 0.7 * depth;
  float alpha;
  if (uRing > 0.0) {
    float t = pow(fract(aPoint.w - uTime * uRing), 4.0);
    alpha = (0.08 + 0.92 * t) * (0.35 + 0.65 * depth);
    size *= 1.0 + 1.4 * t * t * t;
    col = mix(col, vec3(1.0), 0.35 * t);
  } else {
    float spark = step(0.955, aPoint.w);
    alpha = (0.14 + 0.81 * depth * depth) * (0.85 + 0.15 * sin(uTime * 1.7 + aPoint.w * 60.0));
    size *= 1.0 + 0.7 * spark;
    col = mix(col, ${vec3(sceneColors.spark)}, max(0.6 * spark, 0.15 * depth * depth * depth));
  }
  gl_PointSize = uSize * s * size;
  vColor = vec4(col, alpha);
}`;

const fragmentSource = `
precision mediump float;
varying vec4 vColor;
void main() {
  vec2 c = gl_PointCoord * 2.0 - 1.0;
  float d = 1.0 - dot(c, c);
  if (d <= 0.0) discard;
  float a = vColor.a * d * d;
  gl_FragColor = vec4(vColor.rgb * a, a);
}`;

/** Every point of the scene as x, y, z, seed: the globe's, then each ring's. */
function scenePoints(): Float32Array {
  const globe = fibonacciSphere(globePointCount);
  const total = globePointCount + rings.reduce((n, r) => n + r.count, 0);
  const data = new Float32Array(total * 4);
  let o = 0;
  const put = (xyz: Float32Array, i: number, seed: number) => {
    data.set(xyz.subarray(i * 3, i * 3 + 3), o);
    data[o + 3] = seed;
    o += 4;
  };
  for (let i = 0; i < globePointCount; i++) put(globe, i, seedOf(i));
  for (const ring of rings) {
    const points = ringPoints(ring);
    for (let i = 0; i < ring.count; i++) put(points, i, i / ring.count);
  }
  return data;
}

function compile(gl: WebGLRenderingContext): WebGLProgram | null {
  const program = gl.createProgram();
  if (!program) return null;
  for (const [type, source] of [
    [gl.VERTEX_SHADER, vertexSource],
    [gl.FRAGMENT_SHADER, fragmentSource],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader) return null;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    gl.attachShader(program, shader);
    gl.deleteShader(shader); // freed with the program
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    gl.deleteProgram(program);
    return null;
  }
  return program;
}

/**
 * Whether WebGL is drawn by the CPU (SwiftShader, llvmpipe, Microsoft's basic renderer): some
 * browsers offer it without the performance caveat, and it would keep a phone's CPU busy.
 */
export function softwareRenderer(gl: WebGLRenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  return softwareRendererName.test(renderer);
}

/** Starts the scene in `host`; null (and nothing added) when WebGL is unavailable. */
export function startHeroScene(host: HTMLElement, { pointerArea, onReady, onLost }: HeroSceneOptions): HeroScene | null {
  const canvas = document.createElement('canvas');
  const attributes: WebGLContextAttributes = {
    alpha: true,
    premultipliedAlpha: true,
    antialias: false,
    depth: false,
    stencil: false,
    powerPreference: 'low-power',
    // Software rendering would cost a phone's CPU more than a decoration is worth: keep the poster.
    failIfMajorPerformanceCaveat: true,
  };
  const gl = (canvas.getContext('webgl2', attributes) ?? canvas.getContext('webgl', attributes)) as WebGLRenderingContext | null;
  if (!gl) return null;
  if (softwareRenderer(gl)) {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return null;
  }
  const program = compile(gl);
  if (!program) {
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return null;
  }

  const points = scenePoints();
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, points, gl.STATIC_DRAW);
  gl.useProgram(program);
  const aPoint = gl.getAttribLocation(program, 'aPoint');
  gl.enableVertexAttribArray(aPoint);
  gl.vertexAttribPointer(aPoint, 4, gl.FLOAT, false, 0, 0);
  const uniform = (name: string) => gl.getUniformLocation(program, name);
  const uRot = uniform('uRot');
  const uAspect = uniform('uAspect');
  const uSize = uniform('uSize');
  const uTime = uniform('uTime');
  const uRing = uniform('uRing');
  gl.disable(gl.DEPTH_TEST);
  gl.enable(gl.BLEND);
  gl.blendFunc(gl.ONE, gl.ONE); // additive: overlapping dots glow
  gl.clearColor(0, 0, 0, 0);

  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.heroScene = 'paused';
  Object.assign(canvas.style, {
    position: 'absolute',
    inset: '0',
    inlineSize: '100%',
    blockSize: '100%',
    display: 'block',
    pointerEvents: 'none',
    opacity: '0',
    transition: 'opacity 0.9s ease',
  });

  const matrices = createSceneMatrices();
  let time = 0;
  let last = 0;
  let frame = 0;
  let running = false;
  let onScreen = false;
  let destroyed = false;
  // The pointer, -1..1 (y up): where it is, and where the scene leans, easing toward it.
  let targetX = 0;
  let targetY = 0;
  let leanX = 0;
  let leanY = 0;

  const draw = () => {
    sceneMatrices(time, leanX, leanY, matrices);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.uniform1f(uTime, time);
    gl.uniformMatrix3fv(uRot, false, matrices.globe);
    gl.uniform1f(uRing, 0);
    gl.drawArrays(gl.POINTS, 0, globePointCount);
    let first = globePointCount;
    rings.forEach((ring, i) => {
      gl.uniformMatrix3fv(uRot, false, matrices.rings[i]);
      gl.uniform1f(uRing, Math.abs(ring.speed));
      gl.drawArrays(gl.POINTS, first, ring.count);
      first += ring.count;
    });
  };

  const resize = () => {
    const width = host.clientWidth;
    const height = host.clientHeight;
    if (!width || !height) return;
    const ratio = capPixelRatio(window.devicePixelRatio);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    gl.viewport(0, 0, canvas.width, canvas.height);
    const shorter = Math.min(width, height);
    gl.uniform2f(uAspect, shorter / width, shorter / height);
    gl.uniform1f(uSize, shorter * ratio * dotSize);
    draw(); // resizing clears the canvas; repaint even while paused
  };

  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    const dt = Math.min(0.05, Math.max(0, (now - last) / 1000));
    last = now;
    time += dt;
    const ease = 1 - Math.exp(-dt * 3);
    leanX += (targetX - leanX) * ease;
    leanY += (targetY - leanY) * ease;
    draw();
  };

  const update = () => {
    const shouldRun = onScreen && document.visibilityState !== 'hidden' && !destroyed;
    if (shouldRun && !running) {
      last = performance.now();
      frame = requestAnimationFrame(tick);
    } else if (!shouldRun && running) cancelAnimationFrame(frame);
    running = shouldRun;
    canvas.dataset.heroScene = running ? 'running' : 'paused';
  };

  const onPointerMove = (event: PointerEvent) => {
    const area = pointerArea.getBoundingClientRect();
    const box = host.getBoundingClientRect();
    const clamp = (n: number) => Math.max(-1, Math.min(1, n));
    targetX = clamp((event.clientX - (box.left + box.width / 2)) / (area.width / 2 || 1));
    targetY = clamp((box.top + box.height / 2 - event.clientY) / (area.height / 2 || 1));
  };
  const onPointerLeave = () => {
    targetX = 0;
    targetY = 0;
  };
  const onContextLost = () => {
    destroy();
    onLost();
  };

  const visibility = new IntersectionObserver((entries) => {
    onScreen = entries[entries.length - 1].isIntersecting;
    update();
  });
  const sizes = new ResizeObserver(resize);

  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    update();
    visibility.disconnect();
    sizes.disconnect();
    pointerArea.removeEventListener('pointermove', onPointerMove);
    pointerArea.removeEventListener('pointerleave', onPointerLeave);
    document.removeEventListener('visibilitychange', update);
    canvas.removeEventListener('webglcontextlost', onContextLost);
    if (!gl.isContextLost()) {
      gl.deleteBuffer(buffer);
      gl.deleteProgram(program);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
    canvas.remove();
  };

  host.append(canvas);
  resize();
  visibility.observe(host);
  sizes.observe(host);
  pointerArea.addEventListener('pointermove', onPointerMove, { passive: true });
  pointerArea.addEventListener('pointerleave', onPointerLeave, { passive: true });
  document.addEventListener('visibilitychange', update);
  canvas.addEventListener('webglcontextlost', onContextLost);
  // Fade in once the first frame is on screen.
  requestAnimationFrame(() => {
    if (destroyed) return;
    canvas.style.opacity = '1';
    onReady();
  });
  return { destroy };
}
