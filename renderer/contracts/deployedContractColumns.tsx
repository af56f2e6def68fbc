import type { ContractMetadata } from '../../shared/api/contract';
import { addressUrl } from '../app/urls';
import type { DataColumn } from '../components/DataTable/columns';
import { linkedIdColumn, renderedColumn } from '../components/DataTable/columnBuilders';
import { Hash } from '../components/Hash';
import { txUrl } from '../app/urls';
import { kindOf } from './ContractBadge';

/** The contracts an address deployed: each links to its address page, its deployment to the transaction. */
export const deployedContractColumns: DataColumn<ContractMetadata>[] = [
  linkedIdColumn<ContractMetadata>('address', 'Contract', 'address', 200, (a) => addressUrl(a)),
  { id: 'name', header: 'Name', path: 'name', kind: 'text', size: 220 },
  { id: 'symbol', header: 'Symbol', path: 'symbol', kind: 'text', size: 90 },
  renderedColumn<ContractMetadata>('ercType', 'Type', 'ercType', 130, (c) => kindOf(c.ercType).title),
  renderedColumn<ContractMetadata>('deployment', 'Deployment', 'deploymentDetails.txHash', 180, (c) =>
    c.deploymentDetails?.txHash ? (
      <Hash value={c.deploymentDetails.txHash} label="deployment transaction" to={txUrl(c.deploymentDetails.txHash)} />
    ) : (
      '—'
    ),
  ),
];
export const deployedContractRowId = (c: ContractMetadata) => c.address ?? '';
export const deployedContractLink = (c: ContractMetadata) => (c.address ? addressUrl(c.address) : undefined);
