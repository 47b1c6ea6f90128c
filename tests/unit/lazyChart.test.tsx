/**
 * Charts drawn by code asked for after the page's paint (src/charts/lazyChart.ts), one per frame:
 * a second chart's code is asked for only once the first chart is drawn, and a chart that is
 * never drawn (its card left the page) does not hold the next one back.
 */
import { Suspense, useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyChart } from '../../src/charts';

function chartNamed(name: string, events: string[]) {
  return lazyChart(async () => {
    events.push(`${name} asked for`);
    return function Chart() {
      useEffect(() => void events.push(`${name} drawn`), []);
      return <p>{name}</p>;
    };
  });
}

const inPlace = (chart: React.ReactNode) => <Suspense fallback={<p>placeholder</p>}>{chart}</Suspense>;

describe('lazyChart', () => {
  it('asks for a chart once the one before it is drawn', async () => {
    const events: string[] = [];
    const First = chartNamed('first', events);
    const Second = chartNamed('second', events);
    render(
      <>
        {inPlace(<First />)}
        {inPlace(<Second />)}
      </>,
    );
    expect(screen.getAllByText('placeholder')).toHaveLength(2);
    await screen.findByText('second');
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(events).toEqual(['first asked for', 'first drawn', 'second asked for', 'second drawn']);
  });

  it('does not keep the next chart waiting for one that left the page', async () => {
    const events: string[] = [];
    const Gone = chartNamed('gone', events);
    const Next = chartNamed('next', events);
    const { unmount } = render(inPlace(<Gone />));
    unmount();
    render(inPlace(<Next />));
    await screen.findByText('next', undefined, { timeout: 3000 });
    expect(events).toEqual(['gone asked for', 'next asked for', 'next drawn']);
  });
});
