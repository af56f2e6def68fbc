import type { HandlerMap, RawRoute } from '../server/handler';
import { errorBody } from '../server/errors';
import { DOWNLOAD_PREFIX, type ExportOperations } from './exportOperations';
import { sendFile } from './sendFile';

/** POST and GET of export operations. */
export function operationsHandlers(ops: ExportOperations): HandlerMap {
  return {
    createTransactionExport: ({ params, baseUrl }) => ops.create(params.body, baseUrl),
    getOperation: ({ params, baseUrl }) => ops.get(params.operationId, baseUrl),
  };
}

/** The download of a finished export file, streamed with ranges (not an endpoint of the table: its URL is in the operation). */
export function downloadRoute(ops: ExportOperations): RawRoute {
  return {
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
  };
}
