import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import {
  memberKey,
  Portfolio,
  PortfolioMember,
  PortfolioName,
  PORTFOLIO_MEMBERS_MAX,
  PORTFOLIOS_MAX,
} from '../../../shared/bridge/portfolioChannels';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';
import { InputError } from '../inputError';
import { SerialQueue } from '../stores/serialQueue';

/** On disk every portfolio is checked as the bridge checks a new one: a hand-edited bad address makes the file damaged, not a blank row. */
const StoredPortfolio = Portfolio.extend({ name: PortfolioName, members: z.array(PortfolioMember).max(PORTFOLIO_MEMBERS_MAX) });
const StoredFile = z.strictObject({ version: z.literal(1), portfolios: z.array(StoredPortfolio).max(PORTFOLIOS_MAX) });

/**
 * Portfolios: named sets of addresses, in `portfolios.json` next to the settings. Written
 * atomically through one queue (concurrent changes all land), validated on read; a damaged file
 * is set aside and reported, and the list starts empty. The file is written before the list in
 * memory changes, so a failed write loses nothing saved.
 */
export class PortfolioStore {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    private portfolios: Portfolio[],
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number = Date.now): Promise<{ store: PortfolioStore; warning?: string }> {
    const file = join(dataDir, 'portfolios.json');
    const { value, warning } = await readJsonFile(file, StoredFile);
    return { store: new PortfolioStore(file, value?.portfolios ?? [], now), warning };
  }

  list(): Portfolio[] {
    return [...this.portfolios].sort((a, b) => a.name.localeCompare(b.name) || a.createdAt - b.createdAt);
  }

  get(id: string): Portfolio {
    const found = this.portfolios.find((p) => p.id === id);
    if (!found) throw new InputError('id', `No portfolio with id "${id}"; it may have been deleted.`);
    return found;
  }

  create(name: string): Promise<Portfolio> {
    return this.queue.run(async () => {
      if (this.portfolios.length >= PORTFOLIOS_MAX)
        throw new InputError('name', `At most ${PORTFOLIOS_MAX} portfolios can be kept; delete one first.`);
      const created: Portfolio = { id: randomUUID(), name, members: [], createdAt: this.now() };
      await this.save([...this.portfolios, created]);
      return created;
    });
  }

  rename(id: string, name: string): Promise<void> {
    return this.change(id, (p) => ({ ...p, name }));
  }

  remove(id: string): Promise<void> {
    return this.queue.run(async () => {
      this.get(id);
      await this.save(this.portfolios.filter((p) => p.id !== id));
    });
  }

  /** Adds the address, or replaces its chains when it is already a member (adding chains to an EVM address). */
  addMember(id: string, member: PortfolioMember): Promise<void> {
    return this.change(id, (p) => {
      const key = memberKey(member);
      const at = p.members.findIndex((m) => memberKey(m) === key);
      if (at === -1 && p.members.length >= PORTFOLIO_MEMBERS_MAX)
        throw new InputError('member', `A portfolio holds at most ${PORTFOLIO_MEMBERS_MAX} addresses.`);
      const members = at === -1 ? [...p.members, member] : p.members.map((m, i) => (i === at ? merged(m, member) : m));
      return { ...p, members };
    });
  }

  removeMember(id: string, address: string): Promise<void> {
    return this.change(id, (p) => {
      // A P-/X- address is kept without its chain letter; any of its spellings names it.
      const wanted = address
        .trim()
        .replace(/^[PXC]-/, '')
        .toLowerCase();
      const members = p.members.filter((m) => m.address.toLowerCase() !== wanted);
      if (members.length === p.members.length) throw new InputError('address', `${address} is not in the portfolio "${p.name}".`);
      return { ...p, members };
    });
  }

  private change(id: string, edit: (p: Portfolio) => Portfolio): Promise<void> {
    return this.queue.run(async () => {
      const next = edit(this.get(id));
      await this.save(this.portfolios.map((p) => (p.id === id ? next : p)));
    });
  }

  private async save(next: Portfolio[]): Promise<void> {
    await writeJsonAtomic(this.file, { version: 1, portfolios: next });
    this.portfolios = next;
  }
}

/** An EVM address added again on other chains is followed on both sets of chains. */
function merged(before: PortfolioMember, added: PortfolioMember): PortfolioMember {
  if (before.kind !== 'evm' || added.kind !== 'evm') return added;
  return { ...added, chainIds: [...new Set([...before.chainIds, ...added.chainIds])] };
}
