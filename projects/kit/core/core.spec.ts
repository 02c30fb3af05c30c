import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { KitCheckWindow } from './check-window';
import { INVALID_CONTAINER_MESSAGE, resolveContainer } from './container';
import { KitEventBus, describeValue } from './event-bus';
import { MountedComponent } from './mounted-component';
import { sharedApplication, whenKitReady } from './shared-application';

interface TestEvents {
  save: { id: number };
  close: void;
}

describe('resolveContainer', () => {
  let el: HTMLElement;

  beforeEach(() => {
    el = document.createElement('section');
    el.id = 'core-spec-box';
    el.className = 'core-spec-class';
    document.body.appendChild(el);
  });

  afterEach(() => el.remove());

  it('keeps the message of the original components', () => {
    expect(INVALID_CONTAINER_MESSAGE).toBe('The container element is invalid.');
  });

  it('returns an element as is', () => {
    expect(resolveContainer(el)).toBe(el);
  });

  it('looks a string up as an id first, then as a CSS selector', () => {
    expect(resolveContainer('core-spec-box')).toBe(el);
    expect(resolveContainer('.core-spec-class')).toBe(el);
    expect(resolveContainer('body > section#core-spec-box')).toBe(el);
    const decoy = document.createElement('div');
    decoy.id = 'section';
    document.body.appendChild(decoy);
    // "section" is both a tag selector matching el and the id of decoy: the id wins.
    expect(resolveContainer('section')).toBe(decoy);
    decoy.remove();
  });

  it('finds ids that are not valid selectors', () => {
    el.id = '1st';
    expect(resolveContainer('1st')).toBe(el);
    el.id = 'a:b';
    expect(resolveContainer('a:b')).toBe(el);
  });

  it('unwraps a jQuery-like object to its first element', () => {
    const other = document.createElement('div');
    expect(resolveContainer({ jquery: '3.7.1', length: 2, 0: el, 1: other })).toBe(el);
    expect(resolveContainer({ length: 1, 0: el })).toBe(el);
  });

  it('accepts an element of another document (nodeType, not instanceof)', () => {
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    const foreign = frame.contentDocument!.createElement('div');
    frame.contentDocument!.body.appendChild(foreign);
    foreign.id = 'foreign';
    expect(resolveContainer(foreign)).toBe(foreign);
    expect(resolveContainer('foreign', frame.contentDocument!)).toBe(foreign);
    frame.remove();
  });

  it('throws the invalid-container Error for everything else', () => {
    const bad: unknown[] = [
      'missing-id',
      '',
      '###',
      null,
      undefined,
      0,
      true,
      {},
      [],
      { jquery: '3.7.1', length: 0 },
      { jquery: '3.7.1', length: 1, 0: 'core-spec-box' },
      document.createTextNode('text'),
      document.createComment('comment'),
      document,
    ];
    for (const value of bad) {
      expect(() => resolveContainer(value)).withContext(describeValue(value)).toThrowError(Error, INVALID_CONTAINER_MESSAGE);
    }
  });
});

