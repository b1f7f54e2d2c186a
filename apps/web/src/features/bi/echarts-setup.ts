// Only the ECharts parts the BI widgets use, imported by name; this module is loaded lazily
// from the BI screens only, so the sign-in download never carries it (STACK.md). The canvas
// renderer, because the PNG export is the canvas's own picture.
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, GridComponent, TooltipComponent, AriaComponent, CanvasRenderer]);

export { init };
