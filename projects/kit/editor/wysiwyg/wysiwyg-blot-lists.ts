import type QuillType from 'quill';

/** Parchment's list of a blot's children (not exported by Parchment: reached through an instance). */
interface BlotList {
  head: BlotNode | null;
  contains(node: BlotNode): boolean;
  remove(node: BlotNode): void;
  insertBefore(node: BlotNode | null, refNode: BlotNode | null): void;
}

/** A blot, as a list holds it. */
interface BlotNode {
  prev: BlotNode | null;
  next: BlotNode | null;
}

/** Marks Parchment's list class once it answers `contains` from the owner it keeps. */
const FAST = Symbol('kit: blot lists know their nodes');

/**
 * Parchment's `LinkedList.remove` first checks that the node is in the list by walking it, and
 * `insertBefore` removes the node first: every blot inserted walks all of its new parent's
 * children, and those of the parent it leaves. With thousands of lines in the document (a long
 * paste, Quill wrapping each list item or code line into its container as it inserts it), that was
 * the largest cost of the insert: 300 KB of markdown pasted, 5.8 s of 19.7 s in `contains`.
 *
 * Here each list remembers, per node, which list the node was last put in (or none once removed),
 * so `contains` is one lookup. Lists only ever link nodes in `insertBefore` and unlink them in
 * `remove`; a node nobody has put in a list since this ran (a new blot: no neighbours, not the
 * head; or one linked before, in a Quill made earlier) is answered as before. The class is
 * Parchment's, shared by every Quill on the page: the answers are the same, only faster.
 */
export function useConstantTimeBlotLists(quill: QuillType): void {
  const list = Object.getPrototypeOf((quill.scroll as unknown as { children: BlotList }).children) as BlotList & { [FAST]?: true };
  if (list[FAST]) return;
  const owners = new WeakMap<BlotNode, BlotList | null>();
  const { contains, remove, insertBefore } = list;
  list.contains = function (this: BlotList, node: BlotNode) {
    const owner = owners.get(node);
    if (owner !== undefined) return owner === this;
    // Never linked since: a new blot has no neighbours and is no list's head.
    if (node.prev == null && node.next == null && this.head !== node) return false;
    return contains.call(this, node);
  };
  list.remove = function (this: BlotList, node: BlotNode) {
    const inList = node != null && this.contains(node);
    remove.call(this, node);
    if (inList) owners.set(node, null);
  };
  list.insertBefore = function (this: BlotList, node: BlotNode | null, refNode: BlotNode | null) {
    insertBefore.call(this, node, refNode);
    if (node != null) owners.set(node, this);
  };
  list[FAST] = true;
}
