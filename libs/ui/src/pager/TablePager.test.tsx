import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compactPageItems, pageCountOf, pageItems, TablePager } from './TablePager';

function Harness({ total, initialPage = 1, showPageOf = false }: { total: number; initialPage?: number; showPageOf?: boolean }) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(10);
  return (
    <>
      <p>
        state {page}/{pageSize}
      </p>
      <TablePager page={page} pageSize={pageSize} total={total} onPageChange={setPage} onPageSizeChange={setPageSize} showPageOf={showPageOf} />
    </>
  );
}

function sizeOptions(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
}

async function chooseSize(size: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Entries per page' }));
  const option = sizeOptions().find((element) => element.title === size);
  if (!option) throw new Error(`no page size option ${size}`);
  await userEvent.click(option);
}

describe('pageItems', () => {
  it('lists every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page beyond 7', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap-after', 8]);
  });

  it('counts at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});

describe('compactPageItems', () => {
  it('lists every page up to the limit', () => {
    expect(compactPageItems(1, 1, 5)).toEqual([1]);
    expect(compactPageItems(3, 5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than the limit of buttons, first and last always among them', () => {
    expect(compactPageItems(1, 20, 5)).toEqual([1, 2, 3, 4, 'gap-after', 20]);
    expect(compactPageItems(4, 20, 5)).toEqual([1, 'gap-before', 3, 4, 5, 'gap-after', 20]);
    expect(compactPageItems(10, 20, 5)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
    expect(compactPageItems(20, 20, 5)).toEqual([1, 'gap-before', 17, 18, 19, 20]);
    expect(compactPageItems(2, 6, 5)).toEqual([1, 2, 3, 4, 'gap-after', 6]);
    for (let page = 1; page <= 30; page += 1) {
      const buttons = compactPageItems(page, 30, 5).filter((item) => typeof item === 'number');
      expect(buttons).toHaveLength(5);
      expect(buttons).toContain(page);
    }
  });
});

describe('TablePager', () => {
  it('shows Previous, numbered pages with the current one highlighted, and Next', async () => {
    render(<Harness total={25} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(within(nav).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: '3' }));
    expect(screen.getByText('state 3/10')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('state 2/10')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it("offers 'Show N entries per page' with 5, 10, 20, 50, 100 and goes back to page 1 on a new size", async () => {
    render(<Harness total={95} initialPage={3} />);
    expect(screen.getByText('Show')).toBeInTheDocument();
    expect(screen.getByText('entries per page')).toBeInTheDocument();
    await chooseSize('20');
    expect(sizeOptions().map((option) => option.title)).toEqual(['5', '10', '20', '50', '100']);
    expect(screen.getByText('state 1/20')).toBeInTheDocument();
  });

  it('shows at most maxPageButtons page buttons with ellipses', () => {
    render(<TablePager page={10} pageSize={100} total={2000} onPageChange={() => undefined} maxPageButtons={5} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '9', '10', '11', '20', 'Next']);
    expect(nav).toHaveTextContent('Previous1…91011…20Next');
  });

  it("says 'Showing page X of Y' when asked", () => {
    render(<Harness total={250} initialPage={2} showPageOf />);
    expect(screen.getByText('Showing page 2 of 25')).toBeInTheDocument();
  });
});
