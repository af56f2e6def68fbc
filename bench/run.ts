// `npm run bench`: the benchmark harness (issue 10) replaces this; until then there is nothing to measure.
console.log('no benchmarks yet');
