import '../i18n';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { EVALUATION_NS } from '../i18n';

// Only what a bar chart uses: chart.js is tree-shaken to its registered parts.
Chart.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface ChartSeries {
  label: string;
  /** One value per bid, in the bids' order; null where there is none. */
  values: (number | null)[];
}

const COLOURS = ['#1f6f8b', '#b5651d', '#5a7d2a', '#7b4f9d', '#9c2f4a', '#3c6e71', '#6b5b2e'];
const ROW_HEIGHT = 22;

/**
 * The review's chart (decision 063): each bid's total per evaluator and the consensus, as horizontal bars on
 * one scale (0 to the maximum total), drawn by chart.js. The figures are in the table beside it, so the
 * canvas is an image with a text alternative; this module, and chart.js with it, loads with the review only.
 */
export function TotalsChart({
  bids,
  series,
  max,
}: {
  bids: readonly string[];
  series: readonly ChartSeries[];
  max: number;
}) {
  const { t } = useTranslation(EVALUATION_NS);
  const height = Math.max(160, bids.length * series.length * ROW_HEIGHT + 80);
  return (
    <figure className="tb-chart" style={{ height, maxWidth: 720 }}>
      <Bar
        role="img"
        aria-label={t('review.chart')}
        data={{
          labels: [...bids],
          datasets: series.map((s, i) => ({
            label: s.label,
            data: s.values,
            backgroundColor: COLOURS[i % COLOURS.length],
          })),
        }}
        options={{
          indexAxis: 'y',
          maintainAspectRatio: false,
          animation: false,
          scales: { x: { min: 0, max: max > 0 ? max : undefined } },
          plugins: { legend: { position: 'bottom' } },
        }}
      />
    </figure>
  );
}

export default TotalsChart;
