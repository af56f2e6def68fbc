/**
 * The one walk over a paged read, for whoever needs every page: the portfolio's holdings (whole answers: an ERC-20
 * balances answer carries `nativeTokenBalance` beside its items) and the list reports (items only, through
 * `itemsOf`). An answer ends the walk when its `nextPageToken` is absent or empty.
 */

/** More pages than any walk of the app reads (a million rows at 100 a page): beyond it a server is leading the walk on. */
export const PAGE_WALK_MAX = 10_000;

/**
 * Every answer of a paged read, first page first, asking for the next with the token the last one carried. Lazy:
 * a caller that stops iterating (a row limit reached) asks for no further page; an aborted signal stops the walk
 * before its next request, whether or not `ask` itself listens to the signal. A server that hands back a token it
 * gave before (the walk would go round for ever) or leads on past `maxPages` ends the walk with an error naming
 * `nextPageToken`.
 */
export async function* walkAnswers<A>(
  ask: (pageToken: string | undefined) => Promise<A>,
  signal?: AbortSignal,
  maxPages = PAGE_WALK_MAX,
): AsyncGenerator<A> {
  const seen = new Set<string>();
  let pageToken: string | undefined;
  do {
    signal?.throwIfAborted();
    const answer = await ask(pageToken);
    yield answer;
    const next = (answer as { nextPageToken?: unknown } | undefined)?.nextPageToken;
    pageToken = typeof next === 'string' && next !== '' ? next : undefined;
    if (pageToken === undefined) return;
    const mark = tokenMark(pageToken);
    if (seen.has(mark))
      throw new Error(
        `The server's nextPageToken after page ${seen.size + 1} repeats an earlier one: the pages would never end, so reading stopped.`,
      );
    if (seen.size + 1 >= maxPages) throw new Error(`The server's nextPageToken leads past ${maxPages} pages: reading stopped there.`);
    seen.add(mark);
  } while (pageToken);
}

/** What a token is remembered by: a long one by its length and ends, so a server's huge tokens cost no more memory than short ones. */
const tokenMark = (token: string) => (token.length <= 200 ? token : `${token.length}:${token.slice(0, 100)}${token.slice(-100)}`);

/** Every answer of a paged read, collected: for readers that need the whole answer at once (a portfolio's holdings). */
export async function allAnswers<A>(ask: (pageToken: string | undefined) => Promise<A>, signal?: AbortSignal): Promise<A[]> {
  const answers: A[] = [];
  for await (const answer of walkAnswers(ask, signal)) answers.push(answer);
  return answers;
}

/** The items of each answer under `key`: an answer without a list there counts as a page of none. */
export async function* itemsOf(answers: AsyncIterable<unknown>, key: string): AsyncGenerator<unknown[]> {
  for await (const answer of answers) {
    const items = (answer as Record<string, unknown> | undefined)?.[key];
    yield Array.isArray(items) ? items : [];
  }
}
