import { cb58Decode } from '../../shared/codecs/cb58';
import { decodeFunctionData, encodeAbiParameters, encodeFunctionResult, type Abi, type Hex } from 'viem';
import { messageJson, messageOfId } from '../icm/icmMessages';
import { erc20Holdings } from '../sim/evm/addressLists';
import { NO_ADDRESS } from '../sim/evm/chainStore';
import { ERC1155_TOKEN_TYPES, type Contract } from '../sim/evm/contracts';
import type { EvmChain } from '../sim/evm/evmChain';
import type { EvmSimulation } from '../sim/evm/simulation';
import { hex0x } from '../sim/evm/hex';
import { TX_KIND } from '../sim/evm/methods';
import type { Prices } from '../sim/prices';
import { deployedBy, verifiedOf } from '../sourcify/verifiedContracts';
import { RPC_ERRORS, RpcError } from './jsonRpc';

/**
 * eth_call of the simulated contracts' view functions, answered from the chain's indexes as they stood after the
 * block asked for: the same numbers the Data API serves (a balanceOf is balances:listErc20's balance at that
 * block). The call data is decoded with the contract's verified ABI (../sourcify), and the answer encoded with it.
 * State-changing functions are not simulated; a call to an address without code returns empty data, as a node does.
 */
export interface CallContext {
  evm: EvmSimulation;
  chain: EvmChain;
  prices: Prices;
  /** The data origin, for the token URIs (the NFT metadata the service serves). */
  baseUrl: string;
}

const ZERO = '0x0000000000000000000000000000000000000000';
const INTERFACE_IDS: Record<string, string[]> = {
  erc721: ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f'],
  erc1155: ['0x01ffc9a7', '0xd9b67a26', '0x0e89341c'],
};

/** A Solidity revert: require's reason as Error(string), the node's -32000 with the data. */
export function reverted(reason?: string): RpcError {
  if (reason === undefined) return new RpcError(RPC_ERRORS.server, 'execution reverted', '0x');
  const data = `0x08c379a0${encodeAbiParameters([{ type: 'string' }], [reason]).slice(2)}`;
  return new RpcError(RPC_ERRORS.server, `execution reverted: ${reason}`, data);
}

export function ethCall(ctx: CallContext, to: string, data: Hex, atBlock: number): Hex {
  const contract = ctx.chain.contract(to);
  if (!contract || !deployedBy(ctx.chain, contract, atBlock)) return '0x';
  const verified = verifiedOf(contract);
  if (!verified) throw reverted();
  let call: { functionName: string; args?: readonly unknown[] };
  try {
    call = decodeFunctionData({ abi: verified.abi, data });
  } catch {
    throw reverted(); // an unknown selector or arguments the ABI cannot read: Solidity reverts without a reason
  }
  const result = viewResult(ctx, contract, call.functionName, call.args ?? [], atBlock);
  return encodeFunctionResult({ abi: verified.abi as Abi, functionName: call.functionName, result } as never);
}

function viewResult(ctx: CallContext, c: Contract, fn: string, args: readonly unknown[], atBlock: number): unknown {
  const { chain } = ctx;
  const s = chain.store;
  const text = (i: number) => String(args[i]);
  const big = (i: number) => args[i] as bigint;
  switch (fn) {
    case 'name':
      return c.name;
    case 'symbol':
      return c.symbol;
    case 'owner':
      return c.deployTx < 0 ? ZERO : s.addressOf(s.txFrom.get(c.deployTx));
    case 'supportsInterface':
      return (INTERFACE_IDS[c.kind] ?? []).includes(String(args[0]).toLowerCase());
    case 'isApprovedForAll':
      return false;
  }
  if (c.kind === 'erc20') {
    const units = (hundredths: number) => BigInt(hundredths) * 10n ** BigInt(c.decimals - 2);
    if (fn === 'decimals') return c.decimals;
    if (fn === 'totalSupply') return units(c.supply * 100);
    if (fn === 'balanceOf') return units(erc20Holdings(chain, text(0), atBlock).find((h) => h.contract === c)?.hundredths ?? 0);
    if (fn === 'allowance') return allowance(chain, c, text(0), text(1).toLowerCase(), atBlock);
  }
  if (c.kind === 'erc721') {
    const tokenId = () => {
      const id = big(0);
      if (id < 1n || id > BigInt(chain.tokenCount(c)) || ownerAt(chain, c, Number(id), atBlock) === undefined) {
        throw reverted('ERC721: invalid token ID');
      }
      return Number(id);
    };
    if (fn === 'ownerOf') return ownerAt(chain, c, tokenId(), atBlock);
    if (fn === 'tokenURI') return tokenUri(ctx, c, tokenId());
    if (fn === 'getApproved') return (tokenId(), ZERO);
    if (fn === 'totalSupply') return BigInt(c.mintBlock.filter((b, id) => id > 0 && b !== undefined && b <= atBlock).length);
    if (fn === 'balanceOf') {
      if (text(0).toLowerCase() === ZERO) throw reverted('ERC721: address zero is not a valid owner');
      return BigInt(chain.holdings(text(0), atBlock).filter((h) => h.contract === c).length);
    }
  }
  if (c.kind === 'erc1155') {
    const held = (account: string, id: bigint) =>
      BigInt(chain.holdings(account, atBlock).find((h) => h.contract === c && BigInt(h.tokenId) === id)?.amount ?? 0);
    if (fn === 'balanceOf') return held(text(0), big(1));
    if (fn === 'balanceOfBatch') {
      const [accounts, ids] = args as [string[], bigint[]];
      if (accounts.length !== ids.length) throw reverted('ERC1155: accounts and ids length mismatch');
      return accounts.map((a, i) => held(a, ids[i]));
    }
    if (fn === 'tokenTypes') return BigInt(ERC1155_TOKEN_TYPES);
    if (fn === 'uri') {
      if (big(0) < 1n || big(0) > BigInt(ERC1155_TOKEN_TYPES)) throw reverted('ERC1155: unknown token type');
      return tokenUri(ctx, c, Number(big(0)));
    }
  }
  if (c.kind === 'router') {
    if (fn === 'WAVAX') return chain.wrappedNative().address;
    if (fn === 'rate') return rate(ctx, text(0), text(1), atBlock);
    if (fn === 'getAmountsOut') {
      const path = args[1] as string[];
      if (path.length < 2) throw reverted('SwapRouter: INVALID_PATH');
      const amounts = [big(0)];
      for (let i = 1; i < path.length; i++) amounts.push((amounts[i - 1] * rate(ctx, path[i - 1], path[i], atBlock)) / 10n ** 18n);
      return amounts;
    }
  }
  if (c.kind === 'predeployed') {
    if (fn === 'blockchainID') return hex0x(cb58Decode(chain.spec.blockchainId));
    if (fn === 'messageNonce') return messagesSent(chain, c, atBlock);
    if (fn === 'messageReceived') return messageReceived(ctx, text(0), atBlock);
    if (fn === 'relayerRewardAddresses') return ZERO;
  }
  throw new RpcError(RPC_ERRORS.server, `${fn} changes state; the local service answers eth_call for view functions only`);
}

