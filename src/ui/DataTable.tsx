import { useMemo, useState, type ReactNode } from 'react';
import { csvOf, type CsvCell } from '../utils/csv';
import { ScrollRegion } from './ScrollRegion';

/** One column: its header, what a cell shows, and its value (for sorting and the CSV). */
export interface Column<Row> {
  /** Stable and unique in the table (the sort's name, React's key). */
  id: string;
  header: string;
  /** What the cell shows; its `value` as text when absent. */
  cell?: (row: Row) => ReactNode;
  /** The cell's value: what it sorts by and what the CSV holds. */
  value: (row: Row) => CsvCell;
  /** Figures: aligned right, never wrapped. */
  numeric?: boolean;
  /** Left out of the CSV (a column of buttons). */
  notInCsv?: boolean;
  /** Not offered as a sort in a sortable table (a column of buttons). */
  unsorted?: boolean;
  /** The cells' test id. */
  testId?: string;
}

/** What a figure column shows when a row has no figure (a rate over no hours). */
const NO_FIGURE = '–';

/**
 * A column of figures: sorted and written to the CSV by the number itself, shown in
 * `format` (a count, cents, hours), aligned right; a row without a figure shows a dash.
 */
export function figureColumn<Row>(
  id: string,
  header: string,
  figureOf: (row: Row) => number | null,
  format: (figure: number) => ReactNode,
  testId?: string,
): Column<Row> {
  return {
    id,
    header,
    numeric: true,
    ...(testId ? { testId } : {}),
    value: figureOf,
    cell: (row) => {
      const figure = figureOf(row);
      return figure === null ? NO_FIGURE : format(figure);
    },
  };
}

export interface DataTableProps<Row> {
  /** The table's name, and its scrolling region's. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Said instead of an empty table. */
  empty: string;
  /** Rows after the body (totals), in the columns' order. */
  footer?: ReactNode;
  /** Header buttons sort the rows (by the column's value); off where the order itself means something. */
  sortable?: boolean;
  testId?: string;
  rowTestId?: string;
}

type Sort = { id: string; direction: 'ascending' | 'descending' };

const compareValues = (a: CsvCell, b: CsvCell): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
};

/** The rows in the order a sort asks for (a stable sort: equal rows keep their order). */
export function sortedRows<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  sort: Sort | null,
): Row[] {
  const column = sort && columns.find((candidate) => candidate.id === sort.id);
  if (!sort || !column) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((a, b) => sign * compareValues(a.value, b.value) || a.index - b.index)
    .map(({ row }) => row);
}

/** The table as a CSV file (utils/csv.ts): the same columns and values the screen shows. */
export function tableCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const kept = columns.filter((column) => !column.notInCsv);
  return csvOf(
    kept.map((column) => column.header),
    rows.map((row) => kept.map((column) => column.value(row))),
  );
}

/**
 * A table of rows made for a phone: it scrolls sideways inside its own named region (which
 * takes focus, so a keyboard scrolls it too), its first column (the row's name) stays in
 * view while it does, and figures stay whole. Headers are real column headers (the first
 * cell of each row its row header), sortable by a button each, saying their order
 * (aria-sort). The CSV comes from the same columns (`tableCsv`).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  footer,
  sortable = false,
  testId,
  rowTestId,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<Sort | null>(null);
  const shown = useMemo(() => sortedRows(rows, columns, sort), [rows, columns, sort]);
  if (rows.length === 0) return <p>{empty}</p>;
  const sortBy = (id: string) =>
    setSort((current) => ({
      id,
      direction: current?.id === id && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  return (
    <ScrollRegion label={label}>
      <table className="data-table" aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? 'numeric' : undefined}
                aria-sort={
                  sortable && !column.unsorted
                    ? sort?.id === column.id
                      ? sort.direction
                      : 'none'
                    : undefined
                }
              >
                {sortable && !column.unsorted ? (
                  <button type="button" className="sort-button" onClick={() => sortBy(column.id)}>
                    {column.header}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column, index) => {
                const content = column.cell ? column.cell(row) : column.value(row);
                const className = column.numeric ? 'numeric' : undefined;
                return index === 0 ? (
                  <th key={column.id} scope="row" className={className} data-testid={column.testId}>
                    {content}
                  </th>
                ) : (
                  <td key={column.id} className={className} data-testid={column.testId}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </ScrollRegion>
  );
}
