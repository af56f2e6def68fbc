import { useId, useState, type FormEvent } from 'react';
import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { useInfiniteList } from '../../api/useInfiniteList';
import { setQueryParams, useHashLocation } from '../../app/router';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { NftCard } from '../nft/NftCard';
import { NftGrid } from '../nft/NftGrid';
import { collectibleKey, collectibleTable } from './collectibleColumns';
import { ViewToggle } from './ViewToggle';
import { ROUTES, nftTokenLink } from '../../app/urls';

/** ERC-721 and ERC-1155 balances as a grid or a table, filtered to one contract with `?contract=`. */
export function Collectibles({ address }: { address: string }) {
  const chain = useChain();
  const { query } = useHashLocation();
  const contract = query.get('contract') ?? '';
  const view = query.get('view') === 'table' ? 'table' : 'grid';
  const [draft, setDraft] = useState(contract);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const params = { chainId: chain.chainId, address, ...(contract ? { contractAddress: contract } : {}) };
  const list = useInfiniteList('listCollectibleBalances', params, { ...collectibleTable, enabled: chain.ready });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const value = draft.trim();
    if (value && !isValidEvmAddress(value)) {
      setError('The contract must be a 0x address of 40 hex digits, or empty for every contract.');
      return;
    }
    setError(null);
    setQueryParams({ contract: value || null });
  };
  const empty = contract
    ? `This address holds no collectibles of contract ${contract} on ${chain.chainName}.`
    : `This address holds no collectibles on ${chain.chainName}.`;

  return (
    <section aria-labelledby="collectibles">
      <h2 id="collectibles">Collectibles</h2>
      <div className="form-row">
        <form className="form-row" onSubmit={apply} noValidate style={{ margin: 0 }}>
          <label>
            Contract filter
            <input
              value={draft}
              size={44}
              placeholder="0x… (all contracts)"
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              spellCheck={false}
            />
          </label>
          <button type="submit">Filter</button>
        </form>
        <ViewToggle view={view} onChange={(v) => setQueryParams({ view: v === 'grid' ? null : v })} />
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {view === 'grid' ? (
        <NftGrid
          label="Collectibles"
          list={list}
          getKey={collectibleKey}
          emptyMessage={empty}
          renderCard={(c) => (
            <NftCard
              name={c.metadata?.name || c.name}
              tokenId={c.tokenId}
              imageUri={c.metadata?.imageUri}
              href={nftTokenLink(c) ?? ROUTES.nfts}
              detail={c.ercType}
            />
          )}
        />
      ) : (
        <DataTable tableId="collectibles" label="Collectibles" list={list} {...collectibleTable} emptyMessage={empty} height={420} />
      )}
    </section>
  );
}
