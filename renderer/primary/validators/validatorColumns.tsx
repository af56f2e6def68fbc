import type { z } from 'zod';
import type { DelegatorDetails, L1ValidatorDetails, ValidatorDetails } from '../../../shared/api';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { linkedIdColumn, renderedColumn } from '../../components/DataTable/columnBuilders';
import { Timestamp } from '../../components/Timestamp';
import { runsOutAt } from '../../../shared/api/l1Fee';
import { primaryTxUrl, validatorUrl } from '../../app/urls';

export type Validator = z.output<typeof ValidatorDetails>;
export type Delegator = z.output<typeof DelegatorDetails>;
export type L1Validator = z.output<typeof L1ValidatorDetails>;

export const validatorRowId = (v: Validator) => v.txHash ?? v.nodeId ?? '';
export const delegatorRowId = (d: Delegator) => d.txHash ?? '';
export const l1ValidatorRowId = (v: L1Validator) => v.validationId ?? v.nodeId ?? '';

const AVAX = { kind: 'amount', decimals: 9, unit: 'AVAX' } as const;

/** Columns of the validators list; those the API sorts by name its sort key (their headers ask the API). */
export const validatorColumns: DataColumn<Validator>[] = [
  linkedIdColumn('nodeId', 'Node', 'nodeId', 220, validatorUrl),
  { id: 'status', header: 'Status', path: 'validationStatus', kind: 'text', size: 100 },
  { id: 'stake', header: 'Stake', path: 'amountStaked', ...AVAX, size: 150 },
  { id: 'delegated', header: 'Delegated', path: 'amountDelegated', ...AVAX, size: 150 },
  { id: 'capacity', header: 'Delegation capacity', path: 'delegationCapacity', ...AVAX, size: 170, apiSortKey: 'delegationCapacity' },
  renderedColumn('fee', 'Fee %', 'delegationFee', 80, (v) => (v.delegationFee === undefined ? '—' : `${Number(v.delegationFee)} %`), {
    apiSortKey: 'delegationFee',
    numeric: true,
  }),
  renderedColumn(
    'uptime',
    'Uptime %',
    'uptimePerformance',
    90,
    (v) => (v.uptimePerformance === undefined ? '—' : `${v.uptimePerformance} %`),
    {
      apiSortKey: 'uptimePerformance',
      numeric: true,
    },
  ),
  { id: 'delegators', header: 'Delegators', path: 'delegatorCount', kind: 'text', numeric: true, size: 100 },
  { id: 'end', header: 'Ends', path: 'endTimestamp', kind: 'time', apiSortKey: 'timeRemaining' },
  linkedIdColumn('txHash', 'Staking transaction', 'txHash', 200, (value) => primaryTxUrl('p-chain', value), { hiddenByDefault: true }),
];

const delegatorColumns: DataColumn<Delegator>[] = [
  linkedIdColumn('txHash', 'Delegation', 'txHash', 200, (value) => primaryTxUrl('p-chain', value)),
  { id: 'status', header: 'Status', path: 'delegationStatus', kind: 'text', size: 100 },
  { id: 'amount', header: 'Stake', path: 'amountDelegated', ...AVAX, size: 150 },
  { id: 'address', header: 'Reward address', path: 'rewardAddresses.0', kind: 'text', size: 220 },
  { id: 'start', header: 'Start', path: 'startTimestamp', kind: 'time' },
  { id: 'end', header: 'End', path: 'endTimestamp', kind: 'time' },
  { id: 'net', header: 'Net reward', path: 'netReward', ...AVAX, size: 150 },
  { id: 'estimated', header: 'Estimated net reward', path: 'estimatedNetReward', ...AVAX, size: 170 },
];

export const validatorTable: TableSpec<Validator> = { columns: validatorColumns, getRowId: validatorRowId, itemNoun: 'validators' };
export const delegatorTable: TableSpec<Delegator> = { columns: delegatorColumns, getRowId: delegatorRowId, itemNoun: 'delegations' };

/** Columns of an L1's validators: the balance left and when it runs out at the current fee. */
export function l1ValidatorColumns(now: number): DataColumn<L1Validator>[] {
  return [
    { id: 'nodeId', header: 'Node', path: 'nodeId', kind: 'id', size: 220 },
    { id: 'weight', header: 'Weight', path: 'weight', kind: 'text', numeric: true, size: 90 },
    { id: 'balance', header: 'Remaining balance', path: 'remainingBalance', ...AVAX, size: 170 },
    renderedColumn('runsOut', 'Runs out (est.)', 'remainingBalance', 200, (v) =>
      v.remainingBalance ? <Timestamp seconds={runsOutAt(v.remainingBalance, now)} /> : <span className="muted">inactive</span>,
    ),
    { id: 'created', header: 'Registered', path: 'creationTimestamp', kind: 'time' },
    { id: 'validationId', header: 'Validation id', path: 'validationId', kind: 'id', size: 200 },
  ];
}
