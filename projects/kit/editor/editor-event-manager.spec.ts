import { useEditorFactory } from './editor-spec-helpers';

// TOAST UI 1.x extensions and custom buttons work through `editor.eventManager` (reference §2, §5).
describe('editor.eventManager (TOAST UI 1.x)', () => {
  const { create } = useEditorFactory();

  it('removeEventHandler(name, handler) removes that handler only; without a handler every one of the name', () => {
    const editor = create({ initialValue: 'x' });
    const em = editor.eventManager;
    em.addEventType('myEvent');
    const [a, b] = [jasmine.createSpy('a').and.returnValue('a'), jasmine.createSpy('b').and.returnValue('b')];
    em.listen('myEvent', a);
    em.listen('myEvent', b);
    expect(em.emit('myEvent', 1)).toEqual(['a', 'b']);
    em.removeEventHandler('myEvent', a);
    expect(em.emit('myEvent', 2)).toEqual(['b']);
    em.removeEventHandler('myEvent');
    expect(em.emit('myEvent', 3)).toEqual([]);
    expect([a.calls.count(), b.calls.count()]).toEqual([1, 2]);
  });

  it('removeEventHandler on a built-in event removes the handler an extension listened with, and the editor still works', () => {
    const editor = create({ initialValue: 'x' });
    const change = jasmine.createSpy('change');
    editor.eventManager.listen('change', change);
    editor.insertText('1');
    editor.eventManager.removeEventHandler('change', change);
    editor.insertText('2');
    expect(change).toHaveBeenCalledTimes(1);
    editor.changeMode('markdown');
    expect(editor.getMarkdown()).toBe('12x');
  });

  it('emitReduce passes the value through the handlers; a falsy return leaves it', () => {
    const editor = create();
    const em = editor.eventManager;
    em.addEventType('reduceMe');
    em.listen('reduceMe', ((html: string, suffix: string) => `${html}<b>${suffix}</b>`) as never);
    em.listen('reduceMe', (() => undefined) as never);
    em.listen('reduceMe', ((html: string) => html.toUpperCase()) as never);
    expect(em.emitReduce('reduceMe', '<i>a</i>', 'z')).toBe('<I>A</I><B>Z</B>');
    em.addEventType('nobody');
    expect(em.emitReduce('nobody', 'same')).toBe('same');
  });
});
