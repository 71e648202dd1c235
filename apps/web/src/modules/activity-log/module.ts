import { IconActivity, IconHistory, IconListDetails, IconUserSearch } from '@tabler/icons-react';
import { defineModule } from '../../app/module-types';

/** Activity logs: own activity, everyone's activity and the catalogue of activity types. */
export const activityLogModule = defineModule({
  name: 'activity-log',
  routes: [
    {
      path: '/log/activity-log',
      page: () => import('./pages/activity-log-page').then((m) => m.MyActivityLogPage),
      permission: 'LOG_VIEW_MY_ACTIVITY',
      layout: 'main',
      titleKey: 'activity-log:mine.title',
    },
    {
      path: '/log/user-activity-log',
      page: () => import('./pages/activity-log-page').then((m) => m.UserActivityLogPage),
      permission: 'LOG_VIEW_USER_ACTIVITY',
      layout: 'main',
      titleKey: 'activity-log:everyone.title',
    },
    {
      path: '/log/activity-types',
      page: () => import('./pages/activity-types-page').then((m) => m.ActivityTypesPage),
      permission: 'LOG_VIEW_ACTIVITY_TYPES',
      layout: 'main',
      titleKey: 'activity-log:types.title',
    },
  ],
  menu: [
    {
      labelKey: 'activity-log:menu.group',
      path: '/log/activity-log',
      icon: IconHistory,
      permission: ['LOG_VIEW_MY_ACTIVITY', 'LOG_VIEW_USER_ACTIVITY', 'LOG_VIEW_ACTIVITY_TYPES'],
      children: [
        {
          labelKey: 'activity-log:menu.mine',
          path: '/log/activity-log',
          icon: IconActivity,
          permission: 'LOG_VIEW_MY_ACTIVITY',
        },
        {
          labelKey: 'activity-log:menu.everyone',
          path: '/log/user-activity-log',
          icon: IconUserSearch,
          permission: 'LOG_VIEW_USER_ACTIVITY',
        },
        {
          labelKey: 'activity-log:menu.types',
          path: '/log/activity-types',
          icon: IconListDetails,
          permission: 'LOG_VIEW_ACTIVITY_TYPES',
        },
      ],
    },
  ],
});
