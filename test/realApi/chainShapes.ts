/**
 * Real-shaped answers of a chain's JSON-RPC and of Sourcify, for stubs that play them.
 * - The receipt follows the Ethereum execution-apis schema (ReceiptInfo, Log) with the fields coreth sends on the
 *   C-Chain (its docs: "C-Chain API", eth_getTransactionReceipt); its one log is an ERC-20 Transfer.
 * - The Sourcify answers follow its API v2 documentation (GET /v2/contract/{chainId}/{address}?fields=…): the
 *   verified contract with abi, sources and compilation, and the 404 body { customCode, message, errorId }.
 */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const word = (address: string) => `0x${address.slice(2).padStart(64, '0')}`;

export function receiptShape(token: string, from: string, to: string, value: bigint) {
  return {
    blockHash: '0x3f2c8a5e8b5b0c2f3d3c1a9e7f6b5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c',
    blockNumber: '0x2f1a3c4',
    contractAddress: null,
    cumulativeGasUsed: '0x1e8a5',
    effectiveGasPrice: '0x5d21dba00',
    from,
    gasUsed: '0xb4a3',
    logs: [
      {
        address: token,
        topics: [TRANSFER_TOPIC, word(from), word(to)],
        data: `0x${value.toString(16).padStart(64, '0')}`,
        blockNumber: '0x2f1a3c4',
        transactionHash: '0x9b2f6d1c4a8e7f3b5d2c1a0e9f8d7c6b5a4938271605f4e3d2c1b0a9f8e7d6c5',
        transactionIndex: '0x2',
        blockHash: '0x3f2c8a5e8b5b0c2f3d3c1a9e7f6b5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c',
        logIndex: '0x5',
        removed: false,
      },
    ],
    logsBloom: `0x${'0'.repeat(512)}`,
    status: '0x1',
    to: token,
    transactionHash: '0x9b2f6d1c4a8e7f3b5d2c1a0e9f8d7c6b5a4938271605f4e3d2c1b0a9f8e7d6c5',
    transactionIndex: '0x2',
    type: '0x2',
  };
}

export function sourcifyContractShape(chainId: string, address: string) {
  return {
    match: 'exact_match',
    creationMatch: 'exact_match',
    runtimeMatch: 'exact_match',
    chainId,
    address,
    verifiedAt: '2024-07-24T12:00:00Z',
    matchId: '3266227',
    abi: [
      {
        type: 'function',
        name: 'balanceOf',
        stateMutability: 'view',
        inputs: [{ name: 'account', type: 'address', internalType: 'address' }],
        outputs: [{ name: '', type: 'uint256', internalType: 'uint256' }],
      },
    ],
    sources: { 'contracts/Token.sol': { content: '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract Token {}\n' } },
    compilation: {
      language: 'Solidity',
      compiler: 'solc',
      compilerVersion: 'v0.8.20+commit.a1b79de6',
      compilerSettings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris' },
      name: 'Token',
      fullyQualifiedName: 'contracts/Token.sol:Token',
    },
  };
}

export const sourcifyNotFoundShape = (chainId: string, address: string) => ({
  customCode: 'not_found',
  message: `Contract ${address} on chain ${chainId} not found`,
  errorId: '5bd1c4b6-3f1c-4b2e-9a3e-0c9d8f6e7a21',
});
