/**
 * How many alerts are drawn until more are asked for: a busy watched address raises one per transaction, and a page
 * left open all day would otherwise draw every one the store keeps. Apart from AlertList so the long-day bench
 * (which runs in Node) reads it without loading React.
 */
export const ALERTS_SHOWN = 10;
