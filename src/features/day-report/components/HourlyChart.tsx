import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DayReport } from '@contract/day-report';
import { countLabel } from '../rules';

const HEIGHT = 180;
// The theme's primary, 6.5:1 on white; the axes in near-black for the same reason.
const BAR = '#b3261e';
const AXIS = '#1f1f1f';

/** What the chart shows, in words, for a screen reader and for whoever cannot make out the bars. */
export function hourlySummary(byHour: DayReport['byHour']): string {
  const peak = byHour.reduce((best, entry) => (entry.orders > best.orders ? entry : best), byHour[0]);
  if (!peak || peak.orders === 0) return 'Pedidos por hora: nenhum pedido.';
  return `Pedidos por hora: o pico foi às ${peak.hour}h, com ${countLabel(peak.orders, 'pedido', 'pedidos')}.`;
}

/** 'Pedidos por hora': one bar per hour of the shop's day, redrawn to the width it is given. */
export function HourlyChart({ byHour }: { byHour: DayReport['byHour'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const font = '13px system-ui, sans-serif';
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, 23.5] }, y: { range: (_plot, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
        axes: [
          { stroke: AXIS, font, space: 28, incrs: [1, 3, 6], values: (_plot, ticks) => ticks.map((tick) => `${tick}h`), grid: { show: false } },
          { stroke: AXIS, font, size: 36, space: 28, incrs: [1, 2, 5, 10, 20, 50, 100], grid: { stroke: '#e6e6e6' } },
        ],
        series: [{}, { fill: BAR, stroke: BAR, width: 0, points: { show: false }, paths: uPlot.paths.bars?.({ size: [0.7, 24] }) }],
      },
      [byHour.map((entry) => entry.hour), byHour.map((entry) => entry.orders)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [byHour]);
  return <div ref={box} className="hourly-chart" role="img" aria-label={hourlySummary(byHour)} />;
}