function tokenUri(ctx: CallContext, c: Contract, tokenId: number): string {
  return `${ctx.baseUrl}/static/nft/${ctx.chain.spec.evmChainId}/${c.address}/${tokenId}.json`;
}

/**
 * The owner of ERC-721 token `tokenId` after block `atBlock`: from its owner now, back through each transfer that
 * came later (the last transfer to an owner names the one before). Undefined before the token was minted.
 */
function ownerAt(chain: EvmChain, c: Contract, tokenId: number, atBlock: number): string | undefined {
  const s = chain.store;
  let owner = c.owners[tokenId];
  let before = Number.MAX_SAFE_INTEGER;
  while (owner !== undefined && owner !== NO_ADDRESS) {
    const list = s.addressNft.list(owner);
    let found = -1;
    for (let k = list.length - 1; k >= 0; k--) {
      const i = list[k];
      if (i < before && s.nft.contract.get(i) === c.index && s.nftTokenId.get(i) === tokenId && s.nft.to.get(i) === owner) {
        found = i;
        break;
      }
    }
    if (found < 0) return undefined;
    if (s.txBlock.get(s.nft.tx.get(found)) <= atBlock) return s.addressOf(owner);
    owner = s.nft.from.get(found);
    before = found;
  }
  return undefined;
}

/** What `owner` last approved `spender` for on token `c` by block `atBlock` (approvals name the chain's router). */
function allowance(chain: EvmChain, c: Contract, owner: string, spender: string, atBlock: number): bigint {
  const s = chain.store;
  const id = s.idOf(owner);
  const list = id === undefined ? [] : s.addressTxs.list(id);
  for (let k = list.length - 1; k >= 0; k--) {
    const seq = list[k];
    if (s.txBlock.get(seq) > atBlock || s.txFrom.get(seq) !== id) continue;
    if (s.txKind.get(seq) !== TX_KIND.erc20Approve || s.txStatus.get(seq) !== 1 || s.txTo.get(seq) !== s.contractId(c)) continue;
    const { args } = decodeFunctionData({ abi: verifiedOf(c)!.abi, data: chain.transactionInput(seq) as Hex });
    if (String(args![0]).toLowerCase() === spender) return args![1] as bigint;
  }
  return 0n;
}

/** Output tokens per input token scaled by 1e18, in base units, from the two tokens' prices that day; 0 for unpriced. */
function rate(ctx: CallContext, tokenIn: string, tokenOut: string, atBlock: number): bigint {
  const a = ctx.chain.contract(tokenIn);
  const b = ctx.chain.contract(tokenOut);
  if (!a || !b || a.kind !== 'erc20' || b.kind !== 'erc20' || a.unpriced || b.unpriced) return 0n;
  const ts = ctx.chain.block(atBlock)!.timestamp;
  const micro = (c: Contract) => BigInt(ctx.prices.price(c.symbol, 'usd', ts).value.replace('.', ''));
  return (micro(a) * 10n ** BigInt(b.decimals) * 10n ** 18n) / (micro(b) * 10n ** BigInt(a.decimals));
}

function messagesSent(chain: EvmChain, messenger: Contract, atBlock: number): bigint {
  const s = chain.store;
  let n = 0n;
  for (const seq of s.addressTxs.list(s.contractId(messenger))) {
    if (s.txBlock.get(seq) > atBlock) break;
    if (s.txKind.get(seq) === TX_KIND.teleporterSend && s.txStatus.get(seq) === 1) n++;
  }
  return n;
}

/** Whether the message with this id had been delivered to this chain by block `atBlock` (the ICM API's delivery). */
function messageReceived(ctx: CallContext, messageId: string, atBlock: number): boolean {
  const ref = messageOfId(ctx.evm, messageId);
  if (!ref) return false;
  const message = messageJson(ctx.evm, ref);
  const delivery = 'destinationTransaction' in message ? message.destinationTransaction : undefined;
  if (!delivery?.txHash || message.destinationBlockchainId !== ctx.chain.spec.blockchainId) return false;
  const seq = ctx.chain.seqOfHash(delivery.txHash);
  return seq !== undefined && ctx.chain.store.txBlock.get(seq) <= atBlock;
}
