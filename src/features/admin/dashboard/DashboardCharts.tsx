import { BarController, BarElement, CategoryScale, Chart, LinearScale, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useChartTheme } from '../../../lib/chart-theme';

// Only bars: the chunk stays small, and every number is also on the page as text (tiles, the mode list).
Chart.register(BarController, BarElement, CategoryScale, LinearScale);

/** A count per day as bars; in RTL the days run from the right and the value axis sits there too. */
export default function DayBars({
  labels,
  values,
  label,
  colour,
  testId,
}: {
  labels: string[];
  values: number[];
  label: string;
  /** A design token (--mode-N, --color-primary…). */
  colour: 'primary' | 'series';
  testId: string;
}) {
  const theme = useChartTheme();
  const ticks = { color: theme.muted, font: { family: theme.font, size: 12 } };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 400 },
    plugins: { legend: { display: false } },
    scales: {
      x: {
        reverse: theme.rtl,
        ticks: { ...ticks, maxTicksLimit: 7, maxRotation: 0 },
        grid: { display: false },
        border: { display: false },
      },
      y: {
        position: theme.rtl ? 'right' : 'left',
        beginAtZero: true,
        ticks: { ...ticks, precision: 0 },
        grid: { color: theme.grid },
        border: { display: false },
      },
    },
  };
  return (
    <Bar
      role="img"
      aria-label={label}
      data-testid={testId}
      options={options}
      data={{
        labels,
        datasets: [
          {
            data: values,
            backgroundColor: colour === 'primary' ? theme.primary : theme.series[1],
            borderRadius: 6,
            borderSkipped: false,
            maxBarThickness: 28,
          },
        ],
      }}
    />
  );
}