describe('KitEventBus', () => {
  let bus: KitEventBus<TestEvents>;

  beforeEach(() => (bus = new KitEventBus<TestEvents>(['save', 'close'], 'Widget')));

  it('calls handlers in binding order with the event, and reports whether to proceed', () => {
    const log: string[] = [];
    bus.on('save', (e) => void log.push(`a${e.id}`));
    bus.on('save', (e) => void log.push(`b${e.id}`));
    expect(bus.fire('save', { id: 1 })).toBeTrue();
    expect(log).toEqual(['a1', 'b1']);
  });

  it('returns true when nothing is bound', () => {
    expect(bus.fire('close', undefined)).toBeTrue();
    expect(bus.has('close')).toBeFalse();
  });

  it('cancels only on exactly false, still calling every handler', () => {
    const last = jasmine.createSpy('last');
    bus.on('save', () => 0);
    bus.on('save', () => null);
    bus.on('save', () => undefined);
    expect(bus.fire('save', { id: 1 })).toBeTrue();
    bus.on('save', () => false);
    bus.on('save', last);
    expect(bus.fire('save', { id: 2 })).toBeFalse();
    expect(last).toHaveBeenCalledOnceWith({ id: 2 });
  });

  it('runs a once handler a single time, even when it fires again from inside', () => {
    const once = jasmine.createSpy('once').and.callFake(() => bus.fire('save', { id: 9 }));
    bus.once('save', once);
    bus.fire('save', { id: 1 });
    bus.fire('save', { id: 2 });
    expect(once).toHaveBeenCalledOnceWith({ id: 1 });
    expect(bus.has('save')).toBeFalse();
  });

  // Regression guard: fire() unbinds a once binding with off(name, handler), which drops EVERY binding of that
  // function, so a handler bound with both on() and once() loses its permanent binding too.
  it('removes only the once binding when the same handler is also bound with on', () => {
    const a = jasmine.createSpy('a');
    bus.on('save', a);
    bus.once('save', a);
    bus.fire('save', { id: 1 });
    bus.fire('save', { id: 2 });
    expect(a.calls.allArgs()).toEqual([[{ id: 1 }], [{ id: 1 }], [{ id: 2 }]]);
  });

  it('lets a once handler cancel', () => {
    bus.once('save', () => false);
    expect(bus.fire('save', { id: 1 })).toBeFalse();
    expect(bus.fire('save', { id: 2 })).toBeTrue();
  });

  it('unbinds one handler, one event, or everything', () => {
    const [a, b, c] = [jasmine.createSpy('a'), jasmine.createSpy('b'), jasmine.createSpy('c')];
    bus.on('save', a);
    bus.on('save', b);
    bus.on('close', c);
    bus.off('save', a);
    bus.fire('save', { id: 1 });
    expect([a.calls.count(), b.calls.count()]).toEqual([0, 1]);
    bus.off('save');
    expect(bus.has('save')).toBeFalse();
    expect(bus.has('close')).toBeTrue();
    bus.off();
    bus.fire('close', undefined);
    expect(c).not.toHaveBeenCalled();
  });

  it("binds 'type.namespace'; off('type.namespace') and off('.namespace') remove only those handlers", () => {
    const [plain, mine, theirs, mineClose] = ['plain', 'mine', 'theirs', 'mineClose'].map((n) => jasmine.createSpy(n));
    bus.on('save', plain);
    bus.on('save.mine', mine);
    bus.on('save.theirs', theirs);
    bus.on('close.mine', mineClose);
    bus.fire('save', { id: 1 });
    expect([plain, mine, theirs].map((s) => s.calls.count())).toEqual([1, 1, 1]);
    bus.off('save.theirs');
    bus.fire('save', { id: 2 });
    expect([plain, mine, theirs].map((s) => s.calls.count())).toEqual([2, 2, 1]);
    bus.off('.mine');
    bus.fire('save', { id: 3 });
    bus.fire('close', undefined);
    expect([plain, mine, theirs, mineClose].map((s) => s.calls.count())).toEqual([3, 2, 1, 0]);
    bus.on('save.x', mine);
    bus.off('save'); // the whole type, namespaced or not
    expect(bus.has('save')).toBeFalse();
    expect(() => bus.on('sav.x' as never, () => {})).toThrowError(Error, /Unknown Widget event "sav"/);
    expect(() => bus.on('.mine' as never, () => {})).toThrowError(Error, /needs an event type before its namespace \('type\.mine'\), got "\.mine"/);
    expect(() => bus.addEventType('my.event')).toThrowError(TypeError, /cannot contain a dot .*got "my\.event"/);
  });

  it('removes every binding of the same handler and ignores an unknown handler', () => {
    const a = jasmine.createSpy('a');
    bus.on('save', a);
    bus.on('save', a);
    bus.off('save', () => {});
    bus.fire('save', { id: 1 });
    expect(a).toHaveBeenCalledTimes(2);
    bus.off('save', a);
    expect(bus.has('save')).toBeFalse();
  });

  it('uses a snapshot of the handlers while firing', () => {
    const late = jasmine.createSpy('late');
    const second = jasmine.createSpy('second');
    bus.on('save', () => {
      bus.on('save', late);
      bus.off('save', second);
    });
    bus.on('save', second);
    bus.fire('save', { id: 1 });
    expect(late).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    bus.fire('save', { id: 2 });
    expect(late).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('rejects unknown event names in on/once/off, naming the value and the valid names', () => {
    const message = 'Unknown Widget event "sav". Valid events: save, close.';
    expect(() => bus.on('sav' as never, () => {})).toThrowError(Error, message);
    expect(() => bus.once('sav' as never, () => {})).toThrowError(Error, message);
    expect(() => bus.off('sav' as never)).toThrowError(Error, message);
    expect(() => bus.on(42 as never, () => {})).toThrowError(Error, /Unknown Widget event 42\./);
    expect(new KitEventBus<TestEvents>(['save']).has('save')).toBeFalse();
    expect(() => new KitEventBus<TestEvents>(['save']).on('close', () => {})).toThrowError(/Unknown component event "close"/);
  });

  it('rejects a handler that is not a function', () => {
    expect(() => bus.on('save', 'handler' as never)).toThrowError(
      TypeError,
      'The handler for the event "save" must be a function, got "handler".',
    );
    expect(() => bus.once('save', undefined as never)).toThrowError(TypeError, /got undefined\./);
    expect(bus.has('save')).toBeFalse();
  });

  it('lets an error from a handler reach the caller of fire', () => {
    bus.on('save', () => {
      throw new Error('handler failed');
    });
    expect(() => bus.fire('save', { id: 1 })).toThrowError('handler failed');
  });
});

describe('describe (values in error messages)', () => {
  it('renders values as written in code', () => {
    expect(describeValue('x')).toBe('"x"');
    expect(describeValue(NaN)).toBe('NaN');
    expect(describeValue(-Infinity)).toBe('-Infinity');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(false)).toBe('false');
    expect(describeValue(() => 1)).toBe('a function');
    expect(describeValue({ a: [1] })).toBe('{"a":[1]}');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(describeValue(cyclic)).toBe('[object Object]');
    expect(describeValue(BigInt(3))).toBe('3n'); // was "[object BigInt]"
    expect(describeValue(Symbol('s'))).toBe('Symbol(s)');
  });
});

@Component({
  selector: 'kit-core-spec-box',
  template: '<b>mounted</b>',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'kit-spec-box', '[class.kit-spec-on]': 'on()' },
})
class SpecBoxComponent {
  readonly on = input(false);
}

