import { Link } from '../app/router';
import { tokenUrl } from '../app/urls';
import type { DataColumn } from '../components/DataTable/columns';
import { renderedColumn } from '../components/DataTable/columnBuilders';

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
