import { useEffect, useRef } from 'react';
import { reducedMotion } from '../lib/preferences';

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  rot: number;
  vr: number;
  color: string;
}

/** A short burst of canvas confetti; nothing at all when the system or the player asks for reduced motion. */
export function Confetti({ duration = 2600 }: { duration?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el || reducedMotion()) return;
    const ctx = el.getContext('2d');
    if (!ctx) return;
    const css = getComputedStyle(document.documentElement);
    const colors = [1, 2, 3, 4, 5].map((i) => css.getPropertyValue(`--confetti-${i}`).trim() || 'gold');
    const dpr = window.devicePixelRatio || 1;
    const resize = () => {
      el.width = el.clientWidth * dpr;
      el.height = el.clientHeight * dpr;
    };
    resize();
    const w = () => el.width;
    const pieces: Piece[] = Array.from({ length: 140 }, (_, i) => ({
      x: w() / 2 + (Math.random() - 0.5) * w() * 0.3,
      y: el.height * 0.35,
      vx: (Math.random() - 0.5) * 18 * dpr,
      vy: (-Math.random() * 16 - 6) * dpr,
      size: (6 + Math.random() * 6) * dpr,
      rot: Math.random() * Math.PI,
      vr: (Math.random() - 0.5) * 0.3,
      color: colors[i % colors.length] ?? 'gold',
    }));
    const start = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const t = now - start;
      ctx.clearRect(0, 0, el.width, el.height);
      ctx.globalAlpha = Math.max(0, 1 - Math.max(0, t - duration * 0.6) / (duration * 0.4));
      for (const p of pieces) {
        p.vy += 0.45 * dpr;
        p.vx *= 0.985;
        p.x += p.vx;
        p.y += p.vy;
        p.rot += p.vr;
        ctx.save();
        ctx.translate(p.x, p.y);
        ctx.rotate(p.rot);
        ctx.fillStyle = p.color;
        ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        ctx.restore();
      }
      if (t < duration) frame = requestAnimationFrame(draw);
      else ctx.clearRect(0, 0, el.width, el.height);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [duration]);

  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-testid="confetti"
      style={{
        position: 'fixed',
        inset: 0,
        inlineSize: '100%',
        blockSize: '100%',
        pointerEvents: 'none',
        zIndex: 60,
      }}
    />
  );
}
