import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { ViewToggle } from '../address/ViewToggle';
import { useInfiniteList } from '../../api/useInfiniteList';
import { setQueryParams, useHashLocation, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { checksum } from '../../components/EvmAddress';
import { Hash } from '../../components/Hash';
import { PageHeader } from '../../components/PageHeader';
import { NftCard } from './NftCard';
import { NftGrid } from './NftGrid';
import { tokenKey, tokenTable } from './tokenColumns';
import { ROUTES, nftTokenLink } from '../../app/urls';

/** The tokens of an NFT contract with their metadata, as a grid or a table. */
export function NftCollectionPage() {
  const { address: raw } = useRouteParams();
  const chain = useChain();
  const valid = isValidEvmAddress(raw);
  const address = valid ? checksum(raw) : raw;
  const view = useHashLocation().query.get('view') === 'table' ? 'table' : 'grid';
  const list = useInfiniteList('listNftTokens', { chainId: chain.chainId, address }, { ...tokenTable, enabled: chain.ready && valid });
  const first = list.items[0];
  const title = first?.name ? `${first.name}${first.symbol ? ` (${first.symbol})` : ''}` : 'NFT collection';

  if (!valid)
    return (
      <>
        <PageHeader title="NFT collection" />
        <p role="alert" className="field-error">
          "{raw}" is not a 0x contract address of 40 hex digits.
        </p>
      </>
    );
  const empty = `No tokens of ${address} are indexed on ${chain.chainName}.`;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={<Hash value={address} label="collection address" full />}
        actions={<ViewToggle view={view} onChange={(v) => setQueryParams({ view: v === 'grid' ? null : v })} />}
      />
      {view === 'grid' ? (
        <NftGrid
          label="Tokens"
          list={list}
          getKey={tokenKey}
          emptyMessage={empty}
          renderCard={(t) => (
            <NftCard
              name={t.metadata?.name || t.name}
              tokenId={t.tokenId}
              imageUri={t.metadata?.imageUri}
              href={nftTokenLink(t) ?? ROUTES.nfts}
              detail={t.metadata?.indexStatus}
            />
          )}
        />
      ) : (
        <DataTable tableId="nft-tokens" label="Tokens" list={list} {...tokenTable} emptyMessage={empty} />
      )}
    </>
  );
}
