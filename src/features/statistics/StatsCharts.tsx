import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  type ChartOptions,
} from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import type { CategoryStat, Statistics } from '../../../contract/account-models';
import { useChartTheme, type ChartTheme } from '../../lib/chart-theme';

// Only what these three charts draw, so the chunk stays under 60 KB (DESIGN §12). The numbers are on
// the page as text and tables, so the charts need no tooltip plugin and the line needs no fill.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
);

/** Every chart fills its sized box and has no legend: the page names the series in text. */
const common = {
  responsive: true,
  maintainAspectRatio: false,
  animation: { duration: 500 },
  plugins: { legend: { display: false } },
} as const;

/** Axis styling shared by the bar and line charts; in RTL the value axis sits on the right. */
function axes(theme: ChartTheme) {
  const ticks = { color: theme.muted, font: { family: theme.font, size: 12 } };
  return { ticks, grid: { color: theme.grid }, border: { display: false } };
}

export function AnswersChart({
  correct,
  incorrect,
  names,
  label,
}: {
  correct: number;
  incorrect: number;
  names: [string, string];
  label: string;
}) {
  const theme = useChartTheme();
  const options: ChartOptions<'doughnut'> = {
    ...common,
    cutout: '68%',
  };
  return (
    <Doughnut
      role="img"
      aria-label={label}
      data-testid="chart-answers"
      options={options}
      data={{
        labels: names,
        datasets: [
          {
            data: [correct, incorrect],
            backgroundColor: [theme.correct, theme.incorrect],
            borderColor: theme.surface,
            borderWidth: 4,
          },
        ],
      }}
    />
  );
}

export function CategoriesChart({ categories, label }: { categories: CategoryStat[]; label: string }) {
  const theme = useChartTheme();
  const { ticks, grid, border } = axes(theme);
  const options: ChartOptions<'bar'> = {
    ...common,
    indexAxis: 'y',
    scales: {
      x: {
        min: 0,
        max: 100,
        reverse: theme.rtl,
        ticks: { ...ticks, stepSize: 25, callback: (v) => `${v}%` },
        grid,
        border,
      },
      y: {
        position: theme.rtl ? 'right' : 'left',
        ticks: { ...ticks, color: theme.text },
        grid: { display: false },
        border,
      },
    },
  };
  return (
    <Bar
      role="img"
      aria-label={label}
      data-testid="chart-categories"
      options={options}
      data={{
        labels: categories.map((c) => c.name),
        datasets: [
          {
            data: categories.map((c) => c.ratio),
            backgroundColor: categories.map((_, i) => theme.series[i % theme.series.length]!),
            borderRadius: 8,
            borderSkipped: false,
            barThickness: 22,
          },
        ],
      }}
    />
  );
}

/** The player's total score at the end of each day, with a dot on the days they scored. */
export function ScoreChart({
  days,
  totals,
  dayLabel,
  label,
}: {
  days: Statistics['score_by_day'];
  totals: number[];
  dayLabel: (day: string) => string;
  label: string;
}) {
  const theme = useChartTheme();
  const { ticks, grid, border } = axes(theme);
  const options: ChartOptions<'line'> = {
    ...common,
    scales: {
      x: {
        reverse: theme.rtl,
        ticks: { ...ticks, maxTicksLimit: 6, maxRotation: 0 },
        grid: { display: false },
        border,
      },
      y: { position: theme.rtl ? 'right' : 'left', ticks: { ...ticks, precision: 0 }, grid, border },
    },
  };
  return (
    <Line
      role="img"
      aria-label={label}
      data-testid="chart-score"
      options={options}
      data={{
        labels: days.map((d) => dayLabel(d.day)),
        datasets: [
          {
            data: totals,
            borderColor: theme.primary,
            tension: 0.25,
            borderWidth: 3,
            pointRadius: days.map((d) => (d.points !== 0 ? 4 : 0)),
            pointBackgroundColor: theme.primary,
          },
        ],
      }}
    />
  );
}
