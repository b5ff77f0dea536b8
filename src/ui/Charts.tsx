import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Hand-written SVG charts (issue #19; design/libraries.md: a charting library would add
 * 23–115 KB to a screen, these add ~2 KB). Each chart is a figure with an accessible name;
 * its numbers are also a table (shown on request, always there for screen readers); every
 * bar and point is a button that says its value; colours are the Okabe–Ito set, which
 * colour-blind viewers tell apart, and lines also differ by dash and marker, bars by their
 * row label, so no figure is told by colour alone. Text comes in as props (the catalogues).
 */

/** Okabe & Ito's palette, darkened where needed for 3:1 against white. */
export const CHART_COLOURS = ['#0072B2', '#B35A00', '#007A5A', '#A8508A', '#3A7FB0', '#C23F00'] as const;
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2', '10 4'] as const;

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartWords {
  /** The button that shows or hides the table. */
  showTable: string;
  hideTable: string;
  /** The header of the table's first column (e.g. "Dealership", "Day"). */
  rowHeader: string;
  /** "North, Delivery: $95.00": what a tapped bar or point says. */
  valueOf: (row: string, series: string, value: string) => string;
}

interface FigureProps {
  title: string;
  words: ChartWords;
  rows: readonly { key: string; label: string; values: readonly number[] }[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  testId: string;
  children: (select: (text: string) => void) => ReactNode;
}

/** The figure around a chart: its caption, the value last tapped, and its numbers as a table. */
function ChartFigure({ title, words, rows, series, format, testId, children }: FigureProps) {
  const [tableShown, setTableShown] = useState(false);
  const [selected, setSelected] = useState('');
  const titleId = useId();
  return (
    <figure className="chart" aria-labelledby={titleId} data-testid={testId}>
      <figcaption id={titleId} className="chart-title">
        {title}
      </figcaption>
      {children(setSelected)}
      <p className="chart-selected" aria-live="polite" data-testid={`${testId}-selected`}>
        {selected}
      </p>
      <button
        type="button"
        className="button button-secondary chart-toggle"
        aria-expanded={tableShown}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? words.hideTable : words.showTable}
      </button>
      <div className={tableShown ? 'scroll-region' : 'visually-hidden'}>
        <table className="hours-table" data-testid={`${testId}-table`}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{words.rowHeader}</th>
              {series.map((one) => (
                <th key={one.key} scope="col">
                  {one.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {series.map((one, index) => (
                  <td key={one.key} className="number">
                    {format(row.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A bar or point as a button: a tap, Enter or Space says its value. */
function tappable(said: string, select: (text: string) => void) {
  return {
    role: 'button',
    tabIndex: 0,
    'aria-label': said,
    onClick: () => select(said),
    onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        select(said);
      }
    },
  };
}

const BAR_HEIGHT = 18;
const BAR_GAP = 4;
const GROUP_GAP = 14;
const LABEL_WIDTH = 110;
const VALUE_WIDTH = 90;
const BAR_AREA = 300;

/**
 * Horizontal bars, grouped (a dealership's kinds of work; a person's overtime and double
 * time): on a phone each row's label and value read left to right. Zero bars are left out.
 */
export function BarChart({
  title,
  words,
  groups,
  series,
  format,
  testId,
}: {
  title: string;
  words: ChartWords;
  groups: readonly { key: string; label: string; values: readonly number[] }[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  testId: string;
}) {
  const max = Math.max(1, ...groups.flatMap((group) => group.values.map((value) => Math.abs(value))));
  const layout: { y: number; group: (typeof groups)[number]; bars: { index: number; y: number }[] }[] = [];
  let y = 0;
  for (const group of groups) {
    const bars = series.flatMap((_, index) => ((group.values[index] ?? 0) === 0 ? [] : [{ index, y: 0 }]));
    if (bars.length === 0) continue;
    const top = y;
    y += BAR_HEIGHT; // the group's label line
    for (const bar of bars) {
      bar.y = y;
      y += BAR_HEIGHT + BAR_GAP;
    }
    layout.push({ y: top, group, bars });
    y += GROUP_GAP;
  }
  const width = LABEL_WIDTH + BAR_AREA + VALUE_WIDTH;
  return (
    <ChartFigure title={title} words={words} rows={groups} series={series} format={format} testId={testId}>
      {(select) => (
        <svg
          className="chart-svg"
          viewBox={`0 0 ${width} ${Math.max(y, BAR_HEIGHT)}`}
          role="group"
          aria-label={title}
        >
          {layout.map(({ y: top, group, bars }) => (
            <g key={group.key}>
              <text x={0} y={top + BAR_HEIGHT - 5} className="chart-group">
                {group.label}
              </text>
              {bars.map(({ index, y: barY }) => {
                const value = group.values[index] ?? 0;
                const one = series[index] as ChartSeries;
                const said = words.valueOf(group.label, one.label, format(value));
                return (
                  <g
                    key={one.key}
                    {...tappable(said, select)}
                    className="chart-bar"
                    data-testid={`${testId}-bar`}
                  >
                    <text x={0} y={barY + BAR_HEIGHT - 5} className="chart-label">
                      {one.label}
                    </text>
                    {/* A space between the bar's two words, for whoever reads its text as one
                        string: its spoken name holds "label value" (WCAG 2.5.3, label in name). */}{' '}
                    <rect
                      x={LABEL_WIDTH}
                      y={barY}
                      width={Math.max(2, (Math.abs(value) / max) * BAR_AREA)}
                      height={BAR_HEIGHT}
                      fill={CHART_COLOURS[index % CHART_COLOURS.length]}
                    />
                    <text
                      x={LABEL_WIDTH + Math.max(2, (Math.abs(value) / max) * BAR_AREA) + 4}
                      y={barY + BAR_HEIGHT - 5}
                      className="chart-value"
                    >
                      {format(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          ))}
        </svg>
      )}
    </ChartFigure>
  );
}

const LINE_WIDTH = 500;
const LINE_HEIGHT = 200;
const LINE_LEFT = 70;
const LINE_BOTTOM = 24;
const GRID_LINES = 4;

/** Lines over days (revenue and labor; hours): each series its colour, dash and marker. */
export function LineChart({
  title,
  words,
  points,
  series,
  format,
  testId,
}: {
  title: string;
  words: ChartWords;
  /** One per x position, in order: its label and one value per series. */
  points: readonly { key: string; label: string; values: readonly number[] }[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  testId: string;
}) {
  const values = points.flatMap((point) => point.values);
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const plotWidth = LINE_WIDTH - LINE_LEFT - 8;
  const plotHeight = LINE_HEIGHT - LINE_BOTTOM - 8;
  const xOf = (index: number) =>
    LINE_LEFT + (points.length <= 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth);
  const yOf = (value: number) => 8 + plotHeight - ((value - min) / (max - min)) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  return (
    <ChartFigure title={title} words={words} rows={points} series={series} format={format} testId={testId}>
      {(select) => (
        <>
          <ul className="chart-legend">
            {series.map((one, index) => (
              <li key={one.key}>
                <svg width="28" height="10" aria-hidden="true">
                  <line
                    x1="0"
                    y1="5"
                    x2="28"
                    y2="5"
                    stroke={CHART_COLOURS[index % CHART_COLOURS.length]}
                    strokeWidth="3"
                    strokeDasharray={DASHES[index % DASHES.length]}
                  />
                </svg>
                {one.label}
              </li>
            ))}
          </ul>
          <svg
            className="chart-svg"
            viewBox={`0 0 ${LINE_WIDTH} ${LINE_HEIGHT}`}
            role="group"
            aria-label={title}
          >
            {Array.from({ length: GRID_LINES + 1 }, (_, step) => {
              const value = min + ((max - min) * step) / GRID_LINES;
              return (
                <g key={step} aria-hidden="true">
                  <line
                    x1={LINE_LEFT}
                    x2={LINE_WIDTH - 8}
                    y1={yOf(value)}
                    y2={yOf(value)}
                    className="chart-grid"
                  />
                  <text x={LINE_LEFT - 4} y={yOf(value) + 4} className="chart-axis" textAnchor="end">
                    {format(Math.round(value))}
                  </text>
                </g>
              );
            })}
            {points.map((point, index) =>
              index % labelEvery === 0 ? (
                <text
                  key={point.key}
                  x={xOf(index)}
                  y={LINE_HEIGHT - 6}
                  className="chart-axis"
                  // The last day's label ends at its point, so it never hangs past the chart's
                  // (and a phone screen's) right edge.
                  textAnchor={index === points.length - 1 && index > 0 ? 'end' : 'middle'}
                  aria-hidden="true"
                >
                  {point.label}
                </text>
              ) : null,
            )}
            {series.map((one, seriesIndex) => {
              const colour = CHART_COLOURS[seriesIndex % CHART_COLOURS.length];
              return (
                <g key={one.key}>
                  <polyline
                    fill="none"
                    stroke={colour}
                    strokeWidth="2.5"
                    strokeDasharray={DASHES[seriesIndex % DASHES.length]}
                    points={points
                      .map((point, index) => `${xOf(index)},${yOf(point.values[seriesIndex] ?? 0)}`)
                      .join(' ')}
                    aria-hidden="true"
                  />
                  {points.map((point, index) => {
                    const value = point.values[seriesIndex] ?? 0;
                    const said = words.valueOf(point.label, one.label, format(value));
                    const x = xOf(index);
                    const y = yOf(value);
                    return (
                      <g
                        key={point.key}
                        {...tappable(said, select)}
                        className="chart-point"
                        data-testid={`${testId}-point`}
                      >
                        {/* A wide, unseen target a finger can hit; the marker's shape tells the series. */}
                        <circle cx={x} cy={y} r={10} fill="transparent" />
                        {seriesIndex % 2 === 0 ? (
                          <circle cx={x} cy={y} r={3.5} fill={colour} />
                        ) : (
                          <rect x={x - 3.5} y={y - 3.5} width={7} height={7} fill={colour} />
                        )}
                      </g>
                    );
                  })}
                </g>
              );
            })}
          </svg>
        </>
      )}
    </ChartFigure>
  );
}
