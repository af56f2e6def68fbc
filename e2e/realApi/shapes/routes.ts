import { ENDPOINT_IDS, endpoints, type EndpointId, type ServiceName } from '../../../shared/api/endpoints';
import type { StubRoutes } from '../stubServer';
import { REAL_ANSWERS } from '.';

/** A row's path template as an anchored pattern: `{name}` is one path segment, the rest literal. */
export function pathPattern(template: string): RegExp {
  const literal = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('[^/]+')}$`);
}

/**
 * Routes that play the real answer of every row of one service (REAL_ANSWERS), with `answers`
 * replacing some: a stub of the whole real API from the endpoint table, for the views' tests.
 */
export function realApiRoutes(service: ServiceName, answers: Partial<Record<EndpointId, unknown>> = {}): StubRoutes {
  return ENDPOINT_IDS.filter((id) => endpoints[id].service === service).map((id) => {
    const body = id in answers ? answers[id] : REAL_ANSWERS[id];
    return [pathPattern(endpoints[id].path), () => (body === null ? { status: 201, body: '' } : { status: 200, body })];
  });
}
