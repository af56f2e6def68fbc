/** "0x1234…cdef": keeps the start and end of a long id, which is what people compare by eye. */
export function truncateMiddle(text: string, head = 6, tail = 4): string {
  if (text.length <= head + tail + 1) return text;
  return `${text.slice(0, head)}…${text.slice(text.length - tail)}`;
}
