/**
 * The one walk over a paged read, for whoever needs every page: the portfolio's holdings (whole answers: an ERC-20
 * balances answer carries `nativeTokenBalance` beside its items) and the list reports (items only, through
 * `itemsOf`). An answer ends the walk when its `nextPageToken` is absent or empty.
 */

/**
 * Every answer of a paged read, first page first, asking for the next with the token the last one carried. Lazy:
 * a caller that stops iterating (a row limit reached) asks for no further page; an aborted signal stops the walk
 * before its next request, whether or not `ask` itself listens to the signal.
 */
export async function* walkAnswers<A>(ask: (pageToken: string | undefined) => Promise<A>, signal?: AbortSignal): AsyncGenerator<A> {
  let pageToken: string | undefined;
  do {
    signal?.throwIfAborted();
    const answer = await ask(pageToken);
    yield answer;
    const next = (answer as { nextPageToken?: unknown } | undefined)?.nextPageToken;
    pageToken = typeof next === 'string' && next !== '' ? next : undefined;
  } while (pageToken);
}

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
