import type { z } from 'zod';
import type { PrimaryChainAlias, PrimaryChainTransaction } from '../../../shared/api';
import { useApiQuery } from '../../api/useApiQuery';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { PageError } from '../../components/PageError';
import { EvmAddress } from '../../components/EvmAddress';
import { Hash } from '../../components/Hash';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { Timestamp } from '../../components/Timestamp';
import { SourceDestination } from '../chains/SourceDestination';
import { AddressList } from '../genesis/AddressList';
import { AssetAmounts } from '../xchain/AssetAmounts';
import { Amount } from '../../components/Amount';
import { MemoText } from '../xchain/MemoText';
import { UtxoCard } from '../xchain/UtxoCard';
import { CHAIN_LABELS, chainAliasOf, isPrimaryChainAlias } from '../chainAlias';
import {
  blockchainUrl,
  primaryBlockUrl,
  primaryTxUrl,
  pxAddressUrl,
  subnetUrl,
  validatorUrl,
  verticesUrl,
  vertexUrl,
  xChainAssetUrl,
} from '../../app/urls';
import { txBlockHeight } from './primaryTxColumns';
import '../primary.css';

type Tx = z.output<typeof PrimaryChainTransaction>;

/**
 * One P-, X- or C-Chain (atomic) transaction: what it is, when and where, what it consumed and
 * emitted, its staking or L1 data, and for imports and exports the transaction on the other chain.
 */
export function PrimaryTransactionPage() {
  const { chain = '', txHash = '' } = useRouteParams();
  const { network } = useChain();
  const alias: PrimaryChainAlias = isPrimaryChainAlias(chain) ? chain : 'p-chain';
  const query = useApiQuery('getPrimaryTransaction', { network, blockchainId: alias, txHash });
  const tx = query.data;
  const title = `${CHAIN_LABELS[alias]} transaction`;

  if (query.isError) return <PageError title={title} asked={txHash} query={query} what="this transaction" />;
  if (!tx) return <SkeletonLines label="Loading transaction" />;
  return (
    <>
      <PageHeader title={tx.txType ?? title} subtitle={`${title} · ${network}`} />
      <dl className="fields card" aria-label="Transaction">
        <dt>Transaction</dt>
        <dd>
          <Hash value={tx.txHash ?? txHash} label="transaction id" full />
        </dd>
        <dt>Type</dt>
        <dd>{tx.txType ?? '—'}</dd>
        <dt>Time</dt>
        <dd>
          <Timestamp seconds={tx.blockTimestamp ?? tx.timestamp} />
        </dd>
        <BlockField tx={tx} chain={alias} />
        <dt>Memo</dt>
        <dd>
          <MemoText memo={tx.memo} />
        </dd>
        {tx.amountBurned && (
          <>
            <dt>Fee burned</dt>
            <dd>
              <AssetAmounts amounts={tx.amountBurned} empty="none" />
            </dd>
          </>
        )}
        {tx.amountL1ValidatorBalanceBurned && tx.amountL1ValidatorBalanceBurned.length > 0 && (
          <>
            <dt>Into L1 validator balance</dt>
            <dd>
              <AssetAmounts amounts={tx.amountL1ValidatorBalanceBurned} />
            </dd>
          </>
        )}
        {tx.value && (
          <>
            <dt>Value (new UTXOs)</dt>
            <dd>
              <AssetAmounts amounts={tx.value} />
            </dd>
          </>
        )}
        {tx.amountUnlocked && (
          <>
            <dt>Amount unlocked</dt>
            <dd>
              <AssetAmounts amounts={tx.amountUnlocked} />
            </dd>
          </>
        )}
        {tx.amountCreated && (
          <>
            <dt>Amount created</dt>
            <dd>
              <AssetAmounts amounts={tx.amountCreated} />
            </dd>
          </>
        )}
        {tx.assetCreated?.assetId && (
          <>
            <dt>Asset created</dt>
            <dd>
              {tx.assetCreated.name} ({tx.assetCreated.symbol}){' '}
              <Hash value={tx.assetCreated.assetId} label="asset id" to={xChainAssetUrl(tx.assetCreated.assetId)} />
            </dd>
          </>
        )}
      </dl>
      <AtomicSection tx={tx} chain={alias} />
      <StakingSection tx={tx} />
      <SubnetSection tx={tx} />
      <EvmSide tx={tx} />
      <section aria-labelledby="tx-consumed">
        <h2 id="tx-consumed">Consumed UTXOs ({tx.consumedUtxos?.length ?? 0})</h2>
        {tx.consumedUtxos?.length ? (
          <ul className="address-list">
            {tx.consumedUtxos.map((u, i) => (
              <UtxoCard key={u.utxoId ?? i} utxo={u} side="consumed" />
            ))}
          </ul>
        ) : (
          <p className="muted">None{alias === 'c-chain' ? ': the AVAX came from an EVM account' : ''}.</p>
        )}
      </section>
      <section aria-labelledby="tx-emitted">
        <h2 id="tx-emitted">Emitted UTXOs ({tx.emittedUtxos?.length ?? 0})</h2>
        {tx.emittedUtxos?.length ? (
          <ul className="address-list">
            {tx.emittedUtxos.map((u, i) => (
              <UtxoCard key={u.utxoId ?? i} utxo={u} side="emitted" />
            ))}
          </ul>
        ) : (
          <p className="muted">None{alias === 'c-chain' ? ': the AVAX went to an EVM account' : ''}.</p>
        )}
      </section>
    </>
  );
}

