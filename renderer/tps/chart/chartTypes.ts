/**
 * What the TPS chart's parts share: the plot's insets, a line's description and the map from
 * data to pixels. Its own module so the chart, its hover readout, the overview and the legend
 * import it without importing each other.
 */

/** The plot area's insets: the y axis on the left, a margin on the right. The overview lines up with them. */
export const PLOT_LEFT = 56;
export const PLOT_RIGHT = 16;

export interface LineSpec {
  key: string;
  name: string;
  color: string;
  hidden: boolean;
}

/** Maps data to pixels: x = x0 + t * kx, y = y0 + v * ky (both axes are linear). */
export interface Frame {
  x0: number;
  kx: number;
  y0: number;
  ky: number;
}

/** The plot's box inside the chart's SVG, in pixels. */
export interface PlotArea {
  x: number;
  y: number;
  width: number;
  height: number;
}
