import type { ApiClient } from '../apiClient/apiClient';
import type { BridgeEventBus } from '../events';
import { ExportHistory } from './exportHistory';
import { folderExportHost, type ExportHost } from './exportHost';
import { ExportManager, type ExportManagerDeps } from './exportManager';
import { exportPollFromEnv } from './operationRunner';

/**
 * The export manager of the core: history from `<dataDir>/exports.json`, the active
 * connection's client, events on the bridge bus. Without a host (the web host) files go to
 * the export folder of Settings. Resumes what the last run left unfinished.
 */
export async function openExports(opts: {
  dataDir: string;
  client: () => Promise<ApiClient>;
  events: BridgeEventBus;
  exportFolder: () => string;
  host?: ExportHost;
  portfolioReport?: ExportManagerDeps['portfolioReport'];
}): Promise<{ exports: ExportManager; warning?: string }> {
  const history = await ExportHistory.open(opts.dataDir);
  const exports = new ExportManager({
    history,
    api: opts.client,
    host: opts.host ?? folderExportHost(opts.exportFolder),
    emit: (event, payload) => opts.events.emit(event, payload as never),
    portfolioReport: opts.portfolioReport,
    firstPollMs: exportPollFromEnv(),
  });
  exports.resume();
  return { exports, warning: history.warning };
}
