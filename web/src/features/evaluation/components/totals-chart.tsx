import '../i18n';
import { useTranslation } from 'react-i18next';
import { EVALUATION_NS } from '../i18n';

export interface ChartSeries {
  label: string;
  /** One value per bid, in the bids' order; null where there is none. */
  values: (number | null)[];
}

const COLOURS = ['#1f6f8b', '#b5651d', '#5a7d2a', '#7b4f9d', '#9c2f4a', '#3c6e71', '#6b5b2e'];
const BAR = 14;
const GAP = 10;
const LABEL_WIDTH = 190;
const PLOT_WIDTH = 420;

/**
 * The review's chart (decision 063): each bid's total per evaluator and the consensus, as horizontal bars
 * on one scale (0 to the maximum total). Drawn as SVG by hand: chart.js is not among the project's
 * dependencies, and a chart of a few bars needs none. The figures are in the table beside it; the chart is
 * an image with a text alternative, loaded with this screen only.
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
  const groupHeight = series.length * BAR + GAP * 2;
  const height = bids.length * groupHeight + 40;
  const x = (value: number) => (max > 0 ? (value / max) * PLOT_WIDTH : 0);
  return (
    <figure>
      <svg
        role="img"
        aria-label={t('review.chart')}
        width={LABEL_WIDTH + PLOT_WIDTH + 60}
        height={height}
        viewBox={`0 0 ${LABEL_WIDTH + PLOT_WIDTH + 60} ${height}`}
      >
        {bids.map((bid, b) => (
          <g key={bid} transform={`translate(0, ${b * groupHeight})`}>
            <text x={0} y={GAP + BAR} fontSize="13">
              {bid}
            </text>
            {series.map((s, i) => {
              const value = s.values[b];
              return (
                <g key={s.label} transform={`translate(${LABEL_WIDTH}, ${GAP + i * BAR})`}>
                  <rect
                    width={value === null || value === undefined ? 0 : x(value)}
                    height={BAR - 2}
                    fill={COLOURS[i % COLOURS.length]}
                  />
                  <text
                    x={(value === null || value === undefined ? 0 : x(value)) + 4}
                    y={BAR - 3}
                    fontSize="11"
                  >
                    {value === null || value === undefined ? '' : value}
                  </text>
                </g>
              );
            })}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="tb-inline-list">
          {series.map((s, i) => (
            <li key={s.label}>
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" fill={COLOURS[i % COLOURS.length]} />
              </svg>{' '}
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

export default TotalsChart;
