import { randomInt } from 'node:crypto';
import { STROKE_FONT } from '../captcha/stroke-font';

export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 70;

type Random = (min: number, max: number) => number;
const defaultRandom: Random = (min, max) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const n = (value: number): string => value.toFixed(1);

/** One glyph's strokes, each vertex jittered, then scaled, rotated and moved to (cx, cy). */
function glyphPath(char: string, cx: number, cy: number, random: Random): string {
  const scale = random(2.6, 3.3);
  const angle = (random(-28, 28) * Math.PI) / 180;
  const skew = random(-0.25, 0.25);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return (STROKE_FONT[char] ?? [])
    .map((stroke) => {
      const points = stroke.split(' ').map((pair) => {
        const [gx = 0, gy = 0] = pair.split(',').map(Number);
        const x = (gx - 4 + random(-0.45, 0.45) + skew * (gy - 6)) * scale;
        const y = (gy - 6 + random(-0.45, 0.45)) * scale;
        return `${n(cx + x * cos - y * sin)} ${n(cy + x * sin + y * cos)}`;
      });
      return `M${points.join('L')}`;
    })
    .join('');
}

function noiseCurve(random: Random): string {
  const y = () => n(random(5, CAPTCHA_HEIGHT - 5));
  return `M${n(random(-10, 20))} ${y()}C${n(random(40, 90))} ${y()} ${n(random(100, 160))} ${y()} ${n(random(180, 210))} ${y()}`;
}

function colour(random: Random, light: boolean): string {
  const base = light ? 150 : 20;
  const c = () => Math.round(random(base, base + 80));
  return `rgb(${c()},${c()},${c()})`;
}

/**
 * The captcha picture: glyph outlines as paths (no text to copy), each rotated, skewed and jittered,
 * crossed by noise curves and speckles. The answer is not recoverable from the markup without OCR.
 */
export function captchaSvg(answer: string, random: Random = defaultRandom): string {
  const parts: string[] = [`<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="rgb(245,243,236)"/>`];
  for (let i = 0; i < 28; i++) {
    parts.push(
      `<circle cx="${n(random(0, CAPTCHA_WIDTH))}" cy="${n(random(0, CAPTCHA_HEIGHT))}" r="${n(random(0.6, 2))}" fill="${colour(random, true)}"/>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<path d="${noiseCurve(random)}" fill="none" stroke="${colour(random, true)}" stroke-width="${n(random(1, 2.5))}"/>`,
    );
  }
  const step = (CAPTCHA_WIDTH - 30) / answer.length;
  [...answer].forEach((char, i) => {
    const d = glyphPath(char, 15 + step * (i + 0.5) + random(-4, 4), CAPTCHA_HEIGHT / 2 + random(-6, 6), random);
    parts.push(
      `<path d="${d}" fill="none" stroke="${colour(random, false)}" stroke-width="${n(random(2.4, 3.6))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<path d="${noiseCurve(random)}" fill="none" stroke="${colour(random, false)}" stroke-width="${n(random(1, 1.8))}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${parts.join('')}</svg>`;
}

export function captchaDataUrl(answer: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
}
