import { OTHER_CATEGORY, type PreparedChart } from '@caseboard/domain';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

// Only what these charts use, so the chart chunk stays small; it loads when a chart is first shown.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
);

const PALETTE = ['#1f4e79', '#c55a11', '#548235', '#7030a0', '#bf9000', '#2e75b6'];
const UP = '#548235';
const DOWN = '#c00000';
const TOTAL = '#1f4e79';

/**
 * Draws a prepared chart (packages/domain, evidence/chart.ts) on a canvas. The canvas is an image with
 * a summary for screen readers; the numbers themselves are in the table beside it.
 */
export default function EvidenceChartView({ chart, label }: { chart: PreparedChart; label: string }) {
  const { t } = useTranslation('evidence');
  const format = useFormat();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const labels = chart.labels.map((l) => (l === OTHER_CATEGORY ? t('chart.other') : l));
    const animation = false as const;
    let config: ChartConfiguration;
    if (chart.type === 'scatter') {
      config = {
        type: 'scatter',
        data: {
          datasets: [
            { label: chart.series[0]!.label, data: chart.points ?? [], backgroundColor: PALETTE[0], pointRadius: 3 },
          ],
        },
        options: {
          animation,
          maintainAspectRatio: false,
          scales: {
            x: { title: { display: true, text: chart.xLabel } },
            y: { title: { display: true, text: chart.series[0]!.label } },
          },
        },
      };
    } else if (chart.type === 'waterfall') {
      const steps = chart.steps ?? [];
      config = {
        type: 'bar',
        data: {
          labels: steps.map((s, i) => (s.kind === 'total' ? t('chart.total') : labels[i]!)),
          datasets: [
            {
              label: chart.series[0]!.label,
              data: steps.map((s) => [s.start, s.end] as [number, number]),
              backgroundColor: steps.map((s) => (s.kind === 'total' ? TOTAL : s.kind === 'up' ? UP : DOWN)),
            },
          ],
        },
        options: { animation, maintainAspectRatio: false, plugins: { legend: { display: false } } },
      };
    } else if (chart.type === 'pareto') {
      config = {
        type: 'bar',
        data: {
          labels,
          datasets: [
            {
              type: 'bar',
              label: chart.series[0]!.label,
              data: chart.series[0]!.values,
              backgroundColor: PALETTE[0],
              yAxisID: 'y',
            },
            {
              type: 'line',
              label: t('chart.cumulative'),
              data: chart.cumulativeShare ?? [],
              borderColor: PALETTE[1],
              backgroundColor: PALETTE[1],
              yAxisID: 'share',
            },
          ],
        },
        options: {
          animation,
          maintainAspectRatio: false,
          scales: {
            y: { beginAtZero: true },
            share: { position: 'right', min: 0, max: 100, grid: { drawOnChartArea: false } },
          },
        },
      };
    } else {
      const stacked = chart.type === 'stacked-bar';
      config = {
        type: chart.type === 'line' ? 'line' : 'bar',
        data: {
          labels,
          datasets: chart.series.map((series, i) => ({
            label: series.label,
            data: series.values,
            backgroundColor: PALETTE[i % PALETTE.length],
            borderColor: PALETTE[i % PALETTE.length],
            pointRadius: chart.type === 'line' && labels.length > 100 ? 0 : 2,
          })),
        },
        options: {
          animation,
          maintainAspectRatio: false,
          scales: { x: { stacked }, y: { stacked, beginAtZero: chart.type !== 'line' } },
        },
      };
    }
    const instance = new Chart(canvas.current, config);
    return () => instance.destroy();
  }, [chart, t, format.locale]);

  return (
    <div className="relative h-72 w-full">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
