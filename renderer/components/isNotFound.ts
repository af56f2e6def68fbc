import { BridgeApiError } from '../../shared/bridge/errors';

/** True when the API answered 404: the thing asked for does not exist (as opposed to a failure). */
export function isNotFound(error: unknown): boolean {
  return error instanceof BridgeApiError && error.info.status === 404;
}
