import { Hash } from '../../components/Hash';

interface AddressListProps {
  addresses: string[];
  label: string;
  linkTo?: (address: string) => string | undefined;
  /** Whole addresses (detail fields) or truncated in the middle (table cells). */
  full?: boolean;
}

/** A short list of addresses with copy, or "none". */
export function AddressList({ addresses, label, linkTo, full = true }: AddressListProps) {
  if (addresses.length === 0) return <span className="muted">none</span>;
  return (
    <ul className="address-list" aria-label={label}>
      {addresses.map((a) => (
        <li key={a}>
          <Hash value={a} label={label} full={full} to={linkTo?.(a)} />
        </li>
      ))}
    </ul>
  );
}
