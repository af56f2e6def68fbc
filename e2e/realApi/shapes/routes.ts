import { ENDPOINT_IDS, endpoints, type EndpointId, type ServiceName } from '../../../shared/api/endpoints';
import type { StubRoutes } from '../stubServer';
import { REAL_ANSWERS } from '.';

/** A row's path template as an anchored pattern: `{name}` is one path segment, the rest literal. */
export function pathPattern(template: string): RegExp {
  const literal = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('[^/]+')}$`);
}

/** An answer in place of a row's real one: a body, or a body by the request's query (to page by its token) and path. */
export type AnswerOverride = unknown | ((query: URLSearchParams, path: string) => unknown);
export type AnswerOverrides = Partial<Record<EndpointId, AnswerOverride>>;

/**
 * Routes that play the real answer of every row of one service (REAL_ANSWERS), with `answers`
 * replacing some: a stub of the whole real API from the endpoint table, for the views' tests.
 */
export function realApiRoutes(service: ServiceName, answers: AnswerOverrides = {}): StubRoutes {
  return ENDPOINT_IDS.filter((id) => endpoints[id].service === service).map((id) => {
    const given = id in answers ? answers[id] : REAL_ANSWERS[id];
    return [
      pathPattern(endpoints[id].path),
      (_hit, query, path) => {
        const body = typeof given === 'function' ? (given as (q: URLSearchParams, p: string) => unknown)(query, path) : given;
        return body === null ? { status: 201, body: '' } : { status: 200, body };
      },
    ];
  });
}