describe('MountedComponent', () => {
  let el: HTMLElement;

  beforeAll(async () => {
    await whenKitReady();
  });

  beforeEach(() => {
    el = document.createElement('div');
    el.className = 'page-own second-pagination';
    el.setAttribute('data-user', 'yes');
    el.innerHTML = '<p>own child</p>';
    document.body.appendChild(el);
  });

  afterEach(() => el.remove());

  it("adds the component's host classes to the container's own, and restores the class attribute on destroy", () => {
    const mounted = new MountedComponent(sharedApplication('Spec'), SpecBoxComponent, el, { on: true }, 'Spec');
    expect(Array.from(el.classList).sort()).toEqual(['kit-spec-box', 'kit-spec-on', 'page-own', 'second-pagination']);
    expect(document.querySelector('.second-pagination')).toBe(el);
    expect(el.textContent).toBe('mounted');
    mounted.ref.setInput('on', false);
    mounted.detectChanges();
    expect(Array.from(el.classList).sort()).toEqual(['kit-spec-box', 'page-own', 'second-pagination']);
    mounted.destroy();
    expect(el.getAttribute('class')).toBe('page-own second-pagination');
    expect(el.getAttribute('data-user')).toBe('yes');
    expect(el.innerHTML).toBe('<p>own child</p>');
    expect(el.isConnected).toBeTrue();
  });

  it('refuses a second component on a mounted container, and frees it on destroy', () => {
    const first = new MountedComponent(sharedApplication('Spec'), SpecBoxComponent, el, {}, 'Spec');
    expect(() => new MountedComponent(sharedApplication('Spec'), SpecBoxComponent, el, {}, 'Spec')).toThrowError(
      /Spec: the container already holds a kit Spec; call remove\(\) on it first/,
    );
    first.destroy();
    const second = new MountedComponent(sharedApplication('Spec'), SpecBoxComponent, el, {}, 'Spec');
    expect(el.classList).toContain('page-own');
    second.destroy();
    expect(el.getAttribute('class')).toBe('page-own second-pagination');
  });

  it('puts the container back as it was when creation throws', () => {
    expect(
      () =>
        new MountedComponent(sharedApplication('Spec'), SpecBoxComponent, el, {}, 'Spec', () => {
          throw new Error('before render failed');
        }),
    ).toThrowError('before render failed');
    expect(el.getAttribute('class')).toBe('page-own second-pagination');
    expect(el.innerHTML).toBe('<p>own child</p>');
    // And the container is free again.
    new MountedComponent(sharedApplication('Spec'), SpecBoxComponent, el, {}, 'Spec').destroy();
  });
});

describe('KitCheckWindow', () => {
  it('is open while run() runs, also through nested runs and a throwing body', () => {
    const check = new KitCheckWindow();
    const seen: boolean[] = [];
    expect(check.active).toBeFalse();
    check.run(() => {
      seen.push(check.active);
      check.run(() => seen.push(check.active));
      seen.push(check.active); // the inner run ended; the outer still runs
    });
    expect(seen).toEqual([true, true, true]);
    expect(check.active).toBeFalse();
    expect(() => check.run(() => { throw new Error('x'); })).toThrowError('x');
    expect(check.active).toBeFalse();
  });
});
