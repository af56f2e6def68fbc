import { isNotFound } from '../components/isNotFound';

/** One kind of thing an id or hash may name: the request that finds it and the page that shows it. */
export interface SearchAttempt<K extends string> {
  kind: K;
  run: () => Promise<unknown>;
  to: string;
}

/**
 * Tries each kind in order, one request at a time, and answers the first found. A 404 means "not this
 * kind"; any other failure stops the search and is shown as it is.
 */
export async function firstFound<K extends string>(attempts: SearchAttempt<K>[]): Promise<{ kind: K; to: string } | { kind: 'none' }> {
  for (const a of attempts) {
    try {
      await a.run();
      return { kind: a.kind, to: a.to };
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  return { kind: 'none' };
}
