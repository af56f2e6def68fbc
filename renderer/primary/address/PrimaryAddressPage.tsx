import { setQueryParams, useHashLocation, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { Hash } from '../../components/Hash';
import { PageHeader } from '../../components/PageHeader';
import { TaxExportButton } from '../../exports/TaxExportButton';
import { ChainInteractions } from '../balances/ChainInteractions';
import { parsePrimaryChain, PrimaryChainPicker } from '../balances/PrimaryChainPicker';
import { PrimaryBalancesView } from '../balances/PrimaryBalancesView';
import { parseAddressList } from '../forms/parseAddressList';
import { AddressHistory } from '../explorer/AddressHistory';
import { AddressUtxos } from '../explorer/AddressUtxos';
import { RewardsLists } from '../rewards/RewardsLists';
import '../primary.css';
import { LabelEditor } from '../../addressBook/LabelEditor';

/**
 * One P-/X- address (reached from search): its balances and UTXOs on the chain of its prefix
 * (switchable), the chains it has used, its P- and X-Chain transactions, and its staking rewards.
 */
export function PrimaryAddressPage() {
  const { address = '' } = useRouteParams();
  const { network, currency } = useChain();
  const { query } = useHashLocation();
  const parsed = parseAddressList(address, network);
  if (!parsed.ok) {
    return (
      <>
        <PageHeader title="Address" subtitle={address} />
        <p className="field-error" role="alert">
          {parsed.message}
        </p>
      </>
    );
  }
  // The same 20 bytes own funds on P and X; the bare form (avax1…) is accepted for either chain.
  const bare = address.replace(/^[PXC]-/, '');
  const chain = parsePrimaryChain(query.get('chain') ?? address.slice(0, 1));
  return (
    <>
      <PageHeader
        title="Address"
        subtitle={<Hash value={address} label="address" full />}
        actions={
          <>
            <LabelEditor id={address} what="address" />
            <TaxExportButton target={{ type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK', addresses: [`P-${bare}`], includeChains: ['p-chain', 'x-chain', 'c-chain'], currency }} />
          </>
        }
      />
      <div className="form-row">
        <PrimaryChainPicker value={chain} onChange={(c) => setQueryParams({ chain: c })} />
      </div>
      <PrimaryBalancesView addresses={[bare]} chain={chain} />
      <section aria-labelledby="address-chains">
        <h2 id="address-chains">Chains this address interacted with</h2>
        <ChainInteractions addresses={[bare]} />
      </section>
      <AddressHistory address={bare} />
      <AddressUtxos address={bare} chain={`${chain}-chain`} />
      <RewardsLists filter={{ addresses: [bare], nodeIds: [], sortOrder: 'desc', currency }} />
    </>
  );
}
