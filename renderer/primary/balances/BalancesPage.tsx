import { navigate, useHashLocation } from '../../app/router';
import { withQuery } from '../../app/hashPath';
import { useChain } from '../../app/useChain';
import { PageHeader } from '../../components/PageHeader';
import { epochParam } from '../forms/localTime';
import { parseAddressList } from '../forms/parseAddressList';
import { BalancesExample } from '../examples/BalancesExample';
import { BalancesForm, type BalancesRequest } from './BalancesForm';
import { ChainInteractions } from './ChainInteractions';
import { parsePrimaryChain } from './PrimaryChainPicker';
import { PrimaryBalancesView } from './PrimaryBalancesView';
import { ROUTES } from '../../app/urls';
import '../primary.css';

const toPath = (r: BalancesRequest) =>
  withQuery(ROUTES.balances, { addresses: r.addresses.join(','), chain: r.chain, asOf: r.asOf?.toString() });

/** P-, X- and C-Chain (atomic) balances of one or more addresses, with the chains they have used. */
export function BalancesPage() {
  const { network } = useChain();
  const { query } = useHashLocation();
  // A link may carry anything: only addresses that pass the same checks as the form are asked about.
  const addressText = query.get('addresses') ?? '';
  const fromUrl = parseAddressList(addressText, network);
  const request: BalancesRequest = {
    addresses: fromUrl.ok ? fromUrl.values : [],
    chain: parsePrimaryChain(query.get('chain')),
    asOf: epochParam(query.get('asOf')),
  };
  return (
    <>
      <PageHeader title="Balances" subtitle={`Primary Network · ${network}`} />
      <BalancesForm
        key={`${network}:${JSON.stringify(request)}`}
        value={request}
        rejected={addressText && !fromUrl.ok ? { text: addressText, message: fromUrl.message } : undefined}
        onSubmit={(r) => navigate(toPath(r))}
      />
      {!addressText && <BalancesExample />}
      {request.addresses.length > 0 && (
        <>
          <PrimaryBalancesView addresses={request.addresses} chain={request.chain} asOf={request.asOf} />
          <section aria-labelledby="balances-chains">
            <h2 id="balances-chains">Chains these addresses interacted with</h2>
            <ChainInteractions addresses={request.addresses} />
          </section>
        </>
      )}
    </>
  );
}
