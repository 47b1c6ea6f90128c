/** docs/product.md §5/§6 permission directive as a React element. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Permission } from '../../src/components/Permission';
import { session } from '../../authProvider/session';

afterEach(() => act(() => session.clear()));

describe('<Permission>', () => {
  it('shows its children to a listed role', () => {
    act(() => session.save('t'.repeat(20), 'admin'));
    render(<Permission roles={['admin']}>secret</Permission>);
    expect(screen.getByText('secret')).toBeInTheDocument();
  });
  it('removes its children for a role not listed', () => {
    act(() => session.save('t'.repeat(20), 'user'));
    render(<Permission roles={['admin']}>secret</Permission>);
    expect(screen.queryByText('secret')).toBeNull();
  });
  it('allows everyone on an empty list and on the wildcard', () => {
    act(() => session.save('t'.repeat(20), 'user'));
    render(
      <>
        <Permission roles={[]}>
          <span>open</span>
        </Permission>
        <Permission roles={['*']}>
          <span>star</span>
        </Permission>
      </>,
    );
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByText('star')).toBeInTheDocument();
  });
  it('throws "need roles!" without an array', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Permission roles={'admin' as never}>x</Permission>)).toThrow('need roles!');
  });
  it('follows an admin switching to preview the user role, and back', () => {
    act(() => session.save('t'.repeat(20), 'admin'));
    render(<Permission roles={['admin']}>admin tools</Permission>);
    expect(screen.getByText('admin tools')).toBeInTheDocument();
    act(() => session.setPreviewRole('user'));
    expect(screen.queryByText('admin tools')).toBeNull();
    act(() => session.setPreviewRole(null));
    expect(screen.getByText('admin tools')).toBeInTheDocument();
  });
  it('never lets a user preview the admin role', () => {
    act(() => session.save('t'.repeat(20), 'user'));
    act(() => session.setPreviewRole('admin'));
    expect(session.effectiveRole()).toBe('user');
  });
});
