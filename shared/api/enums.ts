/**
 * Enum values the app knows (docs/api-contract.md, Reading answers), one list each: the app's
 * filters and the local service's own types read them from here. Responses may carry others:
 * show unknown ones as they came. The export (operation) types are in exportBodies.ts.
 */
export const P_CHAIN_TX_TYPES = [
  'AddValidatorTx',
  'AddSubnetValidatorTx',
  'AddDelegatorTx',
  'CreateChainTx',
  'CreateSubnetTx',
  'ImportTx',
  'ExportTx',
  'AdvanceTimeTx',
  'RewardValidatorTx',
  'RemoveSubnetValidatorTx',
  'TransformSubnetTx',
  'AddPermissionlessValidatorTx',
  'AddPermissionlessDelegatorTx',
  'BaseTx',
  'TransferSubnetOwnershipTx',
  'ConvertSubnetToL1Tx',
  'RegisterL1ValidatorTx',
  'SetL1ValidatorWeightTx',
  'DisableL1ValidatorTx',
  'IncreaseL1ValidatorBalanceTx',
  'UNKNOWN',
] as const;
export const X_CHAIN_TX_TYPES = ['BaseTx', 'CreateAssetTx', 'OperationTx', 'ImportTx', 'ExportTx', 'UNKNOWN'] as const;
export const PRIMARY_NETWORK_TX_TYPES = [...new Set([...P_CHAIN_TX_TYPES, ...X_CHAIN_TX_TYPES])] as [string, ...string[]];

export const UTXO_TYPES = ['STAKE', 'TRANSFER', 'mint'] as const;
export type UtxoType = (typeof UTXO_TYPES)[number];
export const REWARD_TYPES = ['VALIDATOR', 'DELEGATOR', 'VALIDATOR_FEE'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const CALL_TYPES = ['NATIVE_TRANSFER', 'CONTRACT_CALL', 'CONTRACT_CREATION'] as const;
export type CallType = (typeof CALL_TYPES)[number];
export const INDEX_STATUSES = [
  'indexed',
  'unindexed',
  'unknown',
  'missing_token',
  'invalid_token_uri',
  'invalid_token_uri_scheme',
  'unreachable_token_uri',
  'throttled_token_uri',
  'metadata_content_too_large',
  'invalid_metadata',
  'invalid_metadata_json',
] as const;
export const TELEPORTER_DIRECTIONS = ['SOURCE_TRANSACTION', 'DESTINATION_TRANSACTION'] as const;
export type TeleporterDirection = (typeof TELEPORTER_DIRECTIONS)[number];
/** The API's currencies (the `currency` param of prices and rewards). */
export const CURRENCIES = ['usd', 'eur', 'aud', 'cad', 'chf', 'clp', 'cny', 'czk', 'dkk', 'gbp', 'hkd', 'huf', 'jpy', 'nzd'] as const;
