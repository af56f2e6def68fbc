/**
 * The building blocks of the hand-written API contract that shared/api/endpoints.test.ts checks the endpoint table
 * against (its rows and test/realApi/endpoints/*.samples.ts' rows beyond the interface). `page` is [default, max] of the page-size
 * limits (docs/api-contract.md, Limits); query and body map each name to whether it is required.
 */
export type Need = 'required' | 'optional';

export interface SpecRow {
  service: 'data' | 'metrics';
  query: Record<string, Need>;
  page?: readonly [defaultSize: number, maxSize: number];
  body?: Record<string, Need>;
  emptyResponse?: true;
}

export const pageQuery = { pageToken: 'optional', pageSize: 'optional' } as const;

/** A Data API read that is not paged: one resource, or a list the API answers whole. */
export const dataRead = (query: Record<string, Need> = {}): SpecRow => ({ service: 'data', query });

/** A paged Data API list: the page token and size besides `query`. */
export const dataList = (query: Record<string, Need> = {}, page: SpecRow['page'] = [10, 100]): SpecRow => ({
  service: 'data',
  query: { ...pageQuery, ...query },
  page,
});
