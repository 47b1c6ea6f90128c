/** Stored links are inert unless they are http(s): a `javascript:` value is never clickable. */
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SafeUrlField } from '../../src/engine/SafeUrlField';

const renderUrl = (url: string) =>
  render(
    <RecordContextProvider value={{ id: 1, url }}>
      <SafeUrlField source="url" />
    </RecordContextProvider>,
  );

describe('<SafeUrlField>', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])(
    'shows %s as text, with no link',
    (url) => {
      const { container } = renderUrl(url);
      expect(screen.getByText(url.trim())).toBeInTheDocument();
      expect(container.querySelector('a')).toBeNull();
    },
  );

  it('links an http(s) address, in a new tab without an opener', () => {
    renderUrl('https://example.org/a?b=<c>');
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://example.org/a?b=<c>');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows stored HTML as its text, never as markup', () => {
    const { container } = renderUrl('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });
});
