import { useMemo } from 'react';
import type { EndpointResponse } from '../../../shared/api/endpoints';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { pxAddressUrl } from '../../app/urls';
import { renderedColumn } from '../../components/DataTable/columnBuilders';
import { ListSection, type TableSpec } from '../../components/DataTable/ListSection';
import { Timestamp } from '../../components/Timestamp';
import { AddressList } from '../genesis/AddressList';

type Validation = NonNullable<EndpointResponse<'getSubnetValidatorAddresses'>['addresses']>[number];

/** The Metrics API names reward addresses bare (avax1…) or P-Chain prefixed: a link always goes to the P-Chain address. */
const pChainAddress = (address: string) => (/^[PXC]-/.test(address) ? address : `P-${address}`);

const validatorAddressTable: TableSpec<Validation> = {
  columns: [
    renderedColumn('addresses', 'Reward addresses', 'addresses', 420, (v) => (
      <AddressList addresses={(v.addresses ?? []).map(pChainAddress)} label="reward address" linkTo={pxAddressUrl} full={false} />
    )),
    // sortKey is the validation's AddValidatorTx time, epoch seconds as text.
    renderedColumn('issued', 'Validation issued', 'sortKey', 200, (v) => <Timestamp seconds={v.sortKey ? Number(v.sortKey) : undefined} />),
  ],
  getRowId: (v) => `${v.sortKey}:${(v.addresses ?? []).join(',')}`,
  itemNoun: 'validations',
};

/** The reward addresses of the validations that validated this subnet (GET /v2/subnets/{subnetId}/validators:getAddresses). */
export function SubnetValidatorAddresses({ subnetId }: { subnetId: string }) {
  const { network } = useChain();
  const params = useMemo(() => ({ subnetId, network }), [subnetId, network]);
  const list = useInfiniteList('getSubnetValidatorAddresses', params, validatorAddressTable);
  return (
    <ListSection
      id="primary-subnet-validator-addresses"
      title="Validator addresses"
      list={list}
      {...validatorAddressTable}
      emptyMessage="No validation has validated this subnet."
      height={360}
    >
      <p className="muted">Where each validation of this subnet is paid its rewards, oldest first; an L1 validator earns none.</p>
    </ListSection>
  );
}
