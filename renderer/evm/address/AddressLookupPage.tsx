import { PageHeader } from '../../components/PageHeader';
import { AddressExample } from './AddressExample';
import { AddressForm } from './AddressForm';
import { addressUrl } from '../../app/urls';

export function AddressLookupPage() {
  return (
    <>
      <PageHeader title="Address" subtitle="Balance, collectibles and ERC-721 transfers of an EVM address" />
      <AddressForm label="EVM address" to={addressUrl} button="Open address" />
      <p className="muted">Addresses appear in every block and transaction list; click one to open it here.</p>
      <AddressExample />
    </>
  );
}
