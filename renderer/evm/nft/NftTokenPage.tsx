import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { useApiQuery } from '../../api/useApiQuery';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { ErrorState } from '../../components/ErrorState';
import { checksum, EvmAddress } from '../../components/EvmAddress';
import { Field } from '../../components/Field';
import { Hash } from '../../components/Hash';
import { isNotFound } from '../../components/isNotFound';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { Timestamp } from '../../components/Timestamp';
import { NftImage } from './NftImage';
import { parseTraits } from './parseTraits';
import { ReindexButton } from './ReindexButton';
import { nftCollectionUrl } from '../../app/urls';

/** One token with its metadata, read by itself (GET …/tokens/{tokenId}); a token the collection lacks is said so plainly. */
export function NftTokenPage() {
  const { address: raw, tokenId } = useRouteParams();
  const chain = useChain();
  const valid = isValidEvmAddress(raw) && /^\d{1,78}$/.test(tokenId);
  const address = valid ? checksum(raw) : raw;
  // A 404 says the token does not exist: asking again would not change that.
  const read = useApiQuery('getNftToken', { chainId: chain.chainId, address, tokenId }, { enabled: chain.ready && valid, retry: false });
  const token = read.data;

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
  if (read.isPending)
    return (
      <>
        {header(`Token #${tokenId}`)}
        <SkeletonLines label={`Loading token ${tokenId}`} />
      </>
    );
  if (read.isError || !token)
    return (
      <>
        {header(`Token #${tokenId}`)}
        {isNotFound(read.error) ? (
          <div className="state" role="status">
            The collection has no token {tokenId} on {chain.chainName}.
          </div>
        ) : (
          <ErrorState error={read.error} onRetry={() => void read.refetch()} what="the token" />
        )}
      </>
    );

  const m = token.metadata;
  // ERC-721 metadata lists attributes, ERC-1155 metadata properties: both are JSON text.
  const attributes = typeof m?.attributes === 'string' ? m.attributes : typeof m?.properties === 'string' ? m.properties : undefined;
  const traits = parseTraits(attributes);
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
            <pre className="mono">{attributes}</pre>
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
          <ReindexButton chainId={chain.chainId} address={address} tokenId={tokenId} onDone={() => void read.refetch()} />
        </div>
      </div>
    </>
  );
}
