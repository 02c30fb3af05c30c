import { Prec, RangeSetBuilder, type Extension } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';
import { HighlightStyle, syntaxHighlighting, syntaxTree } from '@codemirror/language';
import { NodeProp, Tree, TreeBuffer } from '@lezer/common';
import { highlightTree } from '@lezer/highlight';

/**
 * A tree with the root of `tree` whose children are only the elements overlapping `from`–`to`:
 * the root's own children and those of the anonymous groups lezer balances long documents into
 * (descended into when they overlap). Positions stay absolute, the root's type stays the same, and
 * the groups left out are anonymous, so highlighting it over `from`–`to` gives exactly the spans
 * highlighting `tree` would.
 *
 * Why: `highlightTree` walks the root's children one by one from the first, making a node object
 * for each, until it reaches `from`. At the end of a 200 KB markdown document that is ~2,500 blocks
 * (90 KB of garbage) on every keystroke. Here the walk skips each group that ends before `from`.
 * Returns `tree` itself when it has a mounted language at the root (not the markdown case).
 */
export function visiblePart(tree: Tree, from: number, to: number): Tree {
  if (tree.prop(NodeProp.mounted)) return tree;
  const children: (Tree | TreeBuffer)[] = [];
  const positions: number[] = [];
  const collect = (node: Tree, offset: number): void => {
    for (let i = 0; i < node.children.length; i++) {
      const child = node.children[i];
      const start = offset + node.positions[i];
      const end = start + child.length;
      // Touching ends count: highlightTree itself looks at nodes that end at `from`.
      if (end < from) continue;
      if (start > to) break;
      if (child instanceof Tree && child.type.isAnonymous && !child.prop(NodeProp.mounted)) collect(child, start);
      else {
        children.push(child);
        positions.push(start);
      }
    }
  };
  collect(tree, 0);
  return new Tree(tree.type, children, positions, tree.length);
}

/**
 * Syntax highlighting of the visible ranges, like `syntaxHighlighting(style)` from
 * `@codemirror/language` (same decorations, same update rules), but each range is highlighted on
 * `visiblePart` of the tree, so a keystroke costs what the viewport holds, not what lies above it.
 * The style is registered as `syntaxHighlighting` registers it (CSS module, active highlighter).
 */
export function visibleSyntaxHighlighting(style: HighlightStyle): Extension {
  const plugin = ViewPlugin.fromClass(
    class VisibleHighlighter {
      decorations: DecorationSet;
      private tree: Tree;
      private decoratedTo: number;
      private readonly marks = new Map<string, Decoration>();

      constructor(view: EditorView) {
        this.tree = syntaxTree(view.state);
        this.decorations = this.build(view);
        this.decoratedTo = view.viewport.to;
      }

      update(update: ViewUpdate): void {
        const tree = syntaxTree(update.state);
        const { viewport } = update.view;
        const decoratedToMapped = update.changes.mapPos(this.decoratedTo, 1);
        // As CodeMirror's highlighter: while the tree lags behind the viewport, keep mapping the old spans.
        if (tree.length < viewport.to && tree.type === this.tree.type && decoratedToMapped >= viewport.to) {
          this.decorations = this.decorations.map(update.changes);
          this.decoratedTo = decoratedToMapped;
        } else if (tree !== this.tree || update.viewportChanged) {
          this.tree = tree;
          this.decorations = this.build(update.view);
          this.decoratedTo = viewport.to;
        }
      }

      private build(view: EditorView): DecorationSet {
        if (!this.tree.length) return Decoration.none;
        const builder = new RangeSetBuilder<Decoration>();
        for (const { from, to } of view.visibleRanges) {
          highlightTree(visiblePart(this.tree, from, to), style, (start, end, classes) => {
            let mark = this.marks.get(classes);
            if (!mark) this.marks.set(classes, (mark = Decoration.mark({ class: classes })));
            builder.add(start, end, mark);
          }, from, to);
        }
        return builder.finish();
      }
    },
    { decorations: (highlighter) => highlighter.decorations },
  );
  // High precedence, as CodeMirror's highlighter: syntax marks wrap other decorations' marks.
  return [Prec.high(plugin), highlighterOnly(style)];
}

/**
 * `syntaxHighlighting(style)` without CodeMirror's own highlighter plugin: the style's CSS module
 * and its entry in CodeMirror's (private) facet of active highlighters. Why the entry: a page that
 * adds CodeMirror extensions through `getCodeMirror()` may bring a fallback highlighter
 * (`minimalSetup` and `basicSetup` have `defaultHighlightStyle` as one), which CodeMirror applies
 * only while no other style is active; without kit's style in the facet it painted its underlines
 * and colours over kit's. The plugin is the one extension every `syntaxHighlighting()` returns,
 * hence the probe. (With a page's own highlighter, CodeMirror's plugin comes back with it and
 * draws kit's classes too: nested spans with the same classes, as before this module.)
 */
function highlighterOnly(style: HighlightStyle): Extension {
  const own = syntaxHighlighting(style);
  const probe = syntaxHighlighting(HighlightStyle.define([]));
  if (!Array.isArray(own) || !Array.isArray(probe)) return style.module ? EditorView.styleModule.of(style.module) : [];
  return own.filter((extension) => !probe.includes(extension));
}
