import { useEffect, useRef } from 'react';
import type { EChartsOption } from 'echarts';

// A small React wrapper around ECharts: the library (its core and the pieces used, echarts-setup.ts)
// is imported when the first chart mounts, so it is never in a page bundle; the chart follows its
// box's size.

const loadECharts = () => import('./echarts-setup.ts');

export function EChart({
  option,
  label,
  height = 280,
}: {
  option: EChartsOption;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<{
    setOption: (o: EChartsOption, notMerge?: boolean) => void;
    dispose: () => void;
    resize: () => void;
  } | null>(null);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void loadECharts().then((echarts) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current, undefined, { renderer: 'svg' });
      chart.current = instance;
      instance.setOption(option, true);
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(box.current);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} className="console-chart" role="img" aria-label={label} style={{ height }} />;
}
