import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { ProfileInput, type Profile, type ProfilesState } from '../../../shared/bridge/channels';
import { readJsonFile, writeJsonAtomic } from './atomicJson';
import { InputError } from '../inputError';
import { SerialQueue } from './serialQueue';

export const LOCAL_PROFILE_ID = 'local';
export const LOCAL_PROFILE: Profile = { id: LOCAL_PROFILE_ID, name: 'Local network (simulated)', kind: 'local', defaultNetwork: 'mainnet' };

const StoredProfile = ProfileInput.extend({ id: z.string().regex(/^[\w-]{1,64}$/) });
type StoredProfile = z.infer<typeof StoredProfile>;
const ProfilesFile = z.strictObject({ activeId: z.string(), profiles: z.array(StoredProfile) });

/**
 * Connections: the built-in local profile (not editable) plus the user's remote ones.
 * The list and the active id persist in profiles.json.
 */
export class ProfilesStore {
  /** Every change reads the list inside the queue, so concurrent saves never drop one another. */
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    private remote: StoredProfile[],
    private activeId: string,
  ) {}

  static async open(dataDir: string): Promise<{ store: ProfilesStore; warning?: string }> {
    const file = join(dataDir, 'profiles.json');
    const { value, warning } = await readJsonFile(file, ProfilesFile);
    const remote = value?.profiles ?? [];
    const activeId = value && remote.some((p) => p.id === value.activeId) ? value.activeId : LOCAL_PROFILE_ID;
    return { store: new ProfilesStore(file, remote, activeId), warning };
  }

  state(): ProfilesState {
    return { profiles: [LOCAL_PROFILE, ...this.remote.map((p): Profile => ({ ...p, kind: 'remote' }))], activeId: this.activeId };
  }

  active(): Profile {
    return this.find(this.activeId) ?? LOCAL_PROFILE;
  }

  find(idOrName: string): Profile | undefined {
    return this.state().profiles.find((p) => p.id === idOrName || p.name === idOrName);
  }

  /** Adds a profile (no id) or replaces the one with `id`. Returns the saved profile's id. */
  save(input: ProfileInput, id?: string): Promise<string> {
    return this.queue.run(() => this.saveNow(input, id));
  }

  private async saveNow(input: ProfileInput, id?: string): Promise<string> {
    if (id === LOCAL_PROFILE_ID) throw new InputError('id', 'The local profile cannot be edited.');
    if (id !== undefined && !this.remote.some((p) => p.id === id)) throw new InputError('id', `No profile with id ${id}.`);
    if (this.state().profiles.some((p) => p.name === input.name && p.id !== id))
      throw new InputError('profile.name', `A profile named "${input.name}" already exists.`);
    const saved: StoredProfile = { ...input, id: id ?? randomUUID() };
    const remote = id === undefined ? [...this.remote, saved] : this.remote.map((p) => (p.id === id ? saved : p));
    await this.write(remote, this.activeId);
    return saved.id;
  }

  remove(id: string): Promise<void> {
    return this.queue.run(() => this.removeNow(id));
  }

  private async removeNow(id: string): Promise<void> {
    if (id === LOCAL_PROFILE_ID) throw new InputError('id', 'The local profile cannot be removed.');
    if (!this.remote.some((p) => p.id === id)) throw new InputError('id', `No profile with id ${id}.`);
    await this.write(
      this.remote.filter((p) => p.id !== id),
      this.activeId === id ? LOCAL_PROFILE_ID : this.activeId,
    );
  }

  activate(id: string): Promise<void> {
    return this.queue.run(async () => {
      if (!this.state().profiles.some((p) => p.id === id)) throw new InputError('id', `No profile with id ${id}.`);
      await this.write(this.remote, id);
    });
  }

  private async write(remote: StoredProfile[], activeId: string): Promise<void> {
    await writeJsonAtomic(this.file, { activeId, profiles: remote });
    this.remote = remote;
    this.activeId = activeId;
  }
}
