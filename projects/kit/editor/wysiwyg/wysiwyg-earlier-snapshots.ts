/** What the block map remembers of a state of the WYSIWYG content (see wysiwyg-source-map.ts). */
interface KitSnapshotText {
  /** The markdown of that state. */
  readonly markdown: string;
  /** The content of that state, serialised; unset for a state still streaming in. */
  readonly delta: string | undefined;
}

/** How many earlier snapshots are kept, and how much content they may hold together (UTF-16 units). */
const LIMITS = { count: 32, chars: 4_000_000 };

/**
 * Snapshots of WYSIWYG content whose markdown was read, newest last: content edited back to one of
 * them (undo, redo) gives back the markdown it had, not a conversion of it (which lost link titles
 * and respelt what the undone edit had touched). Bounded: the newest ones, as long as their content
 * stays small next to a long document's.
 */
export class KitEarlierSnapshots<S extends KitSnapshotText> {
  private snapshots: S[] = [];

  /** Forgets them all (a new document). */
  clear(): void {
    this.snapshots = [];
  }

  /** The snapshot of content serialised as `delta`, if one is kept. */
  find(delta: string): S | undefined {
    return this.snapshots.find((snapshot) => snapshot.delta === delta);
  }

  /** Keeps `previous` (the snapshot `next` replaces) as the newest. */
  keep(previous: S, next: S): void {
    if (previous.delta === undefined) return;
    const snapshots = this.snapshots.filter((snapshot) => snapshot !== previous && snapshot !== next);
    snapshots.push(previous);
    let chars = 0;
    let count = 0;
    for (let i = snapshots.length - 1; i >= 0 && count < LIMITS.count; i--, count++) {
      chars += snapshots[i].delta!.length + snapshots[i].markdown.length;
      if (chars > LIMITS.chars) break;
    }
    this.snapshots = snapshots.slice(snapshots.length - count);
  }
}
