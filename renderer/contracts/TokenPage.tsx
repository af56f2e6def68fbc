import { useEffect, useMemo } from 'react';
import { formatCount } from '../../shared/format/count';
import { useApiQuery } from '../api/useApiQuery';
import { useBudgetGate } from '../api/useBudgetGate';
import { useInfiniteList } from '../api/useInfiniteList';
import { txLink } from '../app/urls';
import { useChain } from '../app/useChain';
import { DataTable } from '../components/DataTable/DataTable';
import { Price } from '../components/Price';
import { useLoadAll } from '../primary/rewards/useLoadAll';
import { ContractCard } from './ContractCard';
import { ContractPageFrame, useContractAddress } from './contractPageState';
import { tokenTransferColumns, tokenTransferRowId } from './tokenTransferColumns';
import { noteName } from './contractNamesState';

/** A token: what the API knows of its contract, its price, and every transfer of it newest first (exportable). */
export function TokenPage() {
  const at = useContractAddress();
  const { valid, address } = at;
  const chain = useChain();
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
  const latestPrice = list.items[0]?.erc20Token?.price;
  const content = () => (
    <>
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
  return (
    <ContractPageFrame
      title={title}
      at={at}
      noun="token"
      query={metadata}
      loading={{ lines: 6, label: 'Loading the token' }}
      notFound={`${address} is not a contract on ${chain.chainName}: it may be a wallet address, or a token on another chain.`}
      what="the token"
    >
      {content}
    </ContractPageFrame>
  );
}
