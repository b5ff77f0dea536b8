// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, figureColumn, tableCsv, type Column } from './DataTable';

interface Person {
  uid: string;
  name: string;
  hours: number | null;
}
const people: Person[] = [
  { uid: 'a', name: 'Ana Peña', hours: 41.5 },
  { uid: 'b', name: 'Bo Li', hours: 8 },
  { uid: 'c', name: '=cmd', hours: null },
];
const columns: Column<Person>[] = [
  { id: 'name', header: 'Name', value: (person) => person.name },
  {
    id: 'hours',
    header: 'Hours',
    numeric: true,
    value: (person) => person.hours,
    cell: (person) => (person.hours === null ? '—' : `${person.hours} h`),
  },
  {
    id: 'edit',
    header: 'Change',
    value: () => null,
    cell: () => <button type="button">Edit</button>,
    notInCsv: true,
    unsorted: true,
  },
];
const table = (rows = people) =>
  render(
    <DataTable
      label="Hours"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.uid}
      empty="Nobody"
      sortable
    />,
  );
const firstColumn = () =>
  within(screen.getByRole('table', { name: 'Hours' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the shared table', () => {
  it('offers no sort on a column of buttons, and says so to a screen reader by saying nothing', () => {
    table();
    const change = screen.getByRole('columnheader', { name: 'Change' });
    expect(change.getAttribute('aria-sort')).toBeNull();
    expect(within(change).queryByRole('button')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Hours' }).getAttribute('aria-sort')).toBe('none');
  });

  it('names each row by its first cell, in a region a keyboard can scroll', () => {
    table();
    const region = screen.getByRole('region', { name: 'Hours' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Hours',
      'Change',
    ]);
    expect(firstColumn()).toEqual(['Ana Peña', 'Bo Li', '=cmd']);
    expect(screen.getByRole('row', { name: /Ana Peña/ }).textContent).toContain('41.5 h');
  });

  it('sorts by a column’s values when its header is pressed, and says the order', () => {
    table();
    const hours = screen.getByRole('columnheader', { name: 'Hours' });
    expect(hours.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(hours).getByRole('button', { name: 'Hours' }));
    expect(hours.getAttribute('aria-sort')).toBe('ascending');
    // Figures as numbers (8 before 41.5), and a missing figure last.
    expect(firstColumn()).toEqual(['Bo Li', 'Ana Peña', '=cmd']);
    fireEvent.click(within(hours).getByRole('button', { name: 'Hours' }));
    expect(hours.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['=cmd', 'Ana Peña', 'Bo Li']);
  });

  it('says so when there are no rows', () => {
    table([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nobody').tagName).toBe('P');
  });

  it('writes its CSV from the same columns and values, buttons left out and formulas defused', () => {
    expect(tableCsv(columns, people)).toBe("\uFEFFName,Hours\r\nAna Peña,41.5\r\nBo Li,8\r\n'=cmd,\r\n");
  });
});

describe('a column of figures', () => {
  const rate = figureColumn<Person>(
    'rate',
    'Per hour',
    (person) => person.hours,
    (hours) => `${hours.toFixed(1)}/h`,
  );

  it('shows each figure formatted, a dash where there is none, and exports the numbers themselves', () => {
    render(
      <DataTable
        label="Rates"
        columns={[columns[0]!, rate]}
        rows={people}
        rowKey={(row) => row.uid}
        empty="Nobody"
      />,
    );
    expect(screen.getByRole('row', { name: /Ana Peña/ }).textContent).toContain('41.5/h');
    expect(screen.getByRole('row', { name: /=cmd/ }).textContent).toContain('–');
    expect(tableCsv([columns[0]!, rate], people).split('\r\n').slice(1, 3)).toEqual([
      'Ana Peña,41.5',
      'Bo Li,8',
    ]);
  });
});
