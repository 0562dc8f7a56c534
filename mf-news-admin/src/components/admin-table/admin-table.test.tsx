import { render, screen, within } from '@testing-library/react';
import { AdminTable } from './admin-table';

interface Row {
  id: string;
  name: string;
  amount: string;
}

const rows: Row[] = [
  { id: 'a', name: 'Acme Tools', amount: '₹ 1,18,000.00' },
  { id: 'b', name: 'Bharat Steel', amount: '₹ 59,000.00' },
];

describe('AdminTable', () => {
  it('is a table named by its caption, each cell under its column and labelled for the card layout', () => {
    render(
      <AdminTable
        caption="Members"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { key: 'name', header: 'Company', cell: (row) => row.name },
          { key: 'amount', header: 'Last payment', cell: (row) => row.amount, align: 'end' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Company', 'Last payment']);
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Acme Tools', '₹ 1,18,000.00']);
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Company', 'Last payment']);
  });
});
