import { AddressForm } from '../address/AddressForm';
import { PageHeader } from '../../components/PageHeader';
import { nftCollectionUrl } from '../../app/urls';
import { SeenCollections } from './SeenCollections';

export function NftLookupPage() {
  return (
    <>
      <PageHeader title="NFT collections" subtitle="Tokens of an ERC-721 contract with their metadata" />
      <AddressForm label="Collection contract address" to={nftCollectionUrl} button="Open collection" />
      <p className="muted">Collections also open from an address's collectibles and from ERC-721 transfers.</p>
      <SeenCollections />
    </>
  );
}