/** Where the transaction sits: a block, or (the X-Chain before its linearisation) vertices. */
function BlockField({ tx, chain }: { tx: Tx; chain: PrimaryChainAlias }) {
  const height = txBlockHeight(tx);
  if (height !== undefined) {
    return (
      <>
        <dt>Block</dt>
        <dd>
          <Link to={primaryBlockUrl(chain, height)}>{height}</Link>
        </dd>
      </>
    );
  }
  if (tx.vertices?.length) {
    return (
      <>
        <dt>Vertices</dt>
        <dd>
          {tx.vertices.map((v, i) => (
            <span key={v.hash ?? i}>
              {v.hash && <Link to={vertexUrl(v.hash)}>vertex {v.hash.slice(0, 10)}…</Link>}{' '}
              {v.height !== undefined && <Link to={verticesUrl(v.height)}>height {v.height}</Link>}
            </span>
          ))}
        </dd>
      </>
    );
  }
  return null;
}

/**
 * Source and destination chain of an import or export, and the other leg: the import that
 * consumed what an export emitted, or the export that created what an import consumed.
 */
function AtomicSection({ tx, chain }: { tx: Tx; chain: PrimaryChainAlias }) {
  const { network } = useChain();
  if (!tx.sourceChain || !tx.destinationChain || tx.sourceChain === tx.destinationChain) return null;
  const isExport = chainAliasOf(tx.sourceChain, network) === chain;
  const legs = new Map<string, PrimaryChainAlias | undefined>();
  if (isExport) {
    for (const u of tx.emittedUtxos ?? []) if (u.consumingTxHash) legs.set(u.consumingTxHash, chainAliasOf(u.consumedOnChainId, network));
  } else {
    for (const u of tx.consumedUtxos ?? []) {
      const creator = u.creationTxHash ?? u.txHash;
      if (creator) legs.set(creator, chainAliasOf(u.createdOnChainId, network));
    }
  }
  return (
    <section aria-labelledby="tx-atomic">
      <h2 id="tx-atomic">Cross-chain transfer</h2>
      <dl className="fields card">
        <SourceDestination source={tx.sourceChain} destination={tx.destinationChain} />
        <dt>{isExport ? 'Imported by' : 'Exported by'}</dt>
        <dd>
          {legs.size === 0 ? (
            <span className="muted">{isExport ? "not imported yet: the funds wait in the destination chain's atomic memory" : '—'}</span>
          ) : (
            [...legs].map(([hash, leg]) => (
              <Hash
                key={hash}
                value={hash}
                label={isExport ? 'import transaction' : 'export transaction'}
                to={leg && primaryTxUrl(leg, hash)}
              />
            ))
          )}
        </dd>
      </dl>
    </section>
  );
}

