import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { WorldContext, WorldModule } from '../module';
import type { EvmChain } from '../sim/evm/evmChain';
import type { Contract } from '../sim/evm/contracts';
import { COMPILED, deployedBy, verifiedOf, type Verified } from './verifiedContracts';

/**
 * Sourcify's v2 API (docs.sourcify.dev, "API v2": GET /v2/contract/{chainId}/{address}) for the simulated contracts,
 * under {dataUrl}/sourcify: the Solidity sources of ./contracts as solc-js compiled them (compiled.json). Without
 * `fields` the answer is the minimal one; `fields=all` or a list names what else to add, `omit` what to leave out.
 * Errors carry Sourcify's body: { customCode, message, errorId }.
 */
const FIELDS = ['abi', 'sources', 'compilation', 'metadata', 'deployment', 'runtimeBytecode', 'sourceIds', 'userdoc', 'devdoc'] as const;
type Field = (typeof FIELDS)[number];
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function fail(reply: FastifyReply, status: 400 | 404, customCode: string, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ customCode, message, errorId: randomUUID() });
}

/** The fields a request asks for, or the parameter it gets wrong. */
function fieldsOf(query: Record<string, unknown>): Set<Field> | string {
  const { fields, omit } = query;
  if (fields !== undefined && omit !== undefined) return 'fields and omit cannot be used together';
  const list = (value: unknown) => (typeof value === 'string' ? value.split(',').map((f) => f.trim().split('.')[0]) : []);
  for (const f of [...list(fields), ...list(omit)]) {
    if (f !== 'all' && !(FIELDS as readonly string[]).includes(f))
      return `unknown field ${f.slice(0, 40)}; the fields are ${FIELDS.join(', ')}`;
  }
  if (omit !== undefined) return new Set(FIELDS.filter((f) => !list(omit).includes(f)));
  const asked = list(fields);
  return new Set(asked.includes('all') ? FIELDS : (asked as Field[]));
}

function answer(chain: EvmChain, contract: Contract, verified: Verified, fields: Set<Field>) {
  const s = chain.store;
  const metadata = JSON.parse(verified.metadata) as {
    compiler: { version: string };
    sources: Record<string, unknown>;
    language: string;
    settings: Record<string, unknown> & { compilationTarget: Record<string, string> };
    output: { userdoc: unknown; devdoc: unknown };
  };
  const deployBlock = contract.deployTx < 0 ? 0 : s.txBlock.get(contract.deployTx);
  const { compilationTarget: _target, ...compilerSettings } = metadata.settings;
  const out: Record<string, unknown> = {
    match: 'exact_match',
    creationMatch: 'exact_match',
    runtimeMatch: 'exact_match',
    chainId: String(chain.spec.evmChainId),
    address: contract.address,
    verifiedAt: new Date(s.blockTs.get(deployBlock) * 1000).toISOString(),
    matchId: String(chain.spec.evmChainId * 10_000 + contract.index),
  };
  const parts: Record<Field, () => unknown> = {
    abi: () => verified.abi,
    sources: () => Object.fromEntries(Object.keys(metadata.sources).map((path) => [path, COMPILED.sources[path]])),
    compilation: () => ({
      language: metadata.language,
      compiler: 'solc',
      compilerVersion: `v${metadata.compiler.version}`,
      compilerSettings,
      name: verified.name,
      fullyQualifiedName: `${verified.path}:${verified.name}`,
    }),
    metadata: () => metadata,
    deployment: () =>
      contract.deployTx < 0
        ? { transactionHash: null, blockNumber: '0', transactionIndex: null, deployer: null }
        : {
            transactionHash: chain.txHash(contract.deployTx),
            blockNumber: String(deployBlock),
            transactionIndex: String(contract.deployTx - s.blockTxStart.get(deployBlock)),
            deployer: s.addressOf(s.txFrom.get(contract.deployTx)),
          },
    runtimeBytecode: () => ({ onchainBytecode: verified.runtimeBytecode, recompiledBytecode: verified.runtimeBytecode }),
    sourceIds: () => Object.fromEntries(Object.keys(metadata.sources).map((path, id) => [path, { id }])),
    userdoc: () => metadata.output.userdoc,
    devdoc: () => metadata.output.devdoc,
  };
  for (const f of fields) out[f] = parts[f]();
  return out;
}

export function createSourcifyModule(world: WorldContext): WorldModule {
  return {
    rawRoutes: [
      {
        method: 'GET',
        url: '/sourcify/v2/contract/:chainId/:address',
        handler: (request: FastifyRequest, reply: FastifyReply) => {
          const { chainId, address } = request.params as Record<string, string>;
          if (!/^\d{1,12}$/.test(chainId)) return fail(reply, 400, 'invalid_parameter', `chainId ${chainId.slice(0, 40)} is not a number`);
          if (!ADDRESS.test(address))
            return fail(reply, 400, 'invalid_parameter', `address ${address.slice(0, 60)} is not a 20-byte hex address`);
          const fields = fieldsOf(request.query as Record<string, unknown>);
          if (typeof fields === 'string') return fail(reply, 400, 'invalid_parameter', fields);
          const chain = world.evm.chain(chainId);
          const contract = chain?.contract(address);
          const verified = contract && verifiedOf(contract);
          if (!chain || !contract || !verified || !deployedBy(chain, contract, chain.headNumber)) {
            return fail(reply, 404, 'not_found', `Contract ${address} on chain ${chainId} not found or not verified`);
          }
          return reply.type('application/json; charset=utf-8').send(answer(chain, contract, verified, fields));
        },
      },
    ],
  };
}
