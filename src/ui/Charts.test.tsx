// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, LineChart } from './Charts';

const words = {
  showTable: 'Show the numbers',
  hideTable: 'Hide the numbers',
  rowHeader: 'Dealership',
  valueOf: (row: string, series: string, value: string) => `${row}, ${series}: ${value}`,
};
const series = [
  { key: 'delivery', label: 'Delivery' },
  { key: 'lotPrep', label: 'Lot prep' },
];
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('a bar chart', () => {
  const groups = [
    { key: 'north', label: 'North', values: [9_500, 0] },
    { key: 'south', label: 'South', values: [6_000, 3_000] },
  ];

  it('is a named figure whose bars say their value when tapped or pressed, and leaves zero bars out', () => {
    render(
      <BarChart
        title="Revenue"
        words={words}
        groups={groups}
        series={series}
        format={dollars}
        testId="bars"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Revenue' });
    const bars = within(figure).getAllByRole('button', { name: /: \$/ });
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'North, Delivery: $95.00',
      'South, Delivery: $60.00',
      'South, Lot prep: $30.00',
    ]);
    fireEvent.click(bars[1] as Element);
    expect(screen.getByTestId('bars-selected').textContent).toBe('South, Delivery: $60.00');
    fireEvent.keyDown(bars[2] as Element, { key: 'Enter' });
    expect(screen.getByTestId('bars-selected').textContent).toBe('South, Lot prep: $30.00');
  });

  it('holds every number, zeros included, in a table a screen reader finds and anyone can open', () => {
    render(
      <BarChart
        title="Revenue"
        words={words}
        groups={groups}
        series={series}
        format={dollars}
        testId="bars"
      />,
    );
    const table = screen.getByRole('table', { name: 'Revenue' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DealershipDeliveryLot prep', 'North$95.00$0.00', 'South$60.00$30.00']);
    expect(table.parentElement?.className).toBe('visually-hidden');
    const toggle = screen.getByRole('button', { name: 'Show the numbers' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide the numbers');
    expect(table.parentElement?.className).toBe('scroll-region');
  });
});

describe('a line chart', () => {
  it('has a point per day and series, each saying its value, and a legend that tells the lines apart', () => {
    render(
      <LineChart
        title="By day"
        words={{ ...words, rowHeader: 'Day' }}
        points={[
          { key: '1', label: 'Nov 1', values: [1_000, 500] },
          { key: '2', label: 'Nov 2', values: [2_000, 700] },
        ]}
        series={[
          { key: 'revenue', label: 'Revenue' },
          { key: 'labor', label: 'Labor' },
        ]}
        format={dollars}
        testId="lines"
      />,
    );
    const points = screen.getAllByTestId('lines-point');
    expect(points).toHaveLength(4);
    fireEvent.click(points[3] as Element);
    expect(screen.getByTestId('lines-selected').textContent).toBe('Nov 2, Labor: $7.00');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Revenue', 'Labor']);
    const dashes = [...document.querySelectorAll('polyline')].map((line) =>
      line.getAttribute('stroke-dasharray'),
    );
    expect(new Set(dashes).size).toBe(2);
  });
});
