import { Routes } from '@angular/router';

export const routes: Routes = [
  { path: '', pathMatch: 'full', redirectTo: 'pagination' },
  {
    path: 'pagination',
    title: 'kit: pagination',
    loadComponent: () => import('./pagination/pagination-page').then((m) => m.PaginationPage),
  },
  {
    path: 'editor',
    title: 'kit: editor',
    loadComponent: () => import('./editor/editor-page').then((m) => m.EditorPage),
  },
  { path: '**', redirectTo: 'pagination' },
];
