import { useState } from 'react';
import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { useBudgetGate } from '../../api/useBudgetGate';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useWalkPages } from '../../api/useWalkPages';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { ErrorState } from '../../components/ErrorState';
import { checksum, EvmAddress } from '../../components/EvmAddress';
import { Field } from '../../components/Field';
import { Hash } from '../../components/Hash';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { Timestamp } from '../../components/Timestamp';
import { NftImage } from './NftImage';
import { parseTraits } from './parseTraits';
import { ReindexButton } from './ReindexButton';
import { tokenKey } from './tokenColumns';
import { nftCollectionUrl } from '../../app/urls';
import { formatCount } from '../../../shared/format/count';

/**
 * One token with its metadata. The API has no single-token endpoint, so the page walks the
 * collection's pages (largest page size) until it finds the token, then stops. On a metered
 * profile the walk past the first page shows its cost and asks first (its length is not known).
 */
export function NftTokenPage() {
  const { address: raw, tokenId } = useRouteParams();
  const chain = useChain();
  const valid = isValidEvmAddress(raw) && /^\d{1,78}$/.test(tokenId);
  const address = valid ? checksum(raw) : raw;
  const list = useInfiniteList('listNftTokens', { chainId: chain.chainId, address }, { getRowId: tokenKey, enabled: chain.ready && valid });
  const token = list.items.find((t) => t.tokenId === tokenId);
  const { hasNextPage, nextPageError } = list;
  const gate = useBudgetGate('listNftTokens', undefined);
  const [walkAllowed, setWalkAllowed] = useState(false);
  const walking = !token && (gate.estimate === null || walkAllowed);
  useWalkPages(list, walking);

  const collectionLink = <Link to={nftCollectionUrl(address)}>Collection</Link>;
  if (!valid)
    return (
      <>
        <PageHeader title="NFT token" />
        <p role="alert" className="field-error">
          The address must be a 0x contract address and the token id a decimal number.
        </p>
      </>
    );
  const header = (title: string) => (
    <PageHeader title={title} subtitle={<Hash value={address} label="collection address" />} actions={collectionLink} />
  );
  if (list.status === 'error')
    return (
      <>
        {header(`Token #${tokenId}`)}
        <ErrorState error={list.error} onRetry={list.retry} what="the collection" />
      </>
    );
  if (!token) {
    if (nextPageError)
      return (
        <>
          {header(`Token #${tokenId}`)}
          <ErrorState error={nextPageError} onRetry={list.retry} what="the collection" />
        </>
      );
    if (list.status === 'success' && hasNextPage && !walking) {
      return (
        <>
          {header(`Token #${tokenId}`)}
          <div className="state" role="status">
            <p>
              Token {tokenId} is not among the first {formatCount(list.items.length)} tokens of the collection.
            </p>
            <p>
              <button type="button" onClick={() => gate.run(() => setWalkAllowed(true))}>
                Look through the whole collection
              </button>
            </p>
            <p>{gate.note}</p>
          </div>
          {gate.prompt}
        </>
      );
    }
    if (list.status === 'pending' || hasNextPage)
      return (
        <>
          {header(`Token #${tokenId}`)}
          <SkeletonLines label={`Looking for token ${tokenId} (${list.items.length} tokens checked)`} />
        </>
      );
    return (
      <>
        {header(`Token #${tokenId}`)}
        <div className="state" role="status">
          The collection has no token {tokenId} on {chain.chainName}.
        </div>
      </>
    );
  }

  const m = token.metadata;
  const traits = parseTraits(m?.attributes);
  const name = m?.name || token.name || `Token #${tokenId}`;
  return (
    <>
      {header(name)}
      <div className="nft-detail">
        <div>
          <NftImage uri={m?.imageUri} name={name} />
        </div>
        <div>
          <dl className="fields">
            <Field label="Token id">{token.tokenId}</Field>
            <Field label="Collection">
              {token.name}
              {token.symbol ? ` (${token.symbol})` : ''}
            </Field>
            <Field label="Standard">{token.ercType}</Field>
            <Field label="Owner">
              <EvmAddress info={{ address: token.ownerAddress }} />
            </Field>
            <Field label="Description">{m?.description}</Field>
            <Field label="Index status">{m?.indexStatus}</Field>
            <Field label="Metadata updated">
              {m?.metadataLastUpdatedTimestamp ? <Timestamp seconds={m.metadataLastUpdatedTimestamp} /> : undefined}
            </Field>
            <Field label="Token URI">{token.tokenUri && <Hash value={token.tokenUri} label="token URI" full />}</Field>
            <Field label="External URL">{m?.externalUrl}</Field>
            <Field label="Animation">{m?.animationUri}</Field>
            <Field label="Background">{m?.background}</Field>
          </dl>
          <h2>Attributes</h2>
          {traits === null ? (
            <pre className="mono">{m?.attributes}</pre>
          ) : traits.length === 0 ? (
            <p className="muted">No attributes.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Trait</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                {traits.map((t, i) => (
                  <tr key={i}>
                    <td>{t.name}</td>
                    <td>{t.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>Metadata</h2>
          <ReindexButton chainId={chain.chainId} address={address} tokenId={tokenId} onDone={() => list.retry()} />
        </div>
      </div>
    </>
  );
}
