import { pathReader } from '../../shared/format/valueAt';
import { Link } from '../app/router';
import { tokenUrl } from '../app/urls';
import { Amount } from '../components/Amount';
import type { DataColumn } from '../components/DataTable/columns';
import { denominatedAmountColumn, renderedColumn } from '../components/DataTable/columnBuilders';

interface WithErc20Token {
  erc20Token?: { address?: string; name?: string; symbol?: string };
}

/** An ERC-20 transfer's token, by symbol, linking to its token page (its name on hover). */
export function erc20TokenColumn<T extends WithErc20Token>(): DataColumn<T> {
  return renderedColumn<T>('token', 'Token', 'erc20Token.symbol', 120, (t) =>
    t.erc20Token?.address ? (
      <Link to={tokenUrl(t.erc20Token.address)} title={t.erc20Token.name}>
        {t.erc20Token.symbol ?? t.erc20Token.name ?? 'token'}
      </Link>
    ) : (
      '—'
    ),
  );
}

/** Where an item holds a token amount: the amount, and the token's contract address, decimals and symbol. */
export interface TokenAmountPaths {
  amount: string;
  address: string;
  decimals: string;
  symbol: string;
}

/** The ERC-20 transfer's fields, as every transfer list of the API writes them. */
export const ERC20_TRANSFER_AMOUNT: TokenAmountPaths = {
  amount: 'value',
  address: 'erc20Token.address',
  decimals: 'erc20Token.decimals',
  symbol: 'erc20Token.symbol',
};

/**
 * A token amount with its symbol, linking to the token's page like the token's symbol does; the CSV export still
 * writes the exact amount in the token's decimals (the column stays an amount column).
 */
export function tokenAmountColumn<T>(id: string, header: string, size: number, paths: TokenAmountPaths): DataColumn<T> {
  const [amountOf, addressOf, decimalsOf, symbolOf] = [paths.amount, paths.address, paths.decimals, paths.symbol].map(pathReader);
  const render = (item: T) => {
    const value = amountOf(item);
    const decimals = decimalsOf(item);
    const symbol = symbolOf(item);
    const address = addressOf(item);
    const amount = (
      <Amount
        value={typeof value === 'string' ? value : undefined}
        decimals={typeof decimals === 'number' ? decimals : undefined}
        unit={typeof symbol === 'string' ? symbol : undefined}
      />
    );
    return typeof address === 'string' && address ? <Link to={tokenUrl(address)}>{amount}</Link> : amount;
  };
  return {
    ...denominatedAmountColumn<T>(id, header, paths.amount, size, { decimalsPath: paths.decimals, unitPath: paths.symbol }),
    render,
  };
}
