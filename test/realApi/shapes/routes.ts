import { ENDPOINT_IDS, endpoints, type EndpointId, type ServiceName } from '../../../shared/api/endpoints';
import type { StubRoutes } from '../stubServer';
import { REAL_ANSWERS } from '.';

/** A success's status: 200 unless the row says otherwise (a create's 201). */
const successStatusOf = (id: EndpointId): number => {
  const def = endpoints[id];
  return 'successStatus' in def ? def.successStatus : 200;
};

/** A row's path template as an anchored pattern: `{name}` is one path segment, the rest literal. */
export function pathPattern(template: string): RegExp {
  const literal = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('[^/]+')}$`);
}

/** An answer in place of a row's real one: a body, or a body by the request's query (to page by its token) and path. */
export type AnswerOverride = unknown | ((query: URLSearchParams, path: string) => unknown);
export type AnswerOverrides = Partial<Record<EndpointId, AnswerOverride>>;

/** An answer override's way of saying the real API has no such resource: its 404. */
export const NOT_FOUND = Symbol('not found');

/**
 * Rows whose real answer depends on the path: contract metadata exists for the sample's contract only, as the real
 * API answers 404 for an account (every address a view shows is asked about).
 */
const metadata = REAL_ANSWERS.getContractMetadata as { address: string };
const BY_PATH: AnswerOverrides = {
  getContractMetadata: (_query: URLSearchParams, path: string) =>
    path.toLowerCase().endsWith(`/${metadata.address.toLowerCase()}`) ? metadata : NOT_FOUND,
};

/**
 * Routes that play the real answer of every row of one service (REAL_ANSWERS), with `answers`
 * replacing some: a stub of the whole real API from the endpoint table, for the views' tests.
 */
export function realApiRoutes(service: ServiceName, answers: AnswerOverrides = {}): StubRoutes {
  return ENDPOINT_IDS.filter((id) => endpoints[id].service === service).map((id) => {
    const given = id in answers ? answers[id] : id in BY_PATH ? BY_PATH[id] : REAL_ANSWERS[id];
    return [
      pathPattern(endpoints[id].path),
      (_hit, query, path) => {
        const body = typeof given === 'function' ? (given as (q: URLSearchParams, p: string) => unknown)(query, path) : given;
        if (body === NOT_FOUND) return { status: 404, body: { message: `${path} was not found`, error: 'Not Found', statusCode: 404 } };
        return body === null ? { status: 201, body: '' } : { status: successStatusOf(id), body };
      },
    ];
  });
}
