import { useContext } from 'react';
import { toChecksumAddress } from '../../shared/codecs/evmAddress';
import { BookLabels, labelIn } from '../addressBook/bookLabels';
import { useAddressBook } from '../addressBook/addressBookState';
import { Link } from '../app/router';
import { CopyButton } from './CopyButton';
import { Hash, seenThenWhole } from './Hash';
import { addressOnChainUrl, addressUrl } from '../app/urls';
import { ContractBadge, kindOf } from '../contracts/ContractBadge';
import { nameIn, TableNames, useContractName, useNameShown } from '../contracts/contractNamesState';
import type { ContractName } from '../../shared/bridge/contractNames';

export interface AddressInfo {
  address?: string;
  name?: string;
  symbol?: string;
  logoUri?: string;
}

/** Spellings already made: a keccak per address per render would be a visible part of a table row's cost, and lists repeat addresses. */
const spelled = new Map<string, string>();
const SPELLED_MAX = 10_000;

/** EIP-55 spelling when the value is an address; anything else is shown as it came. */
export function checksum(address: string): string {
  let out = spelled.get(address);
  if (out !== undefined) return out;
  try {
    out = toChecksumAddress(address);
  } catch {
    out = address;
  }
  if (spelled.size >= SPELLED_MAX) spelled.clear();
  spelled.set(address, out);
  return out;
}

/**
 * An EVM address (EIP-55) linking to its address page, with its best name: the address book's label (Hash shows it
 * first), then the contract's name, from the list's item or the contract's metadata (renderer/contracts/), with its logo
 * and a badge of its kind; a plain account is the short hex alone. `chainId`: the chain the address is on when that is
 * not the page's (a cross-chain message's ends); without it the link opens on the page's chain.
 */
export function EvmAddress(props: EvmAddressProps) {
  // In a table the names come from the table's one read of them (TableNames); elsewhere the address subscribes itself.
  const table = useContext(TableNames);
  const book = useContext(BookLabels);
  const asked = props.account ? undefined : props.info?.address;
  useNameShown(table ? asked : undefined, table ? (props.chainId ?? table.chainId) : '');
  if (!table) return <SubscribedEvmAddress {...props} />;
  return addressView(props, nameIn(table, asked, props.chainId), book);
}

interface EvmAddressProps {
  info: AddressInfo | undefined;
  full?: boolean;
  chainId?: string;
  /** Known to be an account (a transaction's sender signs it): no contract name is asked for. */
  account?: boolean;
}

function SubscribedEvmAddress(props: EvmAddressProps) {
  return addressView(props, useContractName(props.account ? undefined : props.info?.address, props.chainId), null);
}

/** A plain function, not a component: an address in a table cell renders no element of its own for its name. */
function addressView(
  { info, full = false, chainId }: EvmAddressProps,
  contract: ContractName | null | undefined,
  book: Parameters<typeof labelIn>[0] | null,
) {
  if (!info?.address) return <span>—</span>;
  const address = checksum(info.address);
  const name = info.name || contract?.name;
  const symbol = info.symbol || contract?.symbol;
  // A narrow column cuts the name short: the whole of it is on hover.
  const label = symbol && name ? `${name} (${symbol})` : name || symbol;
  const to = chainId ? addressOnChainUrl(address, chainId) : addressUrl(address);
  const badge = contract && <ContractBadge name={{ ...contract, logoUri: contract.logoUri ?? info.logoUri }} />;
  // In a list a named contract shows its name in place of the hex (the hex on hover and, visually hidden, after the
  // name: its accessible name holds what is seen, WCAG 2.5.3), unless the address book names it: the user's label first.
  const booked = labelIn(book ?? useAddressBook.getState().byKey, address);
  if (!full && contract && label && !booked) {
    const badgeText = kindOf(contract.ercType).badge;
    return (
      <span className="value-with-copy">
        <Link
          to={to}
          className="hash contract-name"
          title={`${label}: ${address}`}
          aria-label={book ? seenThenWhole(`${badgeText} ${label}`, address) : undefined}
        >
          {badge} {label}
          {!book && (
            <>
              {' '}
              <span className="visually-hidden">{address}</span>
            </>
          )}
        </Link>
        <CopyButton value={address} label="address" />
      </span>
    );
  }
  const hash = <Hash value={address} label="address" to={to} full={full} />;
  // Without a name the id is the whole cell: no wrapper element (a table row draws two of these).
  if (!label && !contract) return hash;
  return (
    <span className="value-with-copy">
      {hash}
      <span className="addr-name" title={label}>
        {badge}
        {label}
      </span>
    </span>
  );
}
