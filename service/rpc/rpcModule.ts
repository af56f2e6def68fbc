import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WorldContext, WorldModule } from '../module';
import { afterIdle } from '../server/afterIdle';
import { baseUrlOf } from '../server/apiServer';
import { answerJsonRpc, RPC_ERRORS } from './jsonRpc';

/**
 * The methods and their ABI work (viem) load on the first call, or in the background after the start with warmUp: the
 * service starts without them, and the first call need not wait for them (bench/NOTES.md, "Cold start").
 */
let methods: Promise<typeof import('./ethMethods')> | undefined;
let loaded = false;
const loadMethods = () => (methods ??= import('./ethMethods').then((m) => ((loaded = true), m)));
/** Whether the methods' modules are loaded: the warm-up's witness in tests. */
export const rpcMethodsLoaded = (): boolean => loaded;

/**
 * The chains' Ethereum JSON-RPC: POST {dataUrl}/ext/bc/{blockchainId}/rpc, the `rpcUrl` GET /v1/chains names for
 * each simulated EVM chain (an EVM chain id is taken too). Like a node's endpoint it takes no API key.
 */
export function createRpcModule(world: WorldContext): WorldModule {
  const unhealthy = new Set(world.unhealthyChains ?? []);
  let cancelWarm = () => {};
  return {
    start: () => {
      if (world.warmUp) cancelWarm = afterIdle(world.requestLog, () => void loadMethods());
    },
    stop: () => cancelWarm(),
    rawRoutes: [
      {
        method: 'POST',
        url: '/ext/bc/:blockchainId/rpc',
        textBody: true,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const { blockchainId } = request.params as { blockchainId: string };
          const chain = world.evm.chain(blockchainId);
          const json = (body: string) => reply.code(200).type('application/json; charset=utf-8').send(body);
          if (!chain) {
            return reply
              .code(404)
              .type('application/json; charset=utf-8')
              .send({
                jsonrpc: '2.0',
                id: null,
                error: { code: RPC_ERRORS.invalidRequest, message: `no EVM chain ${blockchainId.slice(0, 64)}` },
              });
          }
          if (unhealthy.has(chain.spec.blockchainId) || unhealthy.has(String(chain.spec.evmChainId))) {
            return reply
              .code(503)
              .type('application/json; charset=utf-8')
              .send({
                jsonrpc: '2.0',
                id: null,
                error: { code: RPC_ERRORS.server, message: 'the node serving this chain is unavailable; try again later' },
              });
          }
          const baseUrl = baseUrlOf(request);
          const { ethMethods } = await loadMethods();
          const table = ethMethods({ evm: world.evm, chain, prices: world.prices, baseUrl });
          const answer = answerJsonRpc(table, typeof request.body === 'string' ? request.body : '');
          return answer === undefined ? reply.code(204).send() : json(answer);
        },
      },
    ],
  };
}
