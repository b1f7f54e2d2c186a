// Only the ECharts parts the projection chart uses, imported by name so the bundler keeps no
// more; this module is itself loaded lazily (STACK.md: ECharts is large).
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([BarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export { init };
