import { useMemo } from 'react';
import { isValidEvmAddress } from '../../shared/codecs/evmAddress';
import { staticList } from '../api/staticList';
import { useApiQuery } from '../api/useApiQuery';
import { Link, pathTo, useRouteParams } from '../app/router';
import { useChain } from '../app/useChain';
import { DataTable } from '../components/DataTable/DataTable';
import { ErrorState } from '../components/ErrorState';
import { checksum } from '../components/EvmAddress';
import { Field } from '../components/Field';
import { Hash } from '../components/Hash';
import { isNotFound } from '../components/isNotFound';
import { PageHeader } from '../components/PageHeader';
import { Price } from '../components/Price';
import { SkeletonLines } from '../components/Skeleton';
import { erc1155Columns, erc20Columns, erc721Columns, internalColumns } from './deploymentColumns';
import { NativeTransactionCard } from './NativeTransactionCard';
import { UnreadableNotice } from '../components/UnreadableNotice';

const rowKey = (prefix: string) => (t: { logIndex?: number; from?: { address?: string }; to?: { address?: string } }) =>
  `${prefix}:${t.logIndex ?? ''}:${t.from?.address ?? ''}:${t.to?.address ?? ''}`;
const erc20Key = rowKey('erc20');
const erc721Key = rowKey('erc721');
const erc1155Key = rowKey('erc1155');

/** The deployment transaction of a contract, every section of the response. */
export function ContractPage() {
  const { address: raw } = useRouteParams();
  const chain = useChain();
  const valid = isValidEvmAddress(raw);
  const address = valid ? checksum(raw) : raw;
  const deployment = useApiQuery('getDeploymentTransaction', { chainId: chain.chainId, address, currency: chain.currency }, { enabled: chain.ready && valid });
  const internal = useMemo(() => internalColumns(chain.token), [chain.token?.symbol, chain.token?.decimals]);
  const d = deployment.data;
  const internalKey = (t: { from?: { address?: string }; to?: { address?: string }; internalTxType?: string; value?: string }, i?: number) =>
    `${t.from?.address}:${t.to?.address}:${t.internalTxType}:${t.value}:${i ?? ''}`;

  const header = (
    <PageHeader
      title="Contract deployment"
      subtitle={valid ? <Hash value={address} label="contract address" full /> : raw}
      actions={valid ? <Link to={pathTo('/address/:address', { address })}>Address page</Link> : undefined}
    />
  );
  if (!valid) return <>{header}<p role="alert" className="field-error">"{raw}" is not a 0x contract address of 40 hex digits.</p></>;
  if (deployment.isPending) return <>{header}<SkeletonLines lines={10} label="Loading deployment" /></>;
  if (deployment.isError) {
    return (
      <>
        {header}
        {isNotFound(deployment.error) ? (
          <div className="state" role="status">No contract deployment is known for {address} on {chain.chainName}: it may be a wallet address, or a contract on another chain.</div>
        ) : (
          <ErrorState error={deployment.error} onRetry={() => void deployment.refetch()} what="the deployment" />
        )}
      </>
    );
  }

  const nt = d?.networkTokenDetails;
  const tm = d?.teleporterMessageInfo;
  const q = { status: deployment.status, error: deployment.error, refetch: deployment.refetch };
  return (
    <>
      {header}
      <UnreadableNotice value={d} />
      <h2>Native transaction</h2>
      <NativeTransactionCard tx={d?.nativeTransaction} token={chain.token} />

      <h2>ERC-20 transfers</h2>
      <DataTable tableId="deploy-erc20" label="ERC-20 transfers" list={staticList(d?.erc20Transfers, q)} columns={erc20Columns} getRowId={erc20Key} emptyMessage="The deployment made no ERC-20 transfers." itemNoun="transfers" height={220} />
      <h2>ERC-721 transfers</h2>
      <DataTable tableId="deploy-erc721" label="ERC-721 transfers" list={staticList(d?.erc721Transfers, q)} columns={erc721Columns} getRowId={erc721Key} emptyMessage="The deployment made no ERC-721 transfers." itemNoun="transfers" height={220} />
      <h2>ERC-1155 transfers</h2>
      <DataTable tableId="deploy-erc1155" label="ERC-1155 transfers" list={staticList(d?.erc1155Transfers, q)} columns={erc1155Columns} getRowId={erc1155Key} emptyMessage="The deployment made no ERC-1155 transfers." itemNoun="transfers" height={220} />
      <h2>Internal transactions</h2>
      <DataTable
        tableId="deploy-internal"
        label="Internal transactions"
        list={staticList(d?.internalTransactions?.map((t, i) => ({ ...t, _index: i })), q)}
        columns={internal}
        getRowId={(t) => internalKey(t, t._index)}
        emptyMessage="The deployment made no internal transactions."
        itemNoun="internal transactions"
        height={220}
      />

      <div className="grid-2" style={{ marginTop: 16 }}>
        <section className="card" aria-labelledby="network-token">
          <h2 id="network-token" style={{ marginTop: 0 }}>Network token</h2>
          <dl className="fields">
            <Field label="Name">{nt?.networkToken?.name}</Field>
            <Field label="Symbol">{nt?.networkToken?.symbol}</Field>
            <Field label="Decimals">{nt?.networkToken?.decimals}</Field>
            <Field label="Description">{nt?.networkToken?.description}</Field>
            <Field label="Current price"><Price price={nt?.currentPrice} /></Field>
            <Field label="Price at deployment"><Price price={nt?.historicalPrice} /></Field>
          </dl>
        </section>
        <section className="card" aria-labelledby="teleporter">
          <h2 id="teleporter" style={{ marginTop: 0 }}>Teleporter message</h2>
          {tm ? (
            <dl className="fields">
              <Field label="Message id">{tm.teleporterMessageId && <Hash value={tm.teleporterMessageId} label="message id" />}</Field>
              <Field label="Direction">{tm.direction}</Field>
              <Field label="Source chain">{tm.sourceChainId && <Hash value={tm.sourceChainId} label="source chain id" />}</Field>
              <Field label="Destination chain">{tm.destinationChainId && <Hash value={tm.destinationChainId} label="destination chain id" />}</Field>
            </dl>
          ) : (
            <p className="muted">The deployment sent or received no Teleporter message.</p>
          )}
        </section>
      </div>
    </>
  );
}
