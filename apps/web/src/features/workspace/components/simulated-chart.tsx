import type { AnalysisSimulation } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

const W = 520;
const H = 220;
const PAD = { top: 16, right: 16, bottom: 40, left: 52 };
const SERIES = [
  'var(--color-accent)',
  'var(--color-ink-muted)',
  'var(--color-inconclusive)',
  'var(--color-supported)',
  'var(--color-refuted)',
  'var(--color-parked)',
];

/**
 * A small, dependency-free chart of an illustration (bar, stacked bar, line, waterfall, scatter): made-up
 * numbers showing what an analysis could look like. It is always labelled "Illustration — not data", and
 * its data table is available to screen readers.
 */
export function SimulatedChart({ simulation }: { simulation: AnalysisSimulation }) {
  const { t, i18n } = useTranslation('workspace');
  const { dataset, chart } = simulation;
  const rows = dataset.rows;
  const num = (value: unknown) => (typeof value === 'number' ? value : Number.parseFloat(String(value))) || 0;
  const categories = rows.map((row) => String(row[chart.x] ?? ''));
  const series = chart.y.filter((key) => dataset.columns.some((c) => c.key === key));
  const stacked = chart.type === 'stacked-bar';
  const waterfall = chart.type === 'waterfall';

  let min = 0;
  let max = 0;
  let running = 0;
  rows.forEach((row) => {
    if (stacked)
      max = Math.max(
        max,
        series.reduce((sum, key) => sum + Math.max(0, num(row[key])), 0),
      );
    else if (waterfall) {
      running += num(row[series[0]!]);
      max = Math.max(max, running);
      min = Math.min(min, running);
    } else
      for (const key of series) {
        max = Math.max(max, num(row[key]));
        min = Math.min(min, num(row[key]));
      }
  });
  if (max === min) max = min + 1;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + innerH - ((value - min) / (max - min)) * innerH;
  const band = innerW / Math.max(1, rows.length);
  const x = (index: number) => PAD.left + band * index + band / 2;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => min + (max - min) * f);
  const locale = i18n.language === 'de' ? 'de' : 'en';
  const format = (value: number) =>
    formatNumber(value, locale, {
      notation: Math.abs(value) >= 10_000 ? 'compact' : 'standard',
      maximumFractionDigits: Math.abs(value) < 10 ? 1 : 0,
    });

  let cumulative = 0;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex items-start justify-between gap-3">
        <span className="text-sm font-semibold">{chart.title}</span>
        <span className="shrink-0 rounded-sm bg-inconclusive-soft px-1.5 py-0.5 text-xs font-semibold text-inconclusive">
          {t('analyses.illustrationBadge')}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t('analyses.chartLabel', { title: chart.title })}
        className="w-full max-w-[560px]"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-line)"
              strokeWidth={1}
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize={11}
              fill="var(--color-ink-subtle)"
              className="tabular-nums"
            >
              {format(tick)}
            </text>
          </g>
        ))}
        {chart.type === 'line' || chart.type === 'scatter'
          ? series.map((key, s) => (
              <g key={key}>
                {chart.type === 'line' ? (
                  <polyline
                    fill="none"
                    stroke={SERIES[s % SERIES.length]}
                    strokeWidth={2}
                    points={rows.map((row, i) => `${x(i)},${y(num(row[key]))}`).join(' ')}
                  />
                ) : null}
                {rows.map((row, i) => (
                  <circle key={i} cx={x(i)} cy={y(num(row[key]))} r={3.5} fill={SERIES[s % SERIES.length]} />
                ))}
              </g>
            ))
          : rows.map((row, i) => {
              if (waterfall) {
                const value = num(row[series[0]!]);
                const start = cumulative;
                cumulative += value;
                const last = i === rows.length - 1 && value === cumulative;
                return (
                  <rect
                    key={i}
                    x={x(i) - band * 0.32}
                    width={band * 0.64}
                    y={y(Math.max(start, cumulative))}
                    height={Math.max(1, Math.abs(y(start) - y(cumulative)))}
                    fill={
                      last ? 'var(--color-ink-muted)' : value >= 0 ? 'var(--color-supported)' : 'var(--color-refuted)'
                    }
                  />
                );
              }
              let base = 0;
              return series.map((key, s) => {
                const value = num(row[key]);
                const width = stacked ? band * 0.64 : (band * 0.7) / series.length;
                const left = stacked ? x(i) - band * 0.32 : x(i) - band * 0.35 + width * s;
                const from = stacked ? base : 0;
                const to = from + value;
                if (stacked) base = to;
                return (
                  <rect
                    key={key}
                    x={left}
                    width={width}
                    y={y(Math.max(from, to))}
                    height={Math.max(1, Math.abs(y(from) - y(to)))}
                    fill={SERIES[s % SERIES.length]}
                  />
                );
              });
            })}
        {categories.map((category, i) => (
          <text
            key={i}
            x={x(i)}
            y={H - PAD.bottom + 16}
            textAnchor="middle"
            fontSize={11}
            fill="var(--color-ink-muted)"
          >
            {category.length > 14 ? `${category.slice(0, 13)}…` : category}
          </text>
        ))}
        {chart.unit ? (
          <text x={PAD.left} y={H - 6} fontSize={11} fill="var(--color-ink-subtle)">
            {chart.unit}
          </text>
        ) : null}
      </svg>
      {series.length > 1 && !waterfall ? (
        <ul className="flex flex-wrap gap-3 text-xs text-ink-muted">
          {series.map((key, s) => (
            <li key={key} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-sm"
                style={{ background: SERIES[s % SERIES.length] }}
              />
              {dataset.columns.find((c) => c.key === key)?.label ?? key}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="sr-only">
        <caption>{t('analyses.dataCaption')}</caption>
        <thead>
          <tr>
            {dataset.columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {dataset.columns.map((column) => (
                <td key={column.key}>{String(row[column.key] ?? '')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
