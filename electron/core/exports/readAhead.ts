/**
 * The pages of `source`, each next one asked for as soon as the one before arrives, so the API answers it while the
 * caller writes the one in hand: a report's walk and its writing overlap instead of taking turns (the service or the
 * network on one side, parsing and formatting on the other). `more` sees each page as it arrives and says whether
 * another is wanted at all (a row limit reached asks for none). A failure of the page asked for ahead is thrown where
 * the caller reaches it. Stopping early waits for that page's request to settle, so nothing is left running.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, more: (page: T) => boolean): AsyncGenerator<T> {
  const pages = source[Symbol.asyncIterator]();
  let next: Promise<IteratorResult<T>> | undefined = pages.next();
  try {
    while (next) {
      const page: IteratorResult<T> = await next;
      if (page.done) return;
      next = more(page.value) ? pages.next() : undefined;
      // Handled where it is awaited: the caller may be busy with this page (or stop) when it fails.
      next?.catch(() => {});
      yield page.value;
    }
  } finally {
    await pages.return?.();
  }
}
