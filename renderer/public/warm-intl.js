// Loaded async by index.html, so it runs while the app's script is still downloading: the engine's
// first locale-aware formatting loads its locale data (70-260 ms in Chromium on the loaded bench
// machine), which otherwise fell inside the render of the first rows, their counts and times
// (bench/NOTES.md "First rows"). Later formatting reuses what this loaded.
(0).toLocaleString();
new Date(0).toLocaleString();
