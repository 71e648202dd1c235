/** How many options a search call returns per kind (spec §9), shared by selectors and search routes. */
export const SEARCH_LIMITS = {
  users: 20,
  assetTypes: 20,
  assets: 50,
  checklists: 10,
  generic: 20,
} as const;
