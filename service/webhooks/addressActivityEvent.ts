import { internalCallsOf, transfersOfTx } from '../sim/evm/addressLists';
import type { Contract } from '../sim/evm/contracts';
import type { EvmChain } from '../sim/evm/evmChain';
import { TX_KIND } from '../sim/evm/methods';

/** keccak256 of the standard events' signatures: Transfer(address,address,uint256) and ERC-1155 TransferSingle. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
const word = (hexOrDecimal: string | bigint) => `0x${BigInt(hexOrDecimal).toString(16).padStart(64, '0')}`;
const ercToken = (c: Contract, raw: string) => ({
  address: c.address,
  name: c.name,
  symbol: c.symbol,
  decimals: c.decimals,
  valueWithDecimals: withDecimals(raw, c.decimals),
});

function withDecimals(raw: string, decimals: number): string {
  if (decimals === 0) return raw;
  const padded = raw.padStart(decimals + 1, '0');
  const fraction = padded.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${padded.slice(0, -decimals)}.${fraction}` : padded.slice(0, -decimals);
}

/** The addresses one transaction touches: its sender and recipient, its transfers' parties and its internal calls'. */
export function partiesOf(chain: EvmChain, seq: number): Set<string> {
  const tx = chain.transaction(seq);
  const out = new Set([tx.from.toLowerCase(), tx.to.toLowerCase()]);
  const { erc20, nft } = transfersOfTx(chain, seq);
  for (const t of [...erc20.map((i) => chain.erc20Transfer(i)), ...nft.map((i) => chain.nftTransfer(i))]) {
    out.add(t.from.toLowerCase());
    out.add(t.to.toLowerCase());
  }
  for (const c of internalCallsOf(chain, seq)) {
    out.add(c.from.toLowerCase());
    out.add(c.to.toLowerCase());
  }
  return out;
}

/**
 * The `event` of an address_activity delivery (chainkit's TransactionEvent: its Transaction and, when asked, the
 * transaction's logs) for one simulated transaction: its receipt fields, token transfers, internal calls and the
 * standard events its transfers emit.
 */
export function addressActivityEvent(chain: EvmChain, seq: number, opts: { includeLogs: boolean; includeInternalTxs: boolean }) {
  const tx = chain.transaction(seq);
  const { erc20, nft } = transfersOfTx(chain, seq);
  const erc20s = erc20.map((i) => chain.erc20Transfer(i));
  const nfts = nft.map((i) => chain.nftTransfer(i));
  const block = chain.block(tx.blockNumber)!;
  const firstOfBlock = seq - tx.blockIndex;
  let cumulativeGas = 0;
  for (let s = firstOfBlock; s <= seq; s++) cumulativeGas += chain.store.txGasUsed.get(s);
  const erc20Transfers = erc20s.map((t) => ({
    transactionHash: tx.txHash,
    type: 'ERC20',
    from: t.from,
    to: t.to,
    value: t.value,
    blockTimestamp: tx.blockTimestamp,
    logIndex: t.logIndex,
    erc20Token: ercToken(t.contract, t.value),
  }));
  const nftTransfers = (kind: 'erc721' | 'erc1155') =>
    nfts
      .filter((t) => t.contract.kind === kind)
      .map((t) => ({
        transactionHash: tx.txHash,
        type: kind === 'erc721' ? 'ERC721' : 'ERC1155',
        from: t.from,
        to: t.to,
        value: String(t.amount),
        tokenId: String(t.tokenId),
        blockTimestamp: tx.blockTimestamp,
        logIndex: t.logIndex,
        [kind === 'erc721' ? 'erc721Token' : 'erc1155Token']: ercToken(t.contract, String(t.amount)),
      }));
  const logs = [
    ...erc20s.map((t) => ({
      address: t.contract.address,
      topic0: TRANSFER_TOPIC,
      topic1: word(t.from),
      topic2: word(t.to),
      data: word(t.value),
      logIndex: t.logIndex,
    })),
    ...nfts.map((t) =>
      t.contract.kind === 'erc721'
        ? {
            address: t.contract.address,
            topic0: TRANSFER_TOPIC,
            topic1: word(t.from),
            topic2: word(t.to),
            topic3: word(BigInt(t.tokenId)),
            data: '0x',
            logIndex: t.logIndex,
          }
        : {
            address: t.contract.address,
            topic0: TRANSFER_SINGLE_TOPIC,
            topic1: word(t.from),
            topic2: word(t.from),
            topic3: word(t.to),
            data: `${word(BigInt(t.tokenId))}${word(BigInt(t.amount)).slice(2)}`,
            logIndex: t.logIndex,
          },
    ),
  ].map((l) => ({ ...l, transactionIndex: tx.blockIndex, removed: false }));
  return {
    transaction: {
      blockHash: tx.blockHash,
      blockNumber: String(tx.blockNumber),
      from: tx.from,
      gas: String(tx.gasLimit),
      gasPrice: tx.gasPrice,
      maxFeePerGas: tx.maxFeePerGas,
      maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
      txHash: tx.txHash,
      txStatus: tx.status,
      input: chain.transactionInput(seq),
      nonce: String(tx.nonce),
      to: tx.to,
      transactionIndex: tx.blockIndex,
      value: tx.value,
      type: tx.txType,
      chainId: String(chain.spec.evmChainId),
      receiptCumulativeGasUsed: String(cumulativeGas),
      receiptGasUsed: String(tx.gasUsed),
      receiptEffectiveGasPrice: tx.gasPrice,
      // Receipts since Byzantium carry a status instead of a post-state root: the root is empty.
      receiptRoot: '0x',
      blockTimestamp: block.timestamp,
      ...(tx.kind === TX_KIND.contractCreation && { contractAddress: tx.to }),
      erc20Transfers,
      erc721Transfers: nftTransfers('erc721'),
      erc1155Transfers: nftTransfers('erc1155'),
      ...(opts.includeInternalTxs && {
        internalTransactions: internalCallsOf(chain, seq).map((c) => ({
          from: c.from,
          to: c.to,
          internalTxType: c.type,
          value: c.value,
          gasUsed: String(c.gasUsed),
          gasLimit: String(c.gasLimit),
          transactionHash: tx.txHash,
        })),
      }),
    },
    ...(opts.includeLogs && { logs }),
  };
}