/** A validator or delegator addition, or the RewardValidatorTx that ended one. */
function StakingSection({ tx }: { tx: Tx }) {
  if (!tx.nodeId || tx.startTimestamp === undefined) return null;
  const now = Date.now() / 1000;
  const state = now < tx.startTimestamp ? 'pending' : tx.endTimestamp !== undefined && now >= tx.endTimestamp ? 'ended' : 'active';
  return (
    <section aria-labelledby="tx-staking">
      <h2 id="tx-staking">Staking</h2>
      <dl className="fields card">
        <dt>Node</dt>
        <dd>
          <Hash value={tx.nodeId} label="node id" to={validatorUrl(tx.nodeId)} full />
        </dd>
        <dt>Status</dt>
        <dd>{tx.stakingTxHash ? 'rewarded' : `staking ${state}`}</dd>
        {tx.amountStaked && (
          <>
            <dt>Stake</dt>
            <dd>
              <AssetAmounts amounts={tx.amountStaked} />
            </dd>
          </>
        )}
        <dt>Start</dt>
        <dd>
          <Timestamp seconds={tx.startTimestamp} />
        </dd>
        <dt>End</dt>
        <dd>
          <Timestamp seconds={tx.endTimestamp} />
        </dd>
        {tx.delegationFeePercent !== undefined && (
          <>
            <dt>Delegation fee</dt>
            <dd>{Number(tx.delegationFeePercent)} %</dd>
          </>
        )}
        {tx.rewardAddresses && (
          <>
            <dt>Reward addresses</dt>
            <dd>
              <AddressList addresses={tx.rewardAddresses} label="reward address" linkTo={pxAddressUrl} />
            </dd>
          </>
        )}
        {tx.estimatedReward !== undefined && (
          <>
            <dt>Estimated reward</dt>
            <dd>
              <AssetAmounts amounts={[{ amount: tx.estimatedReward, denomination: 9, symbol: 'AVAX' }]} />
            </dd>
          </>
        )}
        {tx.rewardTxHash && (
          <>
            <dt>Reward transaction</dt>
            <dd>
              <Hash value={tx.rewardTxHash} label="reward transaction" to={primaryTxUrl('p-chain', tx.rewardTxHash)} />
            </dd>
          </>
        )}
        {tx.stakingTxHash && (
          <>
            <dt>Staking transaction</dt>
            <dd>
              <Hash value={tx.stakingTxHash} label="staking transaction" to={primaryTxUrl('p-chain', tx.stakingTxHash)} />
            </dd>
          </>
        )}
        {tx.blsCredentials?.publicKey && (
          <>
            <dt>BLS public key</dt>
            <dd>
              <Hash value={tx.blsCredentials.publicKey} label="BLS public key" />
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** What a subnet, chain or L1 transaction made or changed. */
function SubnetSection({ tx }: { tx: Tx }) {
  if (!tx.subnetId || (tx.nodeId && tx.startTimestamp !== undefined)) return null;
  const manager = tx.l1ValidatorManagerDetails;
  return (
    <section aria-labelledby="tx-subnet">
      <h2 id="tx-subnet">Subnet and L1</h2>
      <dl className="fields card">
        <dt>Subnet</dt>
        <dd>
          <Hash value={tx.subnetId} label="subnet id" to={subnetUrl(tx.subnetId)} full />
        </dd>
        {tx.blockchainInfo && (
          <>
            <dt>Chain created</dt>
            <dd>
              {tx.blockchainInfo.chainName ?? '—'} {tx.blockchainInfo.vmId && <span className="muted">VM {tx.blockchainInfo.vmId}</span>}
            </dd>
          </>
        )}
        {tx.subnetOwnershipInfo && (
          <>
            <dt>Owners</dt>
            <dd>
              <AddressList addresses={tx.subnetOwnershipInfo.addresses ?? []} label="owner address" linkTo={pxAddressUrl} />{' '}
              <span className="muted">threshold {tx.subnetOwnershipInfo.threshold ?? '—'}</span>
            </dd>
          </>
        )}
        {manager?.blockchainId && (
          <>
            <dt>Validator manager</dt>
            <dd>
              <Hash value={manager.blockchainId} label="manager blockchain id" to={blockchainUrl(manager.blockchainId)} />{' '}
              {manager.contractAddress && <Hash value={manager.contractAddress} label="manager contract" />}
            </dd>
          </>
        )}
      </dl>
      {tx.l1ValidatorDetails && tx.l1ValidatorDetails.length > 0 && (
        <table className="static-table" aria-label="L1 validators">
          <thead>
            <tr>
              <th scope="col">Node</th>
              <th scope="col">Validation id</th>
              <th scope="col">Weight</th>
              <th scope="col">Balance change</th>
              <th scope="col">Remaining balance</th>
            </tr>
          </thead>
          <tbody>
            {tx.l1ValidatorDetails.map((v, i) => (
              <tr key={v.validationId ?? i}>
                <td>{v.nodeId ? <Hash value={v.nodeId} label="node id" /> : '—'}</td>
                <td>{v.validationId ? <Hash value={v.validationId} label="validation id" /> : '—'}</td>
                <td>
                  {v.weight ?? '—'}
                  {v.weight === 0 && <span className="muted"> (removed)</span>}
                </td>
                <td>{v.balanceChange === undefined ? '—' : <Amount value={navaxText(v.balanceChange)} decimals={9} unit="AVAX" />}</td>
                <td>
                  <Amount value={navaxText(v.remainingBalance)} decimals={9} unit="AVAX" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The EVM account side of a C-Chain import or export. */
function EvmSide({ tx }: { tx: Tx }) {
  const rows = [
    ...(tx.evmInputs ?? []).map((i) => ({ address: i.fromAddress, asset: i.asset, dir: 'From EVM account' })),
    ...(tx.evmOutputs ?? []).map((o) => ({ address: o.toAddress, asset: o.asset, dir: 'To EVM account' })),
  ];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="tx-evm">
      <h2 id="tx-evm">EVM side</h2>
      <dl className="fields card">
        {rows.map((r, i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt>{r.dir}</dt>
            <dd>
              <EvmAddress info={{ address: r.address }} /> <AssetAmounts amounts={r.asset ? [r.asset] : undefined} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The API sends L1 validator balances as JSON numbers of nAVAX; Amount formats integer text with BigInt. */
const navaxText = (n: number | undefined): string | undefined => (n === undefined || !Number.isSafeInteger(n) ? undefined : String(n));
