import type { z } from 'zod';
import type { DelegatorDetails, L1ValidatorDetails, ValidatorDetails } from '../../../shared/api';
import type { DataColumn } from '../../components/DataTable/columns';
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

/** Columns of the validators list; headers name the sort keys the API has. */
export const validatorColumns: DataColumn<Validator>[] = [
  { id: 'nodeId', header: 'Node', path: 'nodeId', kind: 'id', size: 220, linkTo: (v) => (v.nodeId ? validatorUrl(v.nodeId) : undefined) },
  { id: 'status', header: 'Status', path: 'validationStatus', kind: 'text', size: 100 },
  { id: 'stake', header: 'Stake', path: 'amountStaked', ...AVAX, size: 150 },
  { id: 'delegated', header: 'Delegated', path: 'amountDelegated', ...AVAX, size: 150 },
  { id: 'capacity', header: 'Delegation capacity', path: 'delegationCapacity', ...AVAX, size: 170 },
  {
    id: 'fee',
    header: 'Fee %',
    path: 'delegationFee',
    kind: 'text',
    size: 80,
    render: (v) => (v.delegationFee === undefined ? '—' : `${Number(v.delegationFee)} %`),
  },
  {
    id: 'uptime',
    header: 'Uptime %',
    path: 'uptimePerformance',
    kind: 'text',
    size: 90,
    render: (v) => (v.uptimePerformance === undefined ? '—' : `${v.uptimePerformance} %`),
  },
  { id: 'delegators', header: 'Delegators', path: 'delegatorCount', kind: 'text', size: 100 },
  { id: 'end', header: 'Ends', path: 'endTimestamp', kind: 'time' },
  {
    id: 'txHash',
    header: 'Staking transaction',
    path: 'txHash',
    kind: 'id',
    size: 200,
    hiddenByDefault: true,
    linkTo: (v) => (v.txHash ? primaryTxUrl('p-chain', v.txHash) : undefined),
  },
];

export const delegatorColumns: DataColumn<Delegator>[] = [
  {
    id: 'txHash',
    header: 'Delegation',
    path: 'txHash',
    kind: 'id',
    size: 200,
    linkTo: (d) => (d.txHash ? primaryTxUrl('p-chain', d.txHash) : undefined),
  },
  { id: 'status', header: 'Status', path: 'delegationStatus', kind: 'text', size: 100 },
  { id: 'amount', header: 'Stake', path: 'amountDelegated', ...AVAX, size: 150 },
  { id: 'address', header: 'Reward address', path: 'rewardAddresses.0', kind: 'text', size: 220 },
  { id: 'start', header: 'Start', path: 'startTimestamp', kind: 'time' },
  { id: 'end', header: 'End', path: 'endTimestamp', kind: 'time' },
  { id: 'net', header: 'Net reward', path: 'netReward', ...AVAX, size: 150 },
  { id: 'estimated', header: 'Estimated net reward', path: 'estimatedNetReward', ...AVAX, size: 170 },
];

/** Columns of an L1's validators: the balance left and when it runs out at the current fee. */
export function l1ValidatorColumns(now: number): DataColumn<L1Validator>[] {
  return [
    { id: 'nodeId', header: 'Node', path: 'nodeId', kind: 'id', size: 220 },
    { id: 'weight', header: 'Weight', path: 'weight', kind: 'text', size: 90 },
    { id: 'balance', header: 'Remaining balance', path: 'remainingBalance', ...AVAX, size: 170 },
    {
      id: 'runsOut',
      header: 'Runs out (est.)',
      path: 'remainingBalance',
      kind: 'text',
      size: 200,
      render: (v) =>
        v.remainingBalance ? <Timestamp seconds={runsOutAt(v.remainingBalance, now)} /> : <span className="muted">inactive</span>,
    },
    { id: 'created', header: 'Registered', path: 'creationTimestamp', kind: 'time' },
    { id: 'validationId', header: 'Validation id', path: 'validationId', kind: 'id', size: 200 },
  ];
}
