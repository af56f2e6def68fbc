import type { z } from 'zod';
import type { PrimaryUtxo } from '../../../shared/api';
import { useChain } from '../../app/useChain';
import { Amount } from '../../components/Amount';
import { Hash } from '../../components/Hash';
import { Timestamp } from '../../components/Timestamp';
import { ChainName } from '../chains/ChainName';
import { AddressList } from '../genesis/AddressList';
import { chainAliasOf } from '../chainAlias';
import { Locktime } from '../subnets/Locktime';
import { primaryTxUrl, pxAddressUrl } from '../../app/urls';

/** The X-/C-Chain UTXO, or the P-Chain's with its block and staking fields: the card shows what is there. */
export type UtxoItem = z.output<typeof PrimaryUtxo>;

/** One UTXO of a transaction: owners, amount in the asset's denomination, spending conditions and credentials. */
export function UtxoCard({ utxo, side }: { utxo: UtxoItem; side: 'consumed' | 'emitted' }) {
  const asset = utxo.asset;
  const { network } = useChain();
  const createdOn = chainAliasOf(utxo.createdOnChainId, network);
  const consumedOn = chainAliasOf(utxo.consumedOnChainId, network);
  const creator = utxo.creationTxHash ?? utxo.txHash;
  return (
    <li className="utxo" aria-label={`${side} UTXO ${utxo.utxoId ?? ''}`}>
      <dl className="fields">
        <dt>Amount</dt>
        <dd>
          <strong>
            <Amount value={asset?.amount} decimals={asset?.denomination} unit={asset?.symbol} />
          </strong>
          {asset?.name && <span className="muted"> {asset.name}</span>}
        </dd>
        <dt>Addresses</dt>
        <dd>
          <AddressList addresses={utxo.addresses ?? []} label="UTXO address" linkTo={pxAddressUrl} />
        </dd>
        <dt>Type</dt>
        <dd>
          {utxo.utxoType ?? '—'}
          {asset?.type ? ` · ${asset.type}` : ''}
        </dd>
        <dt>Threshold</dt>
        <dd>{utxo.threshold ?? '—'}</dd>
        <dt>Locktime</dt>
        <dd>
          <Locktime seconds={utxo.locktime} />
        </dd>
        <dt>UTXO id</dt>
        <dd>
          {utxo.utxoId ? <Hash value={utxo.utxoId} label="UTXO id" /> : '—'}{' '}
          {utxo.outputIndex !== undefined && <span className="muted">output {utxo.outputIndex}</span>}
        </dd>
        <dt>Created on</dt>
        <dd>
          <ChainName id={utxo.createdOnChainId} label="created on chain id" /> <Timestamp seconds={utxo.timestamp ?? utxo.blockTimestamp} />
        </dd>
        {creator && (
          <>
            <dt>Created by</dt>
            <dd>
              <Hash value={creator} label="creating transaction" to={createdOn && primaryTxUrl(createdOn, creator)} />
            </dd>
          </>
        )}
        {/* An unspent UTXO names the chain that can consume it (the real API's schema), not a consumption. */}
        {utxo.consumedOnChainId &&
          (utxo.consumingTxHash ? (
            <>
              <dt>Consumed on</dt>
              <dd>
                <ChainName id={utxo.consumedOnChainId} label="consumed on chain id" />{' '}
                <Timestamp seconds={utxo.consumingTxTimestamp ?? utxo.consumingBlockTimestamp} />
              </dd>
            </>
          ) : (
            <>
              <dt>Unspent; consumable on</dt>
              <dd>
                <ChainName id={utxo.consumedOnChainId} label="consumable on chain id" />
              </dd>
            </>
          ))}
        {utxo.consumingTxHash && (
          <>
            <dt>Consumed by</dt>
            <dd>
              <Hash
                value={utxo.consumingTxHash}
                label="consuming transaction"
                to={consumedOn && primaryTxUrl(consumedOn, utxo.consumingTxHash)}
              />
            </dd>
          </>
        )}
        {utxo.utxoStartTimestamp !== undefined && (
          <>
            <dt>Staked</dt>
            <dd>
              <Timestamp seconds={utxo.utxoStartTimestamp} /> to <Timestamp seconds={utxo.utxoEndTimestamp} />
              {utxo.rewardType && <span className="muted"> · {utxo.rewardType}</span>}
            </dd>
          </>
        )}
        <dt>Credentials</dt>
        <dd>
          {utxo.credentials && utxo.credentials.length > 0 ? (
            <ul className="address-list" aria-label="Credentials">
              {utxo.credentials.map((c, i) => (
                <li key={i}>
                  {c.publicKey && (
                    <>
                      key <Hash value={c.publicKey} label="public key" />{' '}
                    </>
                  )}
                  {c.signature && (
                    <>
                      sig <Hash value={c.signature} label="signature" />
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <span className="muted">none</span>
          )}
        </dd>
      </dl>
    </li>
  );
}
