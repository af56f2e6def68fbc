import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, progressText } from './transferText';

describe('transfer text', () => {
  it('formats sizes, durations and progress lines', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200.0 MB');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(75)).toBe('1 min 15 s');
    expect(formatDuration(3725)).toBe('1 h 2 min');
    expect(progressText({ bytes: 1024 * 1024, total: 4 * 1024 * 1024, speed: 1024 * 1024, etaSeconds: 3 }, 'bytes')).toBe(
      '1.0 MB of 4.0 MB · 1.0 MB/s · 3 s left',
    );
    expect(progressText({ bytes: 12300, total: null, speed: 1200.4, etaSeconds: null }, 'rows')).toBe('12,300 rows · 1,200 rows/s');
  });
});
