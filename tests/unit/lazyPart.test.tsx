/**
 * A lazy part (src/components/lazyPart.ts) whose code does not download draws nothing and reports
 * it, once, for the console to offer a reload; any other failure still reaches the error boundary.
 * A failed prefetch is quiet.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../src/components/lazyPart';
import { onMissingCode } from '../../src/components/missingCode';

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/MessageBox-1.js'));

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  override render = () => (this.state.error ? <p>boundary: {this.state.error.message}</p> : this.props.children);
}

const shown = (node: ReactNode) =>
  render(
    <Boundary>
      <p>navbar</p>
      <Suspense fallback={<p>loading</p>}>{node}</Suspense>
    </Boundary>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lazyPart', () => {
  it('draws its part once the code is in', async () => {
    const { Part } = lazyPart(async () => ({ who }: { who: string }) => <p>hello {who}</p>);
    shown(<Part who="Wang Lin" />);
    expect(await screen.findByText('hello Wang Lin')).toBeTruthy();
  });

  it('draws nothing and reports it once when its code does not download; the rest of the screen stays', async () => {
    const reports = vi.fn();
    const stop = onMissingCode(reports);
    const { Part } = lazyPart<object>(missing);
    shown(<Part />);
    await waitFor(() => expect(reports).toHaveBeenCalledTimes(1));
    expect(screen.getByText('navbar')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.queryByText(/boundary/)).toBeNull();
    stop();
  });

  it('lets any other failure reach the error boundary, unreported', async () => {
    const reports = vi.fn();
    const stop = onMissingCode(reports);
    const { Part } = lazyPart<object>(() => Promise.reject(new Error('broken module')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shown(<Part />);
    expect(await screen.findByText('boundary: broken module')).toBeTruthy();
    expect(reports).not.toHaveBeenCalled();
    stop();
  });

  it('asks for the code ahead, and a failed prefetch neither throws nor reports', async () => {
    const reports = vi.fn();
    const stop = onMissingCode(reports);
    const load = vi.fn(missing);
    const { prefetchProps } = lazyPart<object>(load);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetchProps.onPointerEnter();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    expect(reports).not.toHaveBeenCalled();
    stop();
  });
});
