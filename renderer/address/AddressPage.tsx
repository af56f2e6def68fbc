import { isValidEvmAddress } from '../../shared/codecs/evmAddress';
import { Link, pathTo, useRouteParams } from '../app/router';
import { useChain } from '../app/useChain';
import { checksum } from '../components/EvmAddress';
import { Hash } from '../components/Hash';
import { PageHeader } from '../components/PageHeader';
import { TaxExportButton } from '../exports/TaxExportButton';
import { AddressForm } from './AddressForm';
import { Collectibles } from './Collectibles';
import { Erc721Transfers } from './Erc721Transfers';
import { NativeBalance } from './NativeBalance';

export function AddressPage() {
  const { address: raw } = useRouteParams();
  const chain = useChain();
  if (!isValidEvmAddress(raw)) {
    return (
      <>
        <PageHeader title="Address" />
        <p role="alert" className="field-error">"{raw}" is not a 0x address of 40 hex digits with a valid checksum.</p>
        <AddressForm label="EVM address" pattern="/address/:address" button="Open address" />
      </>
    );
  }
  const address = checksum(raw);
  return (
    <>
      <PageHeader
        title="Address"
        subtitle={<Hash value={address} label="address" full />}
        actions={
          <>
            <Link to={pathTo('/contract/:address', { address })}>Contract deployment</Link>
            <TaxExportButton target={{ type: 'TRANSACTION_EXPORT_EVM', addresses: [address], includeChains: [chain.chainId], currency: chain.currency }} />
          </>
        }
      />
      <p className="muted">{chain.chainName} · {chain.network}</p>
      <NativeBalance address={address} />
      <Collectibles address={address} />
      <Erc721Transfers address={address} />
    </>
  );
}
