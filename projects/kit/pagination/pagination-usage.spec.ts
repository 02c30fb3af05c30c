import { Component, PLATFORM_ID } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { KIT_USAGE_REPORTER } from 'kit-ui/core';
import { KitPaginationComponent } from './pagination.component';

@Component({
  imports: [KitPaginationComponent],
  template: `<kit-pagination [totalItems]="50" />`,
})
class BarHost {}

describe('kit-pagination usage statistics (KIT_USAGE_REPORTER)', () => {
  const settle = () => new Promise((done) => setTimeout(done, 20));

  it('reports once, after the first render in the browser', async () => {
    const reporter = jasmine.createSpy('reporter');
    TestBed.configureTestingModule({ providers: [{ provide: KIT_USAGE_REPORTER, useValue: reporter }] });
    const fixture = TestBed.createComponent(BarHost);
    fixture.detectChanges();
    await settle();
    fixture.detectChanges();
    await settle();
    expect(reporter).toHaveBeenCalledOnceWith(location.hostname, 'Pagination');
    fixture.destroy();
  });

  it('never reports from a server render', async () => {
    const reporter = jasmine.createSpy('reporter');
    TestBed.configureTestingModule({ providers: [{ provide: KIT_USAGE_REPORTER, useValue: reporter }, { provide: PLATFORM_ID, useValue: 'server' }] });
    const fixture = TestBed.createComponent(BarHost);
    fixture.detectChanges();
    await settle();
    expect(reporter).not.toHaveBeenCalled();
    fixture.destroy();
  });

  it('never reports for a bar destroyed before it was drawn', async () => {
    const reporter = jasmine.createSpy('reporter');
    TestBed.configureTestingModule({ providers: [{ provide: KIT_USAGE_REPORTER, useValue: reporter }] });
    const fixture = TestBed.createComponent(BarHost);
    fixture.destroy();
    await settle();
    expect(reporter).not.toHaveBeenCalled();
  });
});
