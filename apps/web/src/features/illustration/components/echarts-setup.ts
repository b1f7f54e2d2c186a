// Only the ECharts parts the ledger chart uses, imported by name so the bundler keeps no
// more; this module is itself loaded lazily (STACK.md: ECharts is large).
import { LineChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([LineChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export { init };
