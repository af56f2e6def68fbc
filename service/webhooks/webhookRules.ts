import { canonicalNetwork } from '../../shared/api/params';
import { ParamError } from '../../shared/api/wire/request';
import { EVM_ADDRESS, PX_ADDRESS } from '../../shared/api/params';
import { BALANCE_TYPES_OF, MAX_WEBHOOK_ADDRESSES, type PrimaryBalanceType } from '../../shared/api/webhooks';
import { NETWORK_IDS, P_CHAIN_ID } from '../sim/catalog';
import type { EvmSimulation } from '../sim/evm/simulation';
import type { StoredWebhook } from './webhookStore';

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

/** Whether a URL names this machine: the only place the local service delivers to. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return LOOPBACK_HOSTS.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  } catch {
    return false;
  }
}

export function requireLoopback(url: string, field: string): void {
  if (!isLoopbackUrl(url)) {
    throw new ParamError(field, 'must be a loopback URL (http://127.0.0.1:PORT/…): the local service delivers only to this machine');
  }
}

/** What the real API checks beyond the request's shape: the chain exists, the keys are of the chain's kind. */
export function checkTarget(hook: Pick<StoredWebhook, 'eventType'> & Record<string, unknown>, evm: EvmSimulation): void {
  if (hook.eventType === 'address_activity') {
    if (!evm.chain(String(hook.chainId)))
      throw new ParamError('body.chainId', 'is not an EVM chain of this service; GET /v1/chains lists them');
  }
  if (hook.eventType === 'primary_network_address_activity') {
    const ids = NETWORK_IDS[canonicalNetwork(hook.network as 'mainnet' | 'fuji')];
    const chains = ['p-chain', 'x-chain', 'c-chain', P_CHAIN_ID, ids.xChainId, ids.cChainId];
    if (!chains.includes(String(hook.chainId))) {
      throw new ParamError('body.chainId', `must be p-chain, x-chain, c-chain or the id of one of them on ${String(hook.network)}`);
    }
    const chain = (['P', 'X', 'C'] as const)[chains.indexOf(String(hook.chainId)) % 3];
    const balanceType = (hook.metadata as { balanceThresholdFilter?: { balanceType: PrimaryBalanceType } }).balanceThresholdFilter
      ?.balanceType;
    if (balanceType && !BALANCE_TYPES_OF[chain].includes(balanceType)) {
      throw new ParamError(
        'body.metadata.balanceThresholdFilter.balanceType',
        `must be one of ${BALANCE_TYPES_OF[chain].join(', ')} on the ${chain}-Chain`,
      );
    }
  }
}

/** The addresses a webhook watches (an address activity's addresses, a Primary Network activity's keys). */
export function watched(hook: StoredWebhook): string[] {
  if (hook.eventType === 'address_activity') return hook.metadata.addresses;
  return hook.metadata.keys;
}

/** The webhook with `addresses` added or removed, checked against its kind and the limit; 400 naming the field. */
export function withAddresses(hook: StoredWebhook, addresses: string[], change: 'add' | 'remove'): StoredWebhook {
  if (hook.eventType === 'validator_activity') {
    throw new ParamError('body.addresses', 'a validator_activity webhook watches one node or subnet; create another webhook instead');
  }
  const evm = hook.eventType === 'address_activity';
  addresses.forEach((a, i) => {
    if (evm ? !EVM_ADDRESS.test(a) : !PX_ADDRESS.test(a)) {
      throw new ParamError(
        `body.addresses.${i}`,
        evm ? 'must be a 0x address of 20 bytes' : 'must be a P- or X-Chain address such as P-avax1…',
      );
    }
  });
  const norm = (a: string) => (evm ? a.toLowerCase() : a);
  const given = new Set(addresses.map(norm));
  const current = watched(hook);
  const next = change === 'add' ? [...new Set([...current, ...given])] : current.filter((a) => !given.has(norm(a)));
  if (next.length > MAX_WEBHOOK_ADDRESSES) {
    throw new ParamError('body.addresses', `the webhook would watch ${next.length} addresses; at most ${MAX_WEBHOOK_ADDRESSES}`);
  }
  if (next.length === 0) throw new ParamError('body.addresses', 'would leave the webhook watching no address; delete it instead');
  return evm
    ? { ...hook, metadata: { ...hook.metadata, addresses: next } }
    : { ...hook, metadata: { ...(hook.metadata as object), keys: next } as never };
}
