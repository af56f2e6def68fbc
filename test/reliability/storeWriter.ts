/**
 * Child process of dataSafety.test.ts: writes settings, profiles and the export history of
 * `<dataDir>` in a loop, each write a new version, until it is killed. After each write is on
 * disk it prints `<store> <version>` so the parent knows the last version that must survive.
 * Usage: tsx test/reliability/storeWriter.ts <dataDir>
 */
import { ExportHistory } from '../../electron/core/exports/exportHistory';
import { ProfilesStore } from '../../electron/core/stores/profiles';
import { SettingsStore } from '../../electron/core/stores/settingsStore';
import { entryVersion, profileVersion, settingsVersion, versionedEntry } from './storeVersions';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: storeWriter.ts <dataDir>');

const settings = (await SettingsStore.open(dataDir)).store;
const profiles = (await ProfilesStore.open(dataDir)).store;
const history = await ExportHistory.open(dataDir);
let s = settingsVersion(settings.get());
let p = profileVersion(profiles.state());
let e = entryVersion(history.list());
const profileId = profiles.state().profiles.find((x) => x.kind === 'remote')?.id;
let remoteId = profileId;
process.stdout.write('ready\n');

for (;;) {
  await settings.update({ exportFolder: `/tmp/ridgeline-v${++s}`, theme: s % 2 ? 'dark' : 'light' });
  process.stdout.write(`settings ${s}\n`);
  const input = {
    name: `Remote v${++p}`,
    dataUrl: `https://data.example/v${p}`,
    metricsUrl: 'https://metrics.example',
    defaultNetwork: 'mainnet' as const,
  };
  remoteId = await profiles.save(input, remoteId);
  process.stdout.write(`profiles ${p}\n`);
  history.put(versionedEntry(++e));
  await history.flushed();
  process.stdout.write(`history ${e}\n`);
}
