import { useMemo } from 'react';
import { staticList } from '../../api/staticList';
import { useApiQuery } from '../../api/useApiQuery';
import { useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { DataTable, fittedHeight } from '../../components/DataTable/DataTable';
import { PageError } from '../../components/PageError';
import { Hash } from '../../components/Hash';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { Timestamp } from '../../components/Timestamp';
import { blockchainTable } from '../blockchains/blockchainColumns';
import { ChainName } from '../chains/ChainName';
import { AddressList } from '../genesis/AddressList';
import { SubnetKind } from './SubnetKind';
import { Locktime } from './Locktime';
import { L1ValidatorsTable } from '../validators/L1ValidatorsTable';
import '../primary.css';
import { UnreadableNotice } from '../../components/UnreadableNotice';
import { LabelEditor } from '../../addressBook/LabelEditor';
import { pxAddressUrl } from '../../app/urls';
import { WatchButton } from '../../watchlist/WatchButton';
import { LazySubnetFeeCharts } from '../../dashboards/LazyFeeCharts';
import { SubnetValidatorAddresses } from './SubnetValidatorAddresses';

/** One subnet or L1: who controls it, its L1 conversion and validator manager, its blockchains. */
export function SubnetPage() {
  const { subnetId = '' } = useRouteParams();
  const { network } = useChain();
  const query = useApiQuery('getSubnet', { network, subnetId });
  const subnet = query.data;
  const chains = useMemo(() => staticList(subnet?.blockchains ?? []), [subnet]);

  if (query.isError) return <PageError title="Subnet" asked={subnetId} query={query} what="this subnet" />;
  if (!subnet) return <SkeletonLines label="Loading subnet" />;
  const ownership = subnet.subnetOwnershipInfo;
  const manager = subnet.l1ValidatorManagerDetails;
  return (
    <>
      <PageHeader
        title={subnet.isL1 ? 'L1' : 'Subnet'}
        subtitle={<SubnetKind subnet={subnet} />}
        actions={
          <>
            <LabelEditor id={subnet.subnetId ?? subnetId} what={subnet.isL1 ? 'L1' : 'subnet'} />
            {/* Watching is for an L1: its validators' balances are what the watchlist follows. */}
            {subnet.isL1 && <WatchButton target={{ kind: 'l1', id: subnet.subnetId ?? subnetId, network }} />}
          </>
        }
      />
      <UnreadableNotice value={subnet} />
      <div className="grid-2">
        <section className="card" aria-labelledby="subnet-fields">
          <h2 id="subnet-fields">Registration</h2>
          <dl className="fields">
            <dt>Subnet id</dt>
            <dd>
              <Hash value={subnet.subnetId ?? subnetId} label="subnet id" full />
            </dd>
            <dt>Created</dt>
            <dd>
              <Timestamp seconds={subnet.createBlockTimestamp} />
            </dd>
            <dt>Creation block index</dt>
            <dd>{subnet.createBlockIndex ?? '—'}</dd>
            <dt>Owner addresses</dt>
            <dd>
              <AddressList addresses={subnet.ownerAddresses ?? []} label="owner address" linkTo={pxAddressUrl} />
            </dd>
            <dt>Threshold</dt>
            <dd>{subnet.threshold === undefined ? '—' : `${subnet.threshold} of ${subnet.ownerAddresses?.length ?? '?'} signatures`}</dd>
            <dt>Locktime</dt>
            <dd>
              <Locktime seconds={subnet.locktime} />
            </dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="subnet-ownership">
          <h2 id="subnet-ownership">Ownership info</h2>
          {ownership ? (
            <dl className="fields">
              <dt>Addresses</dt>
              <dd>
                <AddressList addresses={ownership.addresses ?? []} label="ownership address" linkTo={pxAddressUrl} />
              </dd>
              <dt>Threshold</dt>
              <dd>{ownership.threshold ?? '—'}</dd>
              <dt>Locktime</dt>
              <dd>
                <Locktime seconds={ownership.locktime} />
              </dd>
            </dl>
          ) : (
            <p className="muted">The API gave no ownership info for this subnet.</p>
          )}
        </section>
      </div>
      <section className="card" aria-labelledby="subnet-l1" style={{ marginTop: 16 }}>
        <h2 id="subnet-l1">L1</h2>
        {subnet.isL1 ? (
          <dl className="fields">
            <dt>Conversion transaction</dt>
            <dd>
              {subnet.l1ConversionTransactionHash ? (
                <Hash value={subnet.l1ConversionTransactionHash} label="conversion transaction" full />
              ) : (
                '—'
              )}
            </dd>
            <dt>Validator manager blockchain</dt>
            <dd>
              <ChainName id={manager?.blockchainId} label="validator manager blockchain id" />
            </dd>
            <dt>Validator manager contract</dt>
            <dd>{manager?.contractAddress ? <Hash value={manager.contractAddress} label="validator manager contract" full /> : '—'}</dd>
          </dl>
        ) : (
          <p>This subnet has not been converted to an L1: its validators are managed on the P-Chain by its owners.</p>
        )}
      </section>
      {subnet.isL1 && subnet.subnetId && <L1ValidatorsTable subnetId={subnet.subnetId} />}
      {subnet.isL1 && subnet.subnetId && <LazySubnetFeeCharts subnetId={subnet.subnetId} />}
      <SubnetValidatorAddresses subnetId={subnet.subnetId ?? subnetId} />
      <h2>Blockchains</h2>
      <DataTable
        tableId="primary-subnet-chains"
        label="Blockchains of this subnet"
        list={chains}
        {...blockchainTable}
        emptyMessage="This subnet has no blockchains."
        height={fittedHeight(subnet.blockchains?.length ?? 0, 360)}
      />
    </>
  );
}
