/**
 * A chart's place (src/charts/ChartPlace.tsx): the chart is asked for and drawn once its place comes
 * near the screen, its fallback until then; without an IntersectionObserver it is drawn at once.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartPlace, lazyChart } from '../../src/charts';

/** An IntersectionObserver the test moves: `scrollNear()` brings every observed place near the screen. */
function stubObserver() {
  const observed: { element: Element; callback: IntersectionObserverCallback; margin?: string }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly callback: IntersectionObserverCallback,
        private readonly options?: IntersectionObserverInit,
      ) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback, margin: this.options?.rootMargin });
      }
      disconnect() {
        observed.length = 0;
      }
    },
  );
  const scrollNear = () =>
    act(() => {
      for (const { element, callback } of [...observed])
        callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observed, scrollNear };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChartPlace', () => {
  it('asks for and draws its chart only once the place comes near the screen', async () => {
    const { observed, scrollNear } = stubObserver();
    const asked: string[] = [];
    const Chart = lazyChart(async () => {
      asked.push('chart');
      return () => <p>drawn</p>;
    });
    render(
      <ChartPlace fallback={<p>placeholder</p>}>
        <Chart />
      </ChartPlace>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(observed.map((o) => o.margin)).toEqual(['25%']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    scrollNear();
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    expect(asked).toEqual(['chart']);
    expect(observed).toEqual([]);
  });

  it('draws at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <ChartPlace fallback={<p>placeholder</p>}>
        <p>drawn</p>
      </ChartPlace>,
    );
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
