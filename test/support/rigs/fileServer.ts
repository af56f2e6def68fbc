import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendFile } from '../../../service/operations/sendFile';

/** The service's own file sender on 127.0.0.1:0, for download tests that need no simulation. */
export async function serveOneFile(path: string, etag = `"${createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16)}"`) {
  const requests: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.headers);
    void sendFile(req, res, { path, size: statSync(path).size, etag, contentType: 'text/csv', downloadName: 'export.csv' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/file.csv`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
