import { endpoints } from '../../../shared/api/endpoints';
import type { WatchClient } from './watchCheck';

/** A client that adds up the compute units of the requests made through it: a catch-up's extra pages count against the budget. */
export function meteredClient(client: WatchClient): WatchClient & { readonly spent: number } {
  let spent = 0;
  return {
    get spent() {
      return spent;
    },
    request(id, params) {
      spent += endpoints[id].computeUnits;
      return client.request(id, params);
    },
  };
}
