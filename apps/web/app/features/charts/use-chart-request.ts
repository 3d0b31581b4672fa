import { useCallback, useRef, useState } from 'react';
import { chartFailureOf, type ChartFailure } from './chart-failure.ts';

/** One chart request at a time: its answer, its failure (for the form) and whether it is running. */
export function useChartRequest<T>() {
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<ChartFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const ticket = useRef(0);
  const run = useCallback(async (request: () => Promise<T>) => {
    const mine = ++ticket.current;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await request();
      if (mine === ticket.current) setData(answer);
    } catch (error) {
      if (mine === ticket.current) setFailure(chartFailureOf(error));
    } finally {
      if (mine === ticket.current) setBusy(false);
    }
  }, []);
  return { data, failure, busy, run, setData };
}
