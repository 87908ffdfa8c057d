import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TreeBreadcrumb } from './TreeBreadcrumb.tsx';

const path = ['agent', 'a', 'b', 'c', 'd', 'member'].map((label, index) => ({ id: index + 1, label, href: `/agent/team-report/${index + 1}` }));

describe('TreeBreadcrumb', () => {
  afterEach(cleanup);

  it('is a named navigation whose last link is the current page', () => {
    render(<TreeBreadcrumb items={path} label="Where you are" />);
    const nav = screen.getByRole('navigation', { name: 'Where you are' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(path.map((item) => item.href));
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([links[5]]);
  });

  it('offers one "…" button for the middle levels, and moves focus to the first of them once pressed', () => {
    render(<TreeBreadcrumb items={path} locale="en-US" />);
    const more = screen.getByRole('button', { name: 'Show 3 hidden levels' });
    // The button stands where the hidden levels start: after the first level.
    expect(more.closest('li')?.previousElementSibling?.textContent).toBe('agent');
    fireEvent.click(more);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'a' })).toBe(document.activeElement);
  });

  it('keeps as many levels at each end as asked, and collapses nothing that would hide no level', () => {
    const { rerender } = render(<TreeBreadcrumb items={path} keepStart={2} keepEnd={2} locale="en-US" />);
    expect(screen.getByRole('button', { name: 'Show 2 hidden levels' })).toBeTruthy();
    rerender(<TreeBreadcrumb items={path.slice(0, 3)} locale="en-US" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
