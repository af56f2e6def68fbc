import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CONTRACT_SOURCES_DIR, COMPILED_FILE, COMPILER_SETTINGS, sourcePath, type CompiledArtifacts } from '../service/sourcify/artifacts';

/**
 * Compiles the simulated contracts' Solidity sources (service/sourcify/contracts) with solc-js into
 * service/sourcify/compiled.json: what the local Sourcify serves (ABI, sources, settings, metadata) and the runtime
 * bytecode eth_getCode answers. Run `npx tsx scripts/compileContracts.ts` after changing a source; a test fails
 * while the JSON lags its sources.
 */
interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; metadata: string; evm: { deployedBytecode: { object: string } } }>>;
}

const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string; version(): string };
const files = readdirSync(CONTRACT_SOURCES_DIR)
  .filter((f) => f.endsWith('.sol'))
  .sort();
const sources = Object.fromEntries(files.map((f) => [sourcePath(f), { content: readFileSync(join(CONTRACT_SOURCES_DIR, f), 'utf8') }]));
const input = {
  language: 'Solidity',
  sources,
  settings: { ...COMPILER_SETTINGS, outputSelection: { '*': { '*': ['abi', 'metadata', 'evm.deployedBytecode.object'] } } },
};
const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));

const artifacts: CompiledArtifacts = { compilerVersion: solc.version().replace(/\.Emscripten.*$/, ''), sources, contracts: {} };
for (const [path, byName] of Object.entries(output.contracts)) {
  for (const [name, out] of Object.entries(byName)) {
    if (!out.evm.deployedBytecode.object) continue; // interfaces and abstract contracts
    artifacts.contracts[name] = { path, abi: out.abi, metadata: out.metadata, runtimeBytecode: `0x${out.evm.deployedBytecode.object}` };
  }
}
writeFileSync(COMPILED_FILE, `${JSON.stringify(artifacts)}\n`);
console.log(`${Object.keys(artifacts.contracts).join(', ')} compiled with solc ${artifacts.compilerVersion} into ${COMPILED_FILE}`);
