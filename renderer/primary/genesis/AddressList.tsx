import { Hash } from '../../components/Hash';

/** A short list of addresses with copy, or a dash when there are none. */
export function AddressList({ addresses, label, linkTo }: { addresses: string[]; label: string; linkTo?: (address: string) => string | undefined }) {
  if (addresses.length === 0) return <span className="muted">none</span>;
  return (
    <ul className="address-list" aria-label={label}>
      {addresses.map((a) => (
        <li key={a}>
          <Hash value={a} label={label} full to={linkTo?.(a)} />
        </li>
      ))}
    </ul>
  );
}
