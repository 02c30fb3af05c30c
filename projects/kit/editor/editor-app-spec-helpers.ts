import type { ComponentFixture } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { KitEditorComponent } from './editor.component';

/*
 * Helpers of the specs that use `<kit-editor>` as an app does (TestBed host components, no
 * detectChanges where Angular schedules by itself).
 */

/** Waits `ms` (a macrotask even at 0). */
export const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the change detection Angular schedules by itself (zoneless). */
export async function stable(fixture: ComponentFixture<unknown>): Promise<void> {
  await tick();
  await fixture.whenStable();
  await fixture.whenStable();
}

/** Every `<kit-editor>` of the host, in document order. */
export const editorsOf = (fixture: ComponentFixture<unknown>) =>
  fixture.debugElement.queryAll(By.directive(KitEditorComponent)).map((d) => d.componentInstance as KitEditorComponent);

/** The host's first `<kit-editor>`. */
export const editorOf = (fixture: ComponentFixture<unknown>) => editorsOf(fixture)[0];

/** The CodeMirror view of an editor's markdown mode. */
export const cm = (editor: KitEditorComponent) => editor.service.getMarkdownView().view;

/** A user edit in markdown mode: the transaction CodeMirror dispatches when the user types. */
export const type = (editor: KitEditorComponent, text: string, at = 0) =>
  cm(editor).dispatch({ changes: { from: at, insert: text }, userEvent: 'input.type' });
