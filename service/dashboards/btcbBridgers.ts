import { BTCB_DECIMALS } from '../../shared/api/dashboards';
import { trimToPage } from '../evm/evmContext';
import { HttpError, type HandlerContext } from '../server/handler';
import type { Contract } from '../sim/evm/contracts';
import type { EvmChain } from '../sim/evm/evmChain';
import type { EvmSimulation } from '../sim/evm/simulation';

type Cursor = [amount: string, address: string];

/**
 * The simulated C-Chain has no BTC.b; its bridged token is the Teleporter token it receives from the first L1 (SUM.b),
 * which the bridge mints once to its deployer and which then moves by plain transfers. So an address's "net bridged
 * amount" here is what it holds of that token at the head block, counted as the real route counts BTC.b: in its
 * base units of BTCB_DECIMALS (satoshis), whatever the simulated token's own decimals.
 */
export function bridgedToken(chain: EvmChain): Contract {
  const token = chain.store.contracts.find((c) => c.kind === 'erc20' && c.teleporter);
  if (!token) throw new HttpError(404, `Chain ${chain.spec.evmChainId} has no bridged token.`);
  return token;
}

/** GET /v2/chains/43114/btcb/bridged:getAddresses: the holders at or over `threshold`, largest first. */
export function btcbBridgers(evm: EvmSimulation, { params, page }: HandlerContext<'listBtcbBridgers'>) {
  const chain = evm.chain('43114');
  if (!chain) throw new HttpError(404, 'Chain 43114 not found.');
  const token = bridgedToken(chain);
  // The simulation holds amounts in hundredths of a token.
  const unit = 10n ** BigInt(BTCB_DECIMALS - 2);
  const threshold = BigInt(params.threshold);
  const after = page.cursor<Cursor>();
  const holders = token.holders[0];
  const rows = holders.ids
    .map((id) => ({ address: chain.store.addressOf(id), amount: BigInt(holders.amountOf(id)) * unit }))
    .filter((r) => r.amount > 0n && r.amount >= threshold)
    .sort((a, b) => (a.amount === b.amount ? (a.address < b.address ? -1 : 1) : a.amount > b.amount ? -1 : 1))
    .filter((r) => !after || r.amount < BigInt(after[0]) || (r.amount === BigInt(after[0]) && r.address > after[1]));
  const { items, more } = trimToPage(rows, params.pageSize);
  const last = items[items.length - 1];
  return {
    addresses: items.map((r) => ({ address: r.address, sortKey: r.amount.toString() })),
    ...(more ? { nextPageToken: page.next([last.amount.toString(), last.address]) } : {}),
  };
}
