/**
 * A chart drawn in stages (src/charts/DrawingStages.tsx): its parts come one stage at a time, each
 * in a task of its own (a timer apart, so the browser can answer a tap between them), in order,
 * until every part is drawn; outside DrawingStages a part is drawn at once.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingStage, DrawingStages } from '../../src/charts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const drawn = () => screen.queryAllByRole('listitem').map((e) => e.textContent);

function Chart() {
  return (
    <ul>
      <li>frame</li>
      <DrawingStage at={1}>
        <li>axes</li>
      </DrawingStage>
      <DrawingStage at={2}>
        <li>grid</li>
      </DrawingStage>
      <DrawingStage at={3}>
        <li>series</li>
        <li>tooltip</li>
      </DrawingStage>
    </ul>
  );
}

describe('DrawingStages', () => {
  it('draws the frame first, then one stage per task, in order, until all are drawn', async () => {
    vi.useFakeTimers();
    render(
      <DrawingStages stages={3}>
        <Chart />
      </DrawingStages>,
    );
    expect(drawn()).toEqual(['frame']);
    // Nothing more comes in the same task: the next stage waits for a timer.
    await act(async () => await Promise.resolve());
    expect(drawn()).toEqual(['frame']);
    await act(async () => void vi.advanceTimersToNextTimer());
    expect(drawn()).toEqual(['frame', 'axes']);
    await act(async () => void vi.advanceTimersToNextTimer());
    expect(drawn()).toEqual(['frame', 'axes', 'grid']);
    await act(async () => void vi.advanceTimersToNextTimer());
    expect(drawn()).toEqual(['frame', 'axes', 'grid', 'series', 'tooltip']);
    // Done: no timer is left behind.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer running when the chart leaves the page half drawn', () => {
    vi.useFakeTimers();
    const { unmount } = render(
      <DrawingStages stages={3}>
        <Chart />
      </DrawingStages>,
    );
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws every part at once outside DrawingStages', () => {
    render(<Chart />);
    expect(drawn()).toEqual(['frame', 'axes', 'grid', 'series', 'tooltip']);
  });
});
