import type { EndpointId } from '../../../shared/api';
import type { BridgeApi } from '../../../shared/bridge/channels';

export interface Recorded {
  id: EndpointId;
  params: Record<string, unknown>;
  response: unknown;
}

/** Wraps a bridge so a test can see every API request the UI made and what came back, in order. */
export function recordingBridge(bridge: BridgeApi): { bridge: BridgeApi; calls: Recorded[] } {
  const calls: Recorded[] = [];
  const request: BridgeApi['request'] = async (id, params, opts) => {
    const response = await bridge.request(id, params, opts);
    calls.push({ id, params: params as Record<string, unknown>, response });
    return response;
  };
  return { bridge: { ...bridge, request }, calls };
}
