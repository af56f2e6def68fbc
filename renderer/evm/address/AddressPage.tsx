import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { useApiQuery } from '../../api/useApiQuery';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { checksum } from '../../components/EvmAddress';
import { IdHeader } from '../../components/IdHeader';
import { PageHeader } from '../../components/PageHeader';
import { TaxExportButton } from '../../exports/TaxExportButton';
import { AddressForm } from './AddressForm';
import { AddressSummary } from './AddressSummary';
import { AddressTabs } from './AddressTabs';
import { NativeBalance } from './NativeBalance';
import { WatchButton } from '../../watchlist/WatchButton';
import { AddToPortfolio } from '../../portfolio/AddToPortfolio';
import { addressUrl, contractUrl } from '../../app/urls';
import { AddressChainChips } from '../../contracts/AddressChainChips';
import { ContractHeader } from '../../contracts/ContractHeader';

export function AddressPage() {
  const { address: raw } = useRouteParams();
  const chain = useChain();
  if (!isValidEvmAddress(raw)) {
    return (
      <>
        <PageHeader title="Address" />
        <p role="alert" className="field-error">
          "{raw}" is not a 0x address of 40 hex digits with a valid checksum.
        </p>
        <AddressForm label="EVM address" to={addressUrl} button="Open address" />
      </>
    );
  }
  const address = checksum(raw);
  return (
    <>
      <IdHeader title="Address" id={address} idName="address" what="address">
        {chain.ready && <WatchButton target={{ kind: 'evmAddress', id: address, chainId: chain.chainId }} />}
        {chain.ready && <AddToPortfolio member={{ kind: 'evm', address, chainIds: [chain.chainId] }} />}
        <ContractLink address={address} />
        <TaxExportButton
          target={{ type: 'TRANSACTION_EXPORT_EVM', addresses: [address], includeChains: [chain.chainId], currency: chain.currency }}
        />
      </IdHeader>
      <p className="muted">
        {chain.chainName} · {chain.network}
      </p>
      <AddressChainChips address={address} />
      <ContractHeader address={address} />
      <div className="grid-2">
        <NativeBalance address={address} />
        <AddressSummary address={address} />
      </div>
      <AddressTabs address={address} />
    </>
  );
}

/** The deployment link, shown only for a contract (an address with a deployment transaction). */
function ContractLink({ address }: { address: string }) {
  const chain = useChain();
  const deployment = useApiQuery(
    'getDeploymentTransaction',
    { chainId: chain.chainId, address, currency: chain.currency },
    { enabled: chain.ready, retry: false },
  );
  return deployment.isSuccess ? <Link to={contractUrl(address)}>Contract deployment</Link> : null;
}
