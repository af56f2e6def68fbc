import { join } from 'node:path';

/** Where the Solidity sources of the simulated contracts are, and the compiled JSON made from them. */
export const CONTRACT_SOURCES_DIR = join(import.meta.dirname, 'contracts');
export const COMPILED_FILE = join(import.meta.dirname, 'compiled.json');

/** Source paths as the compiler and Sourcify name them. */
export const sourcePath = (file: string): string => `contracts/${file}`;

/** The compiler settings every simulated contract was compiled with (solc's standard JSON `settings`). */
export const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'shanghai',
  metadata: { bytecodeHash: 'ipfs' },
  libraries: {},
  remappings: [],
} as const;

export interface CompiledContract {
  /** The source path that defines it. */
  path: string;
  abi: unknown[];
  /** solc's metadata JSON, as a string. */
  metadata: string;
  runtimeBytecode: string;
}

export interface CompiledArtifacts {
  compilerVersion: string;
  sources: Record<string, { content: string }>;
  contracts: Record<string, CompiledContract>;
}
