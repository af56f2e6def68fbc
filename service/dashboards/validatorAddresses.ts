import { canonicalNetwork } from '../../shared/api/params';
import { HttpError, type HandlerContext } from '../server/handler';
import { secondsOf } from '../sim/clock';
import { PRIMARY_SUBNET_ID } from '../sim/catalog';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import type { StakePeriod } from '../sim/primary/staking';
import { trimToPage } from '../evm/evmContext';

type Cursor = [issuedAt: number, nodeId: string];

/**
 * GET /v2/subnets/{subnetId}/validators:getAddresses: the reward addresses of the validations that validated the
 * subnet at some time in [startTimestamp, endTimestamp] (default: all history to now), oldest AddValidatorTx first.
 * A subnet is validated by the Primary Network validations of its slots from its creation until its L1 conversion;
 * L1 validators earn no rewards, so they have no reward addresses to list.
 */
export function subnetValidatorAddresses(nets: PrimaryNetworks, { params, nowMs, page }: HandlerContext<'getSubnetValidatorAddresses'>) {
  const sim = nets.sim(canonicalNetwork(params.network ?? 'mainnet'));
  const subnet = sim.subnets.find((s) => s.subnetId === params.subnetId);
  if (!subnet) throw new HttpError(404, `Subnet ${params.subnetId} not found on ${sim.label}.`);
  const now = secondsOf(nowMs);
  const slots = subnet.subnetId === PRIMARY_SUBNET_ID ? undefined : new Set(subnet.members.map((m) => m.slot));
  const from = Math.max(params.startTimestamp ?? 0, subnet.createdAt);
  const to = Math.min(params.endTimestamp ?? now, now, subnet.l1?.convertedAt ?? Infinity);
  const after = page.cursor<Cursor>();
  const overlaps = (v: StakePeriod) => v.tx !== undefined && v.issuedAt <= now && v.start <= to && v.end > from;
  const listed = sim.validators
    .filter((v) => overlaps(v) && (!slots || slots.has(v.slot)))
    .sort((a, b) => a.issuedAt - b.issuedAt || (a.nodeId < b.nodeId ? -1 : a.nodeId > b.nodeId ? 1 : 0))
    .filter((v) => !after || v.issuedAt > after[0] || (v.issuedAt === after[0] && v.nodeId > after[1]));
  const { items, more } = trimToPage(listed, params.pageSize);
  const last = items[items.length - 1];
  return {
    addresses: items.map((v) => ({ addresses: [sim.wallets.address(v.owner, 'P')], sortKey: String(v.issuedAt) })),
    ...(more ? { nextPageToken: page.next([last.issuedAt, last.nodeId]) } : {}),
  };
}
