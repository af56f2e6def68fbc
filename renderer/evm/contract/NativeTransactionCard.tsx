import type { z } from 'zod';
import type { DeploymentTransaction, NativeTransaction } from '../../../shared/api';
import { amountTimesPrice, decimalToString } from '../../../shared/format/decimal';
import { formatAge } from '../../../shared/format/time';
import { GasUsage } from '../blocks/GasUsage';
import type { ChainContext } from '../../app/useChain';
import { Amount } from '../../components/Amount';
import { EvmAddress } from '../../components/EvmAddress';
import { Field } from '../../components/Field';
import { Hash } from '../../components/Hash';
import { formatPrice } from '../../components/Price';
import { Timestamp } from '../../components/Timestamp';
import { useNow } from '../../components/useNow';
import { InputData } from '../transactions/InputData';
import { TxStatus } from '../transactions/TxStatus';
import { blockUrl, txUrl } from '../../app/urls';

type Prices = z.output<typeof DeploymentTransaction>['networkTokenDetails'];

const gwei = (v: string | undefined) => <Amount value={v} decimals={9} unit="gwei" />;
const isInt = (v: string | undefined): v is string => v !== undefined && /^\d+$/.test(v);

/** An amount of the native token in a currency at a price, exactly (BigInt), as the locale writes money. */
function valueAt(amount: string | undefined, decimals: number | undefined, price: { currencyCode?: string; value?: string } | undefined) {
  if (!isInt(amount) || decimals === undefined || !price?.value) return undefined;
  const value = amountTimesPrice(amount, decimals, price.value);
  return value && formatPrice({ currencyCode: price.currencyCode, value: decimalToString(value, 6) });
}

/**
 * One transaction in full: status, block, time and age, parties, value (and what it is worth), the fee (gas
 * used x effective price, with its base and priority parts), nonce, position, method and input (decoded by
 * the method's signature). `linkHash` links the hash to the transaction's own page (from elsewhere).
 */
export function NativeTransactionCard({
  tx,
  token,
  prices,
  linkHash = false,
}: {
  tx: z.output<typeof NativeTransaction> | undefined;
  token: ChainContext['token'];
  prices?: Prices;
  linkHash?: boolean;
}) {
  const now = useNow(30_000);
  if (!tx) return <p className="muted">The response has no native transaction.</p>;
  const fee = isInt(tx.gasUsed) && isInt(tx.gasPrice) ? (BigInt(tx.gasUsed) * BigInt(tx.gasPrice)).toString() : undefined;
  const priority =
    isInt(tx.gasPrice) && isInt(tx.baseFeePerGas) && BigInt(tx.gasPrice) >= BigInt(tx.baseFeePerGas)
      ? (BigInt(tx.gasPrice) - BigInt(tx.baseFeePerGas)).toString()
      : undefined;
  const worth = (amount: string | undefined) => {
    const today = valueAt(amount, token?.decimals, prices?.currentPrice);
    const then = valueAt(amount, token?.decimals, prices?.historicalPrice);
    if (!today) return null;
    return (
      <span className="muted">
        {' '}
        ≈ {today} today{then ? `, ${then} on the day` : ''}
      </span>
    );
  };
  return (
    <div className="card">
      <dl className="fields">
        <Field label="Transaction hash">
          {tx.txHash && <Hash value={tx.txHash} label="transaction hash" to={linkHash ? txUrl(tx.txHash) : undefined} full />}
        </Field>
        <Field label="Status">
          <TxStatus status={tx.txStatus} />
        </Field>
        <Field label="Block">
          {tx.blockNumber && <Hash value={tx.blockNumber} label="block number" to={blockUrl(tx.blockNumber)} full />}
        </Field>
        <Field label="Block hash">
          {tx.blockHash && <Hash value={tx.blockHash} label="block hash" to={blockUrl(tx.blockHash)} full />}
        </Field>
        <Field label="Position in block">{tx.blockIndex}</Field>
        <Field label="Timestamp">
          {tx.blockTimestamp !== undefined && (
            <>
              <Timestamp seconds={tx.blockTimestamp} /> <span className="muted">({formatAge(tx.blockTimestamp, now / 1000)})</span>
            </>
          )}
        </Field>
        <Field label="Chain id">{tx.chainId}</Field>
        <Field label="From">
          <EvmAddress info={tx.from} full />
        </Field>
        <Field label="To">
          <EvmAddress info={tx.to} full />
        </Field>
        <Field label="Method">
          {tx.method ? [tx.method.methodName, tx.method.callType, tx.method.methodHash].filter(Boolean).join(' · ') : undefined}
        </Field>
        <Field label="Value">
          <Amount value={tx.value} decimals={token?.decimals} unit={token?.symbol} />
          {worth(tx.value)}
        </Field>
        <Field label="Transaction fee">
          {fee && (
            <>
              <Amount value={fee} decimals={token?.decimals} unit={token?.symbol} />
              {worth(fee)}
            </>
          )}
        </Field>
        <Field label="Type">{tx.txType === 2 ? '2 (EIP-1559)' : tx.txType === 0 ? '0 (legacy)' : tx.txType}</Field>
        <Field label="Nonce">{tx.nonce}</Field>
        <Field label="Gas used / limit">
          <GasUsage used={tx.gasUsed} limit={tx.gasLimit} showLimit />
        </Field>
        <Field label="Effective gas price">{gwei(tx.gasPrice)}</Field>
        <Field label="Base fee per gas">{gwei(tx.baseFeePerGas)}</Field>
        <Field label="Priority fee paid per gas">{priority !== undefined ? gwei(priority) : undefined}</Field>
        <Field label="Max fee per gas">{gwei(tx.maxFeePerGas)}</Field>
        <Field label="Max priority fee per gas">{gwei(tx.maxPriorityFeePerGas)}</Field>
        <Field label="Input">{tx.input ? <InputData input={tx.input} signature={tx.method?.methodName} /> : undefined}</Field>
      </dl>
    </div>
  );
}
