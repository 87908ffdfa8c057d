// The drawing half of TeamChart: uPlot and its stylesheet. Only ever loaded through a dynamic
// import() from TeamChart.tsx, so the library is a chunk of its own that pages without a chart
// never download.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TeamChartPlotDay {
  date: string;
  betAmount: number;
  rechargeAmount: number;
  registrations: number;
}

export interface TeamChartPlotInput {
  days: readonly TeamChartPlotDay[];
  /** Series names (uPlot keeps them; the visible legend is TeamChart's own). */
  labels: { betAmount: string; rechargeAmount: string; registrations: string };
  colors: { betAmount: string; rechargeAmount: string; registrations: string; axis: string; grid: string };
  font: string;
  formatAxisAmount: (value: number) => string;
  formatCount: (value: number) => string;
  formatAxisDate: (isoDate: string) => string;
  width: number;
  height: number;
}

export interface TeamChartPlot {
  setSize: (width: number, height: number) => void;
  destroy: () => void;
}

/** Room for an axis's longest tick label. */
function axisSize(font: string) {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (context) context.font = font;
  return (_self: uPlot, values: string[] | null) => {
    const widest = Math.max(0, ...(values ?? []).map((value) => (context ? context.measureText(value).width : value.length * 7)));
    return Math.ceil(widest) + 14;
  };
}

/**
 * Bets and deposits as side-by-side bars on the left (amount) axis, registrations as a line with
 * dots on the right (count) axis; one slot per day. Nothing animates: uPlot draws each frame at
 * once, which also suits users who ask for reduced motion.
 */
export function plotTeamChart(target: HTMLElement, input: TeamChartPlotInput): TeamChartPlot {
  const { days, labels, colors, font } = input;
  const count = days.length;
  const xs = days.map((_, index) => index);

  // As many date labels as fit (about 64 px each), evenly spaced, always whole days.
  const dateSplits = (self: uPlot) => {
    const room = Math.max(1, Math.floor(self.bbox.width / uPlot.pxRatio / 64));
    const step = Math.max(1, Math.ceil(count / room));
    return xs.filter((index) => index % step === 0);
  };

  const options: uPlot.Options = {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: { show: false },
    padding: [12, 4, 0, 4],
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(0.5, count - 0.5)] },
      amount: { range: (_self, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      count: { range: (_self, _min, max) => [0, Math.max(1, Math.ceil(max * 1.2))] },
    },
    axes: [
      {
        stroke: colors.axis,
        font,
        grid: { show: false },
        ticks: { stroke: colors.grid },
        splits: dateSplits,
        values: (_self, splits) => splits.map((index) => (days[index] ? input.formatAxisDate(days[index].date) : '')),
      },
      {
        scale: 'amount',
        stroke: colors.axis,
        font,
        grid: { stroke: colors.grid, width: 1 },
        ticks: { show: false },
        values: (_self, splits) => splits.map((value) => input.formatAxisAmount(value)),
        size: axisSize(font),
      },
      {
        scale: 'count',
        side: 1,
        stroke: colors.axis,
        font,
        grid: { show: false },
        ticks: { show: false },
        // Whole registrations only.
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000],
        values: (_self, splits) => splits.map((value) => (Number.isInteger(value) ? input.formatCount(value) : '')),
        size: axisSize(font),
      },
    ],
    series: [
      {},
      {
        label: labels.betAmount,
        scale: 'amount',
        fill: colors.betAmount,
        stroke: colors.betAmount,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.4, 28, 2], align: -1 }),
        points: { show: false },
      },
      {
        label: labels.rechargeAmount,
        scale: 'amount',
        fill: colors.rechargeAmount,
        stroke: colors.rechargeAmount,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.4, 28, 2], align: 1 }),
        points: { show: false },
      },
      {
        label: labels.registrations,
        scale: 'count',
        stroke: colors.registrations,
        width: 2,
        points: { show: true, size: 7, fill: colors.registrations, stroke: colors.registrations },
      },
    ],
  };

  const data: uPlot.AlignedData = [
    xs,
    days.map((day) => day.betAmount),
    days.map((day) => day.rechargeAmount),
    days.map((day) => day.registrations),
  ];
  const plot = new uPlot(options, data, target);
  return {
    setSize: (width, height) => plot.setSize({ width, height }),
    destroy: () => plot.destroy(),
  };
}
