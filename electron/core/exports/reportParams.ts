import type { z } from 'zod';
import { endpoints, type EndpointId } from '../../../shared/api/endpoints';
import { ParamError, buildRequest } from '../../../shared/api/wire/request';
import { InputError } from '../inputError';

/** Paging is the report's own business: walkPages sets these. */
const PAGING = new Set(['pageToken', 'pageSize']);

/**
 * A report's params checked against the endpoint's own path and query schemas: only the names
 * the endpoint takes (paging aside), each value valid for it. Returns the checked params, which
 * are what the history stores; anything else is refused naming the param.
 */
export function checkReportParams<V>(endpointId: EndpointId, params: Record<string, V>): Record<string, V> {
  const def = endpoints[endpointId];
  const known = new Set(
    [...Object.keys(def.pathParams.shape), ...Object.keys((def.query as z.ZodObject).shape)].filter((k) => !PAGING.has(k)),
  );
  const checked: Record<string, V> = {};
  for (const [name, value] of Object.entries(params)) {
    if (!known.has(name)) throw new InputError(`params.${name}`, `${name} is not a filter of ${endpointId}.`);
    checked[name] = value;
  }
  try {
    // The view's params must be good before a file is asked for: the table names the bad one.
    buildRequest(endpointId, checked as never);
  } catch (err) {
    if (err instanceof ParamError) throw new InputError(`params.${err.field}`, err.message);
    throw err;
  }
  return checked;
}
