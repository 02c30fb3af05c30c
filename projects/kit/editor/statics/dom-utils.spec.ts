import { domUtils } from './dom-utils';

const FIXTURE = [
  '<p id="para">ab<b id="bold">cd</b>\u200Bef</p>',
  '<ul id="list"><li id="one">one</li><li id="two">t<i id="wo">wo</i></li></ul>',
  '<table id="table"><thead><tr><th id="h1">h1</th><th id="h2">h2</th><th id="h3">h3</th></tr></thead>',
  '<tbody><tr><td id="a" colspan="2">a</td><td id="b">b</td></tr>',
  '<tr><td id="c">c</td><td id="d"><span id="dSpan">d</span></td><td id="e">e</td></tr></tbody></table>',
].join('');

describe('domUtils', () => {
  let root: HTMLElement;
  const byId = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!;
  const cell = (id: string) => root.querySelector<HTMLTableCellElement>(`#${id}`)!;

  beforeEach(() => {
    root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = FIXTURE;
  });

  afterEach(() => root.remove());

  it('getNodeName: upper-case tag names, TEXT for text nodes, the DOM name otherwise', () => {
    expect(domUtils.getNodeName(byId('bold'))).toBe('B');
    expect(domUtils.getNodeName(byId('bold').firstChild)).toBe('TEXT');
    expect(domUtils.getNodeName(document.createComment('x'))).toBe('#comment');
    expect(domUtils.getNodeName(null)).toBe('');
  });

  it('isTextNode / isElemNode', () => {
    const text = byId('para').firstChild!;
    expect([domUtils.isTextNode(text), domUtils.isElemNode(text)]).toEqual([true, false]);
    expect([domUtils.isTextNode(byId('para')), domUtils.isElemNode(byId('para'))]).toEqual([false, true]);
    expect([domUtils.isTextNode(null), domUtils.isElemNode(undefined)]).toEqual([false, false]);
  });

  it('getTextLength: text without zero-width spaces, for elements and text nodes', () => {
    expect(domUtils.getTextLength(byId('para'))).toBe(6); // "abcdef": the zero-width space does not count
    expect(domUtils.getTextLength(byId('para').lastChild!)).toBe(2);
  });

  it('getOffsetLength: characters of a text node, child nodes of an element', () => {
    expect(domUtils.getOffsetLength(byId('para'))).toBe(3);
    expect(domUtils.getOffsetLength(byId('para').lastChild!)).toBe(2);
    expect(domUtils.getOffsetLength(byId('list'))).toBe(2);
  });

  it('getNodeOffsetOfParent: the index among the parent\'s child nodes', () => {
    expect(domUtils.getNodeOffsetOfParent(byId('bold'))).toBe(1);
    expect(domUtils.getNodeOffsetOfParent(byId('two'))).toBe(1);
    expect(domUtils.getNodeOffsetOfParent(document.createElement('div'))).toBe(-1);
  });

  it('getChildNodeByOffset: the child at an element offset; a text node is its own node', () => {
    const para = byId('para');
    expect(domUtils.getChildNodeByOffset(para, 1)).toBe(byId('bold'));
    expect(domUtils.getChildNodeByOffset(para, 3)).toBeUndefined();
    expect(domUtils.getChildNodeByOffset(para, -1)).toBeUndefined();
    expect(domUtils.getChildNodeByOffset(para.firstChild!, 1)).toBe(para.firstChild!);
  });

  it('getNodeWithDirectionUntil: the nearest sibling of the node or an ancestor, stopping at a named parent', () => {
    const wo = byId('wo').firstChild!; // text "wo" in <i> in the second <li>
    expect(domUtils.getNodeWithDirectionUntil('previous', wo, 'UL')).toBe(byId('two').firstChild!); // "t"
    expect(domUtils.getNodeWithDirectionUntil('next', wo, 'UL')).toBeUndefined(); // would leave the UL
    expect(domUtils.getNodeWithDirectionUntil('next', wo)).toBe(byId('table')); // the list's next sibling
    expect(domUtils.getNodeWithDirectionUntil('previous', byId('one').firstChild!, 'LI')).toBeUndefined();
  });

  it('getPrevOffsetNodeUntil: the node before a Range position', () => {
    const para = byId('para');
    expect(domUtils.getPrevOffsetNodeUntil(para, 2)).toBe(byId('bold'));
    expect(domUtils.getPrevOffsetNodeUntil(byId('bold').firstChild!, 1)).toBe(byId('bold').firstChild!); // inside the text
    expect(domUtils.getPrevOffsetNodeUntil(byId('bold').firstChild!, 0)).toBe(para.firstChild!); // climbs out of <b>
    expect(domUtils.getPrevOffsetNodeUntil(byId('bold').firstChild!, 0, 'B')).toBeUndefined();
  });

  it('getParentUntil: the ancestor-or-self whose parent is the given node or node name', () => {
    const text = byId('dSpan').firstChild!;
    expect(domUtils.getParentUntil(text, 'TD')).toBe(byId('dSpan'));
    expect(domUtils.getParentUntil(text, 'tr')).toBe(byId('d'));
    expect(domUtils.getParentUntil(text, root)).toBe(byId('table'));
    expect(domUtils.getParentUntil(text, 'UL')).toBeUndefined();
  });

  it('getTopBlockNode: the child of the root (or of the editable root) holding the node', () => {
    expect(domUtils.getTopBlockNode(byId('wo').firstChild!, root)).toBe(byId('list'));
    root.setAttribute('contenteditable', 'true');
    expect(domUtils.getTopBlockNode(byId('bold'))).toBe(byId('para'));
    expect(domUtils.getTopBlockNode(document.createElement('p'), root)).toBeUndefined();
  });

  it('getTopPrevNodeUnder / getTopNextNodeUnder: siblings of the top node under a parent', () => {
    const text = byId('wo').firstChild!;
    expect(domUtils.getTopPrevNodeUnder(text, root)).toBe(byId('para'));
    expect(domUtils.getTopNextNodeUnder(text, root)).toBe(byId('table'));
    expect(domUtils.getTopNextNodeUnder(text, 'UL')).toBeUndefined(); // the second item is the last
    expect(domUtils.getTopPrevNodeUnder(text, 'UL')).toBe(byId('one'));
  });

  it('containsNode: the node itself or a descendant', () => {
    expect(domUtils.containsNode(root, byId('dSpan').firstChild!)).toBeTrue();
    expect(domUtils.containsNode(byId('bold'), byId('bold'))).toBeTrue();
    expect(domUtils.containsNode(byId('list'), byId('para'))).toBeFalse();
  });

  it('getTableCellByDirection: neighbouring cells, keeping the visual column and crossing thead/tbody', () => {
    const text = byId('dSpan').firstChild!;
    expect(domUtils.getTableCellByDirection(text, 'left')).toBe(cell('c'));
    expect(domUtils.getTableCellByDirection(text, 'right')).toBe(cell('e'));
    expect(domUtils.getTableCellByDirection(text, 'up')).toBe(cell('a')); // column 1 is inside the colspan
    expect(domUtils.getTableCellByDirection(byId('e'), 'up')).toBe(cell('b'));
    expect(domUtils.getTableCellByDirection(byId('b'), 'up')).toBe(cell('h3'));
    expect(domUtils.getTableCellByDirection(byId('h2'), 'down')).toBe(cell('a'));
    expect(domUtils.getTableCellByDirection(byId('h1'), 'up')).toBeNull();
    expect(domUtils.getTableCellByDirection(byId('e'), 'down')).toBeNull();
    expect(domUtils.getTableCellByDirection(byId('c'), 'left')).toBeNull();
    expect(domUtils.getTableCellByDirection(byId('para'), 'down')).toBeNull();
  });
});
