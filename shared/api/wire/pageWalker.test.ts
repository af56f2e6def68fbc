import { describe, expect, it } from 'vitest';
import { itemsOf, walkAnswers } from './pageWalker';

/** A paged read over `pages`, each page's token its index; records the tokens it was asked with. */
function pagedRead(pages: { items?: unknown; nextPageToken?: unknown; nativeTokenBalance?: string }[]) {
  const asked: (string | undefined)[] = [];
  const ask = async (pageToken: string | undefined) => {
    asked.push(pageToken);
    return pages[pageToken === undefined ? 0 : Number(pageToken)];
  };
  return { asked, ask };
}

async function collect<T>(walk: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of walk) out.push(x);
  return out;
}

describe('walkAnswers', () => {
  it('yields every whole answer, asking for each next page with the token the last answer carried', async () => {
    const pages = [
      { items: [1, 2], nativeTokenBalance: '5', nextPageToken: '1' },
      { items: [3], nativeTokenBalance: '5', nextPageToken: '2' },
      { items: [4], nativeTokenBalance: '5' },
    ];
    const { asked, ask } = pagedRead(pages);
    expect(await collect(walkAnswers(ask))).toEqual(pages);
    expect(asked).toEqual([undefined, '1', '2']);
  });

  it('ends at an empty or non-string token', async () => {
    for (const nextPageToken of ['', null, 7]) {
      const { asked, ask } = pagedRead([{ items: [1], nextPageToken }]);
      expect(await collect(walkAnswers(ask))).toHaveLength(1);
      expect(asked).toEqual([undefined]);
    }
  });

  it('ends with an error naming nextPageToken when a token comes back, in a cycle of two as well', async () => {
    const { asked, ask } = pagedRead([
      { items: [1], nextPageToken: '1' },
      { items: [2], nextPageToken: '2' },
      { items: [3], nextPageToken: '1' },
    ]);
    await expect(collect(walkAnswers(ask))).rejects.toThrow(/nextPageToken after page 3 repeats an earlier one/);
    expect(asked).toEqual([undefined, '1', '2']);
  });

  it('ends with an error past its page cap, whatever new tokens the server makes up', async () => {
    let asked = 0;
    const endless = async () => ({ items: [], nextPageToken: `t${++asked}` });
    await expect(collect(walkAnswers(endless, undefined, 5))).rejects.toThrow(/nextPageToken leads past 5 pages/);
    expect(asked).toBe(5);
  });

  it('asks for no further page once its caller stops (a row limit reached)', async () => {
    const { asked, ask } = pagedRead([{ items: [1], nextPageToken: '1' }, { items: [2], nextPageToken: '2' }, { items: [3] }]);
    for await (const answer of walkAnswers(ask)) if ((answer.items as number[])[0] === 2) break;
    expect(asked).toEqual([undefined, '1']);
  });

  it('stops before its next request once the signal is aborted, even when the request ignores it', async () => {
    const controller = new AbortController();
    const { asked, ask } = pagedRead([{ items: [1], nextPageToken: '1' }, { items: [2], nextPageToken: '2' }, { items: [3] }]);
    const seen: unknown[] = [];
    const walk = async () => {
      for await (const answer of walkAnswers(ask, controller.signal)) {
        seen.push(answer.items);
        controller.abort();
      }
    };
    await expect(walk()).rejects.toThrow(/abort/i);
    expect(seen).toEqual([[1]]);
    expect(asked).toEqual([undefined]);
  });

  it('passes on the failure of a page and asks for nothing after it', async () => {
    const asked: (string | undefined)[] = [];
    const ask = async (pageToken: string | undefined) => {
      asked.push(pageToken);
      if (pageToken === '1') throw new Error('503 Service Unavailable');
      return { items: [1], nextPageToken: '1' };
    };
    await expect(collect(walkAnswers(ask))).rejects.toThrow('503 Service Unavailable');
    expect(asked).toEqual([undefined, '1']);
  });
});

describe('itemsOf', () => {
  it("yields each answer's items under its key, and a page of none where an answer holds no list", async () => {
    const { ask } = pagedRead([
      { items: [1, 2], nextPageToken: '1' },
      { items: 'not a list', nextPageToken: '2' },
      { nextPageToken: '3' },
      { items: [3] },
    ]);
    expect(await collect(itemsOf(walkAnswers(ask), 'items'))).toEqual([[1, 2], [], [], [3]]);
  });
});
