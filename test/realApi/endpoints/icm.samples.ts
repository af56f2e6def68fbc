import { dataList, dataRead, type SpecRow } from '../endpointSpec';

/**
 * Test data of the cross-chain message rows (endpoints/icm.ts), kept beside them. The contract is written
 * out from the real Data API's cross-chain message reads (query params, page sizes); the
 * responses follow its IcmMessage forms (pending: the source transaction only; delivered: both).
 */

export const ICM_SPEC: Record<string, SpecRow> = {
  'GET /v1/icm/messages': dataList({
    network: 'optional',
    sourceBlockchainId: 'optional',
    destinationBlockchainId: 'optional',
    blockchainId: 'optional',
    from: 'optional',
    to: 'optional',
  }),
  'GET /v1/icm/messages/{messageId}': dataRead(),
  'GET /v1/icm/addresses/{address}/messages': dataList({ network: 'optional' }),
};

const C_CHAIN = '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';
const DFK = 'q2aTwKuyzgs8pynF7UXBZCU7DejbZbZ6EUyHr3JQzYgwNPUPi';
const ALICE = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const MESSAGE_ID = '0x1f9c3a8e2d4b6c0a7e5f3d1b9a8c7e6f5d4c3b2a1908f7e6d5c4b3a29181f0e1';
const page = { pageToken: 'eyJ0cyI6MTcwMDAwMDAwMH0', pageSize: 25 };

export const ICM_SAMPLES = {
  listIcmMessages: {
    valid: {
      ...page,
      network: 'mainnet',
      sourceBlockchainId: C_CHAIN,
      destinationBlockchainId: '53935',
      blockchainId: DFK,
      from: ALICE,
      to: ALICE,
    },
    invalid: { from: 'alice' },
    field: 'from',
  },
  getIcmMessage: { valid: { messageId: MESSAGE_ID }, invalid: { messageId: '0x12' }, field: 'messageId' },
  listIcmAddressMessages: {
    valid: { address: ALICE, ...page, network: 'fuji' },
    invalid: { address: ALICE, network: 'devnet' },
    field: 'network',
  },
};

const base = {
  messageId: MESSAGE_ID,
  icmContractAddress: '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf',
  sourceBlockchainId: C_CHAIN,
  destinationBlockchainId: DFK,
  sourceEvmChainId: '43114',
  destinationEvmChainId: '53935',
  messageNonce: '1093',
  from: ALICE,
  to: ALICE,
  data: '0x',
  messageExecuted: true,
  receipts: [{ receivedMessageNonce: '1092', relayerRewardAddress: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359' }],
  receiptDelivered: true,
  rewardDetails: {
    address: '0x0000000000000000000000000000000000000000',
    name: '',
    symbol: '',
    decimals: 0,
    logoUri: '',
    ercType: 'ERC-20',
    price: { currencyCode: 'usd', value: '0' },
    value: '0',
  },
};
const sourceTransaction = {
  txHash: '0x1a5b3c4f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b',
  timestamp: 1_700_000_000,
  gasSpent: '182340',
};
const delivered = {
  ...base,
  status: 'delivered',
  sourceTransaction,
  destinationTransaction: {
    txHash: '0x2b6c4d5e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c',
    timestamp: 1_700_000_006,
    gasSpent: '240112',
    rewardRedeemer: '0x0000000000000000000000000000000000000000',
    delivererAddress: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
  },
};

export const ICM_RESPONSES = {
  listIcmMessages: {
    nextPageToken: 'eyJ0cyI6MTcwMDAwMDAwMH0',
    messages: [delivered, { ...base, status: 'pending', messageExecuted: false, sourceTransaction }],
  },
  getIcmMessage: delivered,
  listIcmAddressMessages: { messages: [delivered] },
};
