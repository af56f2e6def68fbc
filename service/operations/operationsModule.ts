import type { WorldContext, WorldModule } from '../world';
import { errorBody } from '../server/errors';
import { evmExportSource } from './evmExportSource';
import { DOWNLOAD_PREFIX, ExportOperations } from './exportOperations';
import { OperationStore } from './operationStore';
import { sendFile } from './sendFile';

/**
 * Test and benchmark knobs, read from the environment because they are not for users:
 * RIDGELINE_EXPORT_MAX_ROWS cuts exports early (WarnTruncatedExport), and
 * RIDGELINE_EXPORT_FILL_MB pads each export to that size (a large download for `npm run bench`).
 */
export function exportKnobs(env: NodeJS.ProcessEnv = process.env): { maxRows?: number; fillToBytes?: number } {
  const num = (name: string) => {
    const v = env[name];
    if (v === undefined || v === '') return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${v}`);
    return n;
  };
  const mb = num('RIDGELINE_EXPORT_FILL_MB');
  return { maxRows: num('RIDGELINE_EXPORT_MAX_ROWS'), fillToBytes: mb === undefined ? undefined : Math.round(mb * 1024 * 1024) };
}

/** Export operations (spec 4.9): POST and GET handlers, and the download route of finished files. */
export function createOperations(ctx: WorldContext): WorldModule {
  const ops = new ExportOperations({
    store: new OperationStore(ctx.dataDir),
    source: evmExportSource(ctx.evm),
    primary: ctx.primary,
    clock: ctx.clock,
    fileTtlMs: ctx.options.exportFileTtlMs,
    ...exportKnobs(),
  });
  return {
    handlers: {
      createTransactionExport: ({ params, baseUrl }) => ops.create(params.body, baseUrl),
      getOperation: ({ params, baseUrl }) => ops.get(params.operationId, baseUrl),
    },
    rawRoutes: [
      {
        // Fastify answers HEAD through this GET route as well; sendFile sends no body then.
        method: 'GET',
        url: `${DOWNLOAD_PREFIX}:file`,
        handler: async (request, reply) => {
          const name = (request.params as { file: string }).file;
          const file = ops.file(name);
          if (!file)
            return reply
              .code(404)
              .type('application/json; charset=utf-8')
              .send(errorBody('data', 404, `No export file ${name}`));
          reply.hijack();
          await sendFile(request.raw, reply.raw, {
            ...file,
            contentType: 'text/csv; charset=utf-8',
            downloadName: `ridgeline-export-${name}`,
          });
        },
      },
    ],
    start: () => ops.start(),
    stop: () => ops.stop(),
  };
}
