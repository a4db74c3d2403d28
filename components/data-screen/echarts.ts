// Only the chart types and components the data screen draws, so its chunk stays small.
import * as echarts from 'echarts/core';
import { LineChart, MapChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, MapChart, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export { echarts };
export type { EChartsCoreOption, EChartsType } from 'echarts/core';
