import { BECH32_HRP } from '../../../shared/codecs/bech32';
import { useChain } from '../../app/useChain';
import { ListField } from './ListField';

/** The P-/X- addresses a Primary Network form asks for, with the network's address prefix as a hint. */
export function PxAddressesField(props: { value: string; onChange: (text: string) => void; error?: string; cols: number }) {
  const { network } = useChain();
  return <ListField label="Addresses (P- or X-, comma or newline separated)" placeholder={`P-${BECH32_HRP[network]}1…`} {...props} />;
}
