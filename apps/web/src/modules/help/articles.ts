/** The knowledge-base articles the side menu links to (spec §2 help links), by slug. */
export const ARTICLES = [
  'product-update',
  'release-notes',
  'importing-a-checklist',
  'supported-question-types',
] as const;
export type ArticleSlug = (typeof ARTICLES)[number];

/** True when a URL slug names one of our articles. */
export function isArticle(slug: string | undefined): slug is ArticleSlug {
  return (ARTICLES as readonly string[]).includes(slug ?? '');
}

/** A contextual help banner: the page it belongs to, its text key and the article it points to. */
export interface HelpBanner {
  /** Exact path, or a prefix ending in "/" that covers a whole area (the settings pages). */
  path: string;
  key: string;
  article?: ArticleSlug;
}

/** Contextual help banners mapped to the main pages (spec §2), first match wins. */
export const HELP_BANNERS: readonly HelpBanner[] = [
  { path: '/dashboard', key: 'dashboard' },
  { path: '/checklist/templates', key: 'templates', article: 'importing-a-checklist' },
  { path: '/checklist/global-response/list', key: 'globalResponses', article: 'supported-question-types' },
  { path: '/assignment/list', key: 'assignments' },
  { path: '/assets', key: 'assets' },
  { path: '/assets/types', key: 'assetTypes' },
  { path: '/inspections', key: 'inspections' },
  { path: '/resources/global-lists', key: 'globalLists' },
  { path: '/resources/filemanager', key: 'fileManager' },
  { path: '/user/list', key: 'users' },
  { path: '/group/list', key: 'groups' },
  { path: '/user/role', key: 'roles' },
  { path: '/user/account-settings', key: 'accountSettings' },
  { path: '/settings/', key: 'settings' },
];

/** The banner for a pathname, if the page has one. */
export function bannerFor(pathname: string): HelpBanner | undefined {
  return HELP_BANNERS.find((banner) =>
    banner.path.endsWith('/') ? pathname.startsWith(banner.path) : pathname === banner.path,
  );
}
