import { screen } from '@testing-library/react';
import { pageWindow, PaginationLinks } from '@/components/ui/pagination-links';
import type { Pagination } from '@/lib/contract/envelope';
import { renderWithIntl } from '../render-with-intl';

const pagination = (current_page: number, total_pages: number): Pagination => ({
  total: total_pages * 10, count: 10, per_page: 10, current_page, total_pages, links: {},
});

describe('PaginationLinks', () => {
  it('keeps a window of five pages inside the range', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('renders previous, numbered and next links with the current page marked', () => {
    renderWithIntl(<PaginationLinks pagination={pagination(3, 8)} hrefFor={(p) => `/news?page=${p}`} />, { namespaces: ['Pagination'] });
    expect(screen.getByRole('navigation', { name: '分页导航' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/news?page=2');
    expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/news?page=4');
    expect(screen.getByRole('link', { name: '第 5 页' })).toHaveAttribute('href', '/news?page=5');
    expect(screen.getByText('第 3 页').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithIntl(<PaginationLinks pagination={pagination(1, 1)} hrefFor={String} />, { namespaces: ['Pagination'] });
    expect(container).toBeEmptyDOMElement();
  });
});
