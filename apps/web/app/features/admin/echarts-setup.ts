import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the pieces the console draws (named imports, so the bundler leaves the rest of ECharts out).
// Imported dynamically by EChart.tsx: this file and ECharts form a chunk of their own.
use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { init };
