import { endpoints, type EndpointId } from '../../../shared/api/endpoints';
import type { WatchItem, WatchKind } from '../../../shared/bridge/watchlistChannels';
import { checkEvmAddress, EVM_ADDRESS_CHECK } from './checkEvmAddress';
import { checkL1, L1_CHECK } from './checkL1';
import { checkPxAddress, pxAddressCheck } from './checkPxAddress';
import { checkValidator, VALIDATOR_CHECK } from './checkValidator';
import type { CheckContext, CheckResult } from './watchCheck';

interface WatchCheck {
  /** The endpoints one check calls: its cost against the rate budget. */
  calls(item: WatchItem): EndpointId[];
  run(ctx: CheckContext, item: WatchItem): Promise<CheckResult>;
}

/** One checker per kind of watched item. */
export const WATCH_CHECKS: Record<WatchKind, WatchCheck> = {
  evmAddress: { calls: () => EVM_ADDRESS_CHECK, run: checkEvmAddress },
  pxAddress: { calls: pxAddressCheck, run: checkPxAddress },
  validator: { calls: () => VALIDATOR_CHECK, run: checkValidator },
  l1: { calls: () => L1_CHECK, run: checkL1 },
};

/** Compute units of one check of `item`, from the endpoint table. */
export const checkCost = (item: WatchItem): number =>
  WATCH_CHECKS[item.kind].calls(item).reduce((sum, id) => sum + endpoints[id].computeUnits, 0);
