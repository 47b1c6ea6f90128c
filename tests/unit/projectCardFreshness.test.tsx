/**
 * A workplace card's answer is asked for as the page renders. On a slow device the answer
 * can come before the card mounts; the card must not then ask again (a second round of every card's
 * call), nor on a quick return to the workplace. Later, it does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HttpClient } from '../../dataProvider/http';
import { ApiErrorContext } from '../../src/api/ApiErrorProvider';
import { HttpContext } from '../../src/api/HttpContext';
import { ASKED_AHEAD_FRESH_MS } from '../../src/queryClient';
import { useProjectQuery } from '../../src/pages/workplace/useProjectQuery';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function BalanceCard() {
  const { data } = useProjectQuery<{ amount: number }>('1', 'balance');
  return <p>{data ? `Balance ${data.amount}` : 'Loading'}</p>;
}

function setUp() {
  let amount = 100;
  const http = vi.fn(async () => ({ data: { amount: amount++ } })) as unknown as HttpClient & ReturnType<typeof vi.fn>;
  const client = new QueryClient();
  const show = () =>
    render(
      <QueryClientProvider client={client}>
        <HttpContext.Provider value={http}>
          <ApiErrorContext.Provider value={vi.fn()}>
            <BalanceCard />
          </ApiErrorContext.Provider>
        </HttpContext.Provider>
      </QueryClientProvider>,
    );
  return { http, show };
}

/** Shows the card until its answer is in, then again `later` milliseconds after. */
async function showAgainAfter(later: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const { http, show } = setUp();
  show();
  expect(await screen.findByText('Balance 100')).toBeTruthy();
  cleanup();
  vi.setSystemTime(Date.now() + later);
  show();
  return http;
}

describe("a workplace card's answer", () => {
  it('is asked for once when the card mounts after it came, and shown at once', async () => {
    const http = await showAgainAfter(ASKED_AHEAD_FRESH_MS - 1000);
    expect(screen.getByText('Balance 100')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Balance 100')).toBeTruthy();
    expect(http).toHaveBeenCalledTimes(1);
    expect(http).toHaveBeenCalledWith('/api/project/1/balance', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('is asked for again by a card mounting once it is no longer fresh', async () => {
    const http = await showAgainAfter(ASKED_AHEAD_FRESH_MS + 1000);
    expect(await screen.findByText('Balance 101')).toBeTruthy();
    expect(http).toHaveBeenCalledTimes(2);
  });
});
