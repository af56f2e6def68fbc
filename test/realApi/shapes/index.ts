import type { EndpointId } from '../../../shared/api/endpoints';
import { dashboardsAnswers } from './dashboards';
import { contractAnswers } from './contracts';
import { consoleAnswers, webhookAnswers } from './console';
import { evmAnswers } from './evm';
import { icmAnswers } from './icm';
import { metricsAnswers } from './metrics';
import { operationsAnswers } from './operations';
import { primaryNetworkAnswers } from './primaryNetwork';

/**
 * One answer per endpoint row as the real Data API and Metrics API send it, by area: what a stub of
 * the real API plays (e2e and component tests) and what the real-shape unit test parses. The type
 * makes a new row without a real answer a type error; the unit test checks the same at run time.
 */
export const REAL_ANSWERS: Record<EndpointId, unknown> = {
  ...evmAnswers,
  ...primaryNetworkAnswers,
  ...operationsAnswers,
  ...metricsAnswers,
  ...icmAnswers,
  ...dashboardsAnswers,
  ...contractAnswers,
  ...consoleAnswers,
  ...webhookAnswers,
};
