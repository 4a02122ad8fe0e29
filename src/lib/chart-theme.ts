import { useEffect, useState } from 'react';
import { useRtl } from './settings';

/** The design tokens the charts paint with, resolved to colours a canvas understands. */
export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  primary: string;
  correct: string;
  incorrect: string;
  series: string[];
  font: string;
  rtl: boolean;
}

const SERIES = [
  '--mode-1',
  '--mode-3',
  '--mode-4',
  '--mode-5',
  '--mode-2',
  '--mode-6',
  '--mode-7',
  '--mode-8',
];

/** A canvas cannot read var(--…): a probe element lets the browser resolve each token (color-mix too). */
function readTheme(rtl: boolean): ChartTheme {
  const probe = document.createElement('span');
  probe.hidden = true;
  document.body.append(probe);
  const colour = (token: string) => {
    probe.style.color = `var(${token})`;
    return getComputedStyle(probe).color;
  };
  const theme: ChartTheme = {
    text: colour('--color-text'),
    muted: colour('--color-text-muted'),
    grid: colour('--color-border'),
    surface: colour('--color-surface'),
    primary: colour('--color-primary'),
    correct: colour('--color-success'),
    incorrect: colour('--color-danger'),
    series: SERIES.map(colour),
    font: getComputedStyle(document.documentElement).getPropertyValue('--font-sans').trim(),
    rtl,
  };
  probe.remove();
  return theme;
}

/**
 * The chart colours follow the page: they are read again when the theme (data-theme), the brand colour
 * (an inline style on <html>), the system's dark mode or the writing direction changes.
 */
export function useChartTheme(): ChartTheme {
  const rtl = useRtl();
  const [theme, setTheme] = useState(() => readTheme(rtl));
  useEffect(() => {
    const refresh = () => setTheme(readTheme(rtl));
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'style', 'dir'],
    });
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    dark.addEventListener('change', refresh);
    return () => {
      observer.disconnect();
      dark.removeEventListener('change', refresh);
    };
  }, [rtl]);
  return theme;
}
