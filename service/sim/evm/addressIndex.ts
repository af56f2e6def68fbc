const EMPTY = new Uint32Array(0);
const FIRST_RUN = 2;

/**
 * One per-address index: for each address id, an ascending run of numbers (transaction sequence numbers or
 * transfer numbers). Every run lives in one Uint32Array pool, so the hundreds of thousands of short runs of a
 * large history cost the garbage collector nothing and a number four bytes. A run that fills its room moves to
 * the pool's end with twice the room (its old room is left unused until `compact`); a run at the pool's end
 * grows in place.
 */
export class AddressIndex {
  private pool = new Uint32Array(1 << 12);
  private used = 0;
  private start = new Uint32Array(1 << 10);
  private length = new Uint32Array(1 << 10);
  private room = new Uint32Array(1 << 10);
  /** One more than the highest id given a run. */
  private ids = 0;

  /** One more than the highest address id with a run: ids to walk. */
  get idCount(): number {
    return this.ids;
  }

  /** Appends `value` to the run of `id`, unless it is already its last entry (one transaction, two roles). */
  push(id: number, value: number): void {
    if (id >= this.start.length) this.growIds(id + 1);
    if (id >= this.ids) this.ids = id + 1;
    const n = this.length[id];
    if (n > 0 && this.pool[this.start[id] + n - 1] === value) return;
    if (n === this.room[id]) this.makeRoom(id, n === 0 ? FIRST_RUN : n * 2);
    this.pool[this.start[id] + n] = value;
    this.length[id] = n + 1;
  }

  /**
   * The run of `id`, ascending; empty when it has none. A view of the pool: later pushes never change what it
   * shows (they write past its end or move the run), so a reader may keep it while blocks are mined.
   */
  list(id: number): Uint32Array {
    if (id >= this.ids) return EMPTY;
    const n = this.length[id];
    if (n === 0) return EMPTY;
    const at = this.start[id];
    return this.pool.subarray(at, at + n);
  }

  lengthOf(id: number): number {
    return id < this.ids ? this.length[id] : 0;
  }

  /** Copies every run into a pool of exactly their total length: a built history leaves much unused room. */
  compact(): void {
    let total = 0;
    for (let id = 0; id < this.ids; id++) total += this.length[id];
    const pool = new Uint32Array(Math.max(total, 1));
    const old = this.pool;
    let at = 0;
    for (let id = 0; id < this.ids; id++) {
      const n = this.length[id];
      const from = this.start[id];
      // Most runs are a few entries: a plain loop beats a view and a set() each.
      for (let k = 0; k < n; k++) pool[at + k] = old[from + k];
      this.start[id] = at;
      this.room[id] = n;
      at += n;
    }
    this.pool = pool;
    this.used = at;
  }

  private makeRoom(id: number, room: number): void {
    const at = this.start[id];
    const n = this.length[id];
    if (n > 0 && at + this.room[id] === this.used) {
      // The run ends the pool: grow it where it is.
      this.reserve(room - this.room[id]);
      this.used += room - this.room[id];
    } else {
      this.reserve(room);
      this.pool.copyWithin(this.used, at, at + n);
      this.start[id] = this.used;
      this.used += room;
    }
    this.room[id] = room;
  }

  /** Makes the pool hold `more` entries past `used`. */
  private reserve(more: number): void {
    if (this.used + more <= this.pool.length) return;
    const pool = new Uint32Array(Math.max(this.pool.length * 2, this.used + more));
    pool.set(this.pool.subarray(0, this.used));
    this.pool = pool;
  }

  private growIds(atLeast: number): void {
    const size = Math.max(this.start.length * 2, atLeast);
    const grow = (a: Uint32Array) => {
      const b = new Uint32Array(size);
      b.set(a);
      return b;
    };
    this.start = grow(this.start);
    this.length = grow(this.length);
    this.room = grow(this.room);
  }
}
