import { IconAlertTriangle, IconCategory, IconListCheck } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/** Issues (spec §2): the list, the detail and the categories; the side menu's "Issues" entry. */
export const issuesModule = defineModule({
  name: 'issues',
  routes: [
    {
      path: '/issues',
      page: () => import('./pages/issue-list-page').then((m) => m.IssueListPage),
      permission: 'ACT_VIEW_ISSUE_LIST',
      layout: 'main',
      titleKey: 'issues:title',
    },
    {
      path: '/issues/categories',
      page: () => import('./pages/issue-category-list-page').then((m) => m.IssueCategoryListPage),
      permission: 'ACT_MANAGE_CATEGORY',
      layout: 'main',
      titleKey: 'issues:categories.title',
    },
    {
      path: '/issues/categories/:categoryId',
      page: () => import('./pages/issue-category-detail-page').then((m) => m.IssueCategoryDetailPage),
      permission: 'ACT_MANAGE_CATEGORY',
      layout: 'main',
      titleKey: 'issues:categories.detailTitle',
    },
    {
      path: '/issues/:issueId',
      page: () => import('./pages/issue-detail-page').then((m) => m.IssueDetailPage),
      permission: 'ACT_VIEW_ISSUE',
      layout: 'main',
      titleKey: 'issues:detailTitle',
    },
  ],
  menu: [
    {
      labelKey: 'issues:menu.group',
      path: '/issues',
      icon: IconAlertTriangle,
      permission: ['ACT_VIEW_ISSUE_LIST', 'ACT_MANAGE_CATEGORY'],
      children: [
        {
          labelKey: 'issues:menu.issues',
          path: '/issues',
          icon: IconListCheck,
          permission: 'ACT_VIEW_ISSUE_LIST',
        },
        {
          labelKey: 'issues:menu.categories',
          path: '/issues/categories',
          icon: IconCategory,
          permission: 'ACT_MANAGE_CATEGORY',
        },
      ],
    },
  ],
});
