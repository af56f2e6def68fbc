import type { z } from 'zod';
import type { NativeTransaction } from '../../shared/api';
import { pathTo } from '../app/router';
import { GasUsage } from '../blocks/GasUsage';
import type { ChainContext } from '../app/useChain';
import { Amount } from '../components/Amount';
import { CopyButton } from '../components/CopyButton';
import { EvmAddress } from '../components/EvmAddress';
import { Field } from '../components/Field';
import { Hash } from '../components/Hash';
import { Timestamp } from '../components/Timestamp';
import { TxStatus } from '../transactions/TxStatus';

const gwei = (v: string | undefined) => <Amount value={v} decimals={9} unit="gwei" />;

/** The deployment's native transaction: every field, its input and its fee fields. */
export function NativeTransactionCard({ tx, token }: { tx: z.output<typeof NativeTransaction> | undefined; token: ChainContext['token'] }) {
  if (!tx) return <p className="muted">The response has no native transaction.</p>;
  return (
    <div className="card">
      <dl className="fields">
        <Field label="Transaction hash">{tx.txHash && <Hash value={tx.txHash} label="transaction hash" full />}</Field>
        <Field label="Status"><TxStatus status={tx.txStatus} /></Field>
        <Field label="Block">{tx.blockNumber && <Hash value={tx.blockNumber} label="block number" to={pathTo('/blocks/:blockId', { blockId: tx.blockNumber })} full />}</Field>
        <Field label="Block hash">{tx.blockHash && <Hash value={tx.blockHash} label="block hash" full />}</Field>
        <Field label="Position in block">{tx.blockIndex}</Field>
        <Field label="Timestamp"><Timestamp seconds={tx.blockTimestamp} /></Field>
        <Field label="Chain id">{tx.chainId}</Field>
        <Field label="From"><EvmAddress info={tx.from} full /></Field>
        <Field label="To"><EvmAddress info={tx.to} full /></Field>
        <Field label="Method">{tx.method ? [tx.method.methodName, tx.method.callType, tx.method.methodHash].filter(Boolean).join(' · ') : undefined}</Field>
        <Field label="Value"><Amount value={tx.value} decimals={token?.decimals} unit={token?.symbol} /></Field>
        <Field label="Type">{tx.txType}</Field>
        <Field label="Nonce">{tx.nonce}</Field>
        <Field label="Gas used / limit"><GasUsage used={tx.gasUsed} limit={tx.gasLimit} showLimit /></Field>
        <Field label="Gas price">{gwei(tx.gasPrice)}</Field>
        <Field label="Base fee per gas">{gwei(tx.baseFeePerGas)}</Field>
        <Field label="Max fee per gas">{gwei(tx.maxFeePerGas)}</Field>
        <Field label="Max priority fee per gas">{gwei(tx.maxPriorityFeePerGas)}</Field>
        <Field label="Input">
          {tx.input ? (
            <>
              <CopyButton value={tx.input} label="input data" />
              <pre className="mono" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 200, overflow: 'auto', margin: 0 }}>{tx.input}</pre>
            </>
          ) : undefined}
        </Field>
      </dl>
    </div>
  );
}
