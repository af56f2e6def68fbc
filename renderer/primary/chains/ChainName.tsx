import { Hash } from '../../components/Hash';
import { useBlockchainNames } from './useBlockchainNames';
import { blockchainUrl } from '../../app/urls';

/** A blockchain id shown by its name when the network lists it, linking to the blockchain's page. */
export function ChainName({ id, label = 'blockchain id' }: { id: string | undefined; label?: string }) {
  const names = useBlockchainNames();
  if (!id) return <>—</>;
  const name = names.get(id);
  return (
    <span className="value-with-copy">
      {name && <strong>{name}</strong>}
      <Hash value={id} label={label} to={blockchainUrl(id)} />
    </span>
  );
}
