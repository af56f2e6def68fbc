import { useEffect, useMemo } from 'react';
import { isValidEvmAddress } from '../../shared/codecs/evmAddress';
import { formatCount } from '../../shared/format/count';
import { useApiQuery } from '../api/useApiQuery';
import { useBudgetGate } from '../api/useBudgetGate';
import { useInfiniteList } from '../api/useInfiniteList';
import { Link, useRouteParams } from '../app/router';
import { addressUrl, txLink } from '../app/urls';
import { useChain } from '../app/useChain';
import { DataTable } from '../components/DataTable/DataTable';
import { checksum } from '../components/EvmAddress';
import { Hash } from '../components/Hash';
import { PageHeader } from '../components/PageHeader';
import { Price } from '../components/Price';
import { useLoadAll } from '../primary/rewards/useLoadAll';
import { ContractCard } from './ContractCard';
import { contractPageState } from './contractPageState';
import { tokenTransferColumns, tokenTransferRowId } from './tokenTransferColumns';
import { noteName } from './contractNamesState';

/** A token: what the API knows of its contract, its price, and every transfer of it newest first (exportable). */
export function TokenPage() {
  const { address: raw } = useRouteParams();
  const chain = useChain();
  const valid = isValidEvmAddress(raw);
  const address = valid ? checksum(raw) : raw;
  const metadata = useApiQuery(
    'getContractMetadata',
    { chainId: chain.chainId, address },
    { enabled: chain.ready && valid, staleTime: 60 * 60_000 },
  );
  const m = metadata.data;
  const isToken = /^ERC-(20|721|1155)$/.test(m?.ercType ?? '');
  useEffect(() => {
    if (m && isToken) noteName(chain.chainId, address, { name: m.name, symbol: m.symbol, ercType: m.ercType });
  }, [m, isToken, chain.chainId, address]);
  const list = useInfiniteList(
    'listTokenTransfers',
    { chainId: chain.chainId, address },
    { getRowId: tokenTransferRowId, enabled: chain.ready && valid && isToken },
  );
  const loadAll = useLoadAll(list);
  const columns = useMemo(() => tokenTransferColumns(m?.ercType), [m?.ercType]);
  const gate = useBudgetGate('listTokenTransfers', undefined);
  const title = m?.name ? `${m.name}${m.symbol ? ` (${m.symbol})` : ''}` : 'Token';
  const header = (
    <PageHeader
      title={title}
      subtitle={valid ? <Hash value={address} label="token address" full /> : raw}
      actions={valid ? <Link to={addressUrl(address)}>Address page</Link> : undefined}
    />
  );

  const early = contractPageState({
    header,
    raw,
    valid,
    noun: 'token',
    query: metadata,
    loading: { lines: 6, label: 'Loading the token' },
    notFound: `${address} is not a contract on ${chain.chainName}: it may be a wallet address, or a token on another chain.`,
    what: 'the token',
  });
  if (early) return early;
  const latestPrice = list.items[0]?.erc20Token?.price;
  return (
    <>
      {header}
      <ContractCard metadata={m!} />
      {!isToken ? (
        <div className="state" role="status">
          {title} is a contract, not a token: it has no transfers of its own. Its transactions are on its address page.
        </div>
      ) : (
        <section aria-labelledby="token-transfers">
          <h2 id="token-transfers">Transfers</h2>
          {m?.ercType === 'ERC-20' && (
            <p>
              Price: <Price price={latestPrice} />
              {latestPrice ? <span className="muted"> on the day of the latest transfer</span> : null}
            </p>
          )}
          <p role="status">
            {loadAll.running ? (
              <>
                Loading every transfer… {formatCount(list.items.length)} so far.{' '}
                <button type="button" onClick={loadAll.cancel}>
                  Cancel
                </button>
              </>
            ) : list.hasNextPage ? (
              <>
                More transfers than the {formatCount(list.items.length)} loaded: scroll for more, or{' '}
                <button type="button" onClick={() => gate.run(loadAll.start)}>
                  Load all
                </button>{' '}
                {gate.note}
              </>
            ) : list.status === 'success' ? (
              `All ${formatCount(list.items.length)} transfers are loaded.`
            ) : null}
          </p>
          {gate.prompt}
          <DataTable
            tableId="token-transfers"
            label={`Transfers of ${m?.symbol || m?.name || address}`}
            list={list}
            columns={columns}
            getRowId={tokenTransferRowId}
            rowHref={txLink}
            itemNoun="transfers"
            emptyMessage={`No transfers of ${title} on ${chain.chainName}.`}
          />
        </section>
      )}
    </>
  );
}
