/**
 * Which rendered row each row on screen is drawn by, for tables that recycle rows: a row scrolling
 * into view takes the slot (the React key, so the DOM elements) of a row that left, and a scroll
 * frame updates a few elements' text and attributes instead of creating a row's elements and
 * dropping another's. The elements dropped were most of a long scroll's garbage, collected by
 * the major GCs that were its longest frames (bench/NOTES.md, scrolling).
 *
 * Slots stay unique among the rows drawn. A row that holds the focus keeps its own elements:
 * once it leaves, its slot is not handed on (it unmounts, as an unrecycled row would), so a
 * focused copy button never starts to stand for another row.
 */
export class RowSlots {
  private slotOf = new Map<string, number>();
  private next = 0;

  /** The slot of each row id in `ids` (the rows drawn, in order); `focused` is the id of the row holding the focus, if any. */
  assign(ids: readonly string[], focused: string | undefined): number[] {
    const drawn = new Set(ids);
    const free: number[] = [];
    for (const [id, slot] of this.slotOf) {
      if (drawn.has(id)) continue;
      this.slotOf.delete(id);
      if (id !== focused) free.push(slot);
    }
    return ids.map((id) => {
      let slot = this.slotOf.get(id);
      if (slot === undefined) {
        slot = free.pop() ?? this.next++;
        this.slotOf.set(id, slot);
      }
      return slot;
    });
  }
}
