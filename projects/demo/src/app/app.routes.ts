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
  {
    path: 'editor-features',
    title: 'kit: editor features',
    loadComponent: () => import('./editor-features/editor-features-page').then((m) => m.EditorFeaturesPage),
  },
  { path: '**', redirectTo: 'pagination' },
];
