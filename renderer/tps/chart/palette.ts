/**
 * One colour per compared chain (up to 4), chosen to read on both the light and the dark
 * theme and to stay apart for the common colour-vision deficiencies. Concrete hex values,
 * not CSS variables: SVG presentation attributes and the PNG export cannot resolve those.
 */
export const SERIES_COLORS = ['#3b7ddd', '#e8710a', '#1e9e6a', '#b44fc9'] as const;
export const MAX_COMPARED = SERIES_COLORS.length;
