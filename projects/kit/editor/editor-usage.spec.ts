import { Component, PLATFORM_ID } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { KIT_USAGE_REPORTER } from 'kit-ui/core';
import { KitEditorComponent } from './editor.component';

@Component({
  imports: [KitEditorComponent],
  template: `<kit-editor />`,
})
class EditorHost {}

describe('kit-editor usage statistics (KIT_USAGE_REPORTER)', () => {
  const settle = () => new Promise((done) => setTimeout(done, 20));

  it('reports once, after the first render in the browser', async () => {
    const reporter = jasmine.createSpy('reporter');
    TestBed.configureTestingModule({ providers: [{ provide: KIT_USAGE_REPORTER, useValue: reporter }] });
    const fixture = TestBed.createComponent(EditorHost);
    fixture.detectChanges();
    await settle();
    fixture.detectChanges();
    await settle();
    expect(reporter).toHaveBeenCalledOnceWith(location.hostname, 'KitEditor');
    fixture.destroy();
  });

  it('never reports from a server render', async () => {
    const reporter = jasmine.createSpy('reporter');
    TestBed.configureTestingModule({ providers: [{ provide: KIT_USAGE_REPORTER, useValue: reporter }, { provide: PLATFORM_ID, useValue: 'server' }] });
    const fixture = TestBed.createComponent(EditorHost);
    fixture.detectChanges();
    await settle();
    expect(reporter).not.toHaveBeenCalled();
    fixture.destroy();
  });

  it('never reports for an editor destroyed before it was drawn', async () => {
    const reporter = jasmine.createSpy('reporter');
    TestBed.configureTestingModule({ providers: [{ provide: KIT_USAGE_REPORTER, useValue: reporter }] });
    const fixture = TestBed.createComponent(EditorHost);
    fixture.destroy();
    await settle();
    expect(reporter).not.toHaveBeenCalled();
  });
});
