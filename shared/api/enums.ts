/** Enum values the app knows (docs/api-contract.md, Reading answers). Responses may carry others: compare case-insensitively, show unknown ones as they came. */
export const P_CHAIN_TX_TYPES = [
  'AddValidatorTx', 'AddSubnetValidatorTx', 'AddDelegatorTx', 'CreateChainTx', 'CreateSubnetTx', 'ImportTx',
  'ExportTx', 'AdvanceTimeTx', 'RewardValidatorTx', 'RemoveSubnetValidatorTx', 'TransformSubnetTx',
  'AddPermissionlessValidatorTx', 'AddPermissionlessDelegatorTx', 'BaseTx', 'TransferSubnetOwnershipTx',
  'ConvertSubnetToL1Tx', 'RegisterL1ValidatorTx', 'SetL1ValidatorWeightTx', 'DisableL1ValidatorTx',
  'IncreaseL1ValidatorBalanceTx', 'UNKNOWN',
] as const;
export const X_CHAIN_TX_TYPES = ['BaseTx', 'CreateAssetTx', 'OperationTx', 'ImportTx', 'ExportTx', 'UNKNOWN'] as const;
export const PRIMARY_NETWORK_TX_TYPES = [...new Set([...P_CHAIN_TX_TYPES, ...X_CHAIN_TX_TYPES])] as [string, ...string[]];

export const UTXO_TYPES = ['STAKE', 'TRANSFER', 'mint'] as const;
export const REWARD_TYPES = ['VALIDATOR', 'DELEGATOR', 'VALIDATOR_FEE'] as const;
export const OPERATION_TYPES = [
  'TRANSACTION_EXPORT_EVM', 'TRANSACTION_EXPORT_PRIMARY_NETWORK', 'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING',
  'TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE',
] as const;
export const OPERATION_CODES = ['ErrInvalidRequest', 'ErrInternal', 'WarnTruncatedExport'] as const;
export const CALL_TYPES = ['NATIVE_TRANSFER', 'CONTRACT_CALL', 'CONTRACT_CREATION'] as const;
export const INTERNAL_TX_TYPES = [
  'UNKNOWN', 'CALL', 'CREATE', 'CREATE2', 'CREATE3', 'CALLCODE', 'DELEGATECALL', 'STATICCALL',
] as const;
export const INDEX_STATUSES = [
  'indexed', 'unindexed', 'unknown', 'missing_token', 'invalid_token_uri', 'invalid_token_uri_scheme',
  'unreachable_token_uri', 'throttled_token_uri', 'metadata_content_too_large', 'invalid_metadata',
  'invalid_metadata_json',
] as const;
export const TELEPORTER_DIRECTIONS = ['SOURCE_TRANSACTION', 'DESTINATION_TRANSACTION'] as const;
export const ASSET_TYPES = ['secp256k1', 'nft'] as const;
export const CHAIN_FORMATS = ['non-linear', 'linear'] as const;

/** Case-insensitive comparison of an enum-like value from a response (docs/api-contract.md, Reading answers). */
export function sameEnum(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}
