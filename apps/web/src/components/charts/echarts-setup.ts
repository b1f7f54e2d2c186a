// Only the ECharts parts the screens' charts use (the illustration's lines, the needs
// projection's bars), imported by name so the bundler keeps no more; this module is itself
// loaded lazily (STACK.md: ECharts is large).
import { BarChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  SVGRenderer,
]);

export { init };
