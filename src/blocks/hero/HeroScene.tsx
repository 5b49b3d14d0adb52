// The hero's 3D scene: a static SVG poster (in the prerendered HTML, and all that shows without
// JavaScript, under reduced motion, with Save-Data or without WebGL), and, once the hero has
// hydrated (app/deferred.tsx), is on screen and the browser is idle, the WebGL scene from its own
// chunk, fading in over the poster in the same box, so nothing moves.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { posterGradient, posterSize, posterStrokes } from '../../client/heroScene/poster.ts';
import { sceneColors, sceneFit, shouldRunScene } from '../../client/heroScene/sceneMath.ts';
import type { HeroScene as RunningScene } from '../../client/heroScene/heroScene.ts';

type NetworkInformation = { saveData?: boolean };

/** Runs `callback` once the load event is over (at once when it is). */
function afterLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => {};
  }
  const onLoad = () => callback();
  window.addEventListener('load', onLoad, { once: true });
  return () => window.removeEventListener('load', onLoad);
}

/** Runs `callback` when the browser has nothing better to do. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 300);
  return () => window.clearTimeout(id);
}

/** The poster's glow reaches a little beyond the globe (radius 1 in scene units). */
const glowRadius = Math.round((posterSize / 2) * (1.45 / sceneFit));

export function HeroScene({ pointerArea }: { pointerArea: RefObject<HTMLElement | null> }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  const svgId = useId().replace(/[^\w-]/g, '');

  useEffect(() => {
    const host = hostRef.current;
    const area = pointerArea.current;
    if (!host || !area) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (!shouldRunScene({ reducedMotion: reducedMotion.matches, saveData: connection?.saveData === true })) return;
    // Browsers too old for these keep the poster.
    if (typeof IntersectionObserver !== 'function' || typeof ResizeObserver !== 'function') return;

    let scene: RunningScene | null = null;
    let stopped = false;
    const cancels: (() => void)[] = [];
    const stop = () => {
      stopped = true;
      cancels.forEach((cancel) => cancel());
      reducedMotion.removeEventListener('change', onMotionChange);
      scene?.destroy();
      scene = null;
    };
    // Reduced motion switched on while the scene runs: back to the poster.
    function onMotionChange() {
      if (!reducedMotion.matches) return;
      stop();
      setLive(false);
    }
    reducedMotion.addEventListener('change', onMotionChange);

    const load = () => {
      import('../../client/heroScene/heroScene.ts')
        .then(({ startHeroScene }) => {
          if (stopped) return;
          scene = startHeroScene(host, {
            pointerArea: area,
            onReady: () => setLive(true),
            onLost: () => {
              scene = null;
              setLive(false);
            },
          });
        })
        .catch(() => {
          // A decoration: without its code the poster simply stays.
        });
    };
    cancels.push(
      afterLoad(() => {
        const visibility = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          visibility.disconnect();
          cancels.push(whenIdle(load));
        });
        visibility.observe(host);
        cancels.push(() => visibility.disconnect());
      }),
    );
    return stop;
  }, [pointerArea]);

  return (
    <Box
      aria-hidden="true"
      data-hero-scene-live={live}
      sx={{
        position: 'relative',
        inlineSize: '100%',
        blockSize: { xs: 300, sm: 340, md: 'auto' },
        aspectRatio: { md: '1 / 1' },
        maxInlineSize: { md: 560 },
        marginInline: 'auto',
        pointerEvents: 'none',
        '& > svg': { position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', display: 'block', overflow: 'visible' },
        '& .hero-poster-dots': { transition: 'opacity 0.9s ease' },
        '&[data-hero-scene-live="true"] .hero-poster-dots': { opacity: 0 },
      }}
    >
      <svg viewBox={`0 0 ${posterSize} ${posterSize}`} preserveAspectRatio="xMidYMid meet" focusable="false">
        <defs>
          <radialGradient id={`${svgId}-glow`}>
            <stop offset="0" stopColor={sceneColors.sky} stopOpacity="0.22" />
            <stop offset="0.6" stopColor={sceneColors.violet} stopOpacity="0.1" />
            <stop offset="1" stopColor={sceneColors.violet} stopOpacity="0" />
          </radialGradient>
          <linearGradient id={`${svgId}-dots`} gradientUnits="userSpaceOnUse" {...posterGradient}>
            <stop offset="0" stopColor={sceneColors.sky} />
            <stop offset="1" stopColor={sceneColors.violet} />
          </linearGradient>
        </defs>
        <circle cx={posterSize / 2} cy={posterSize / 2} r={glowRadius} fill={`url(#${svgId}-glow)`} />
        <g className="hero-poster-dots" fill="none" stroke={`url(#${svgId}-dots)`} strokeLinecap="round">
          {posterStrokes().map((stroke) => (
            <path
              key={`${stroke.width} ${stroke.opacity} ${stroke.spark}`}
              d={stroke.d}
              stroke={stroke.spark ? sceneColors.spark : undefined}
              strokeWidth={stroke.width}
              strokeOpacity={stroke.opacity}
              // The dots come from Math.sin and Math.cos, whose last digits may differ between
              // the server's engine and the browser's; a tenth of a view-box unit is invisible.
              suppressHydrationWarning
            />
          ))}
        </g>
      </svg>
      <Box ref={hostRef} sx={{ position: 'absolute', inset: 0 }} />
    </Box>
  );
}
