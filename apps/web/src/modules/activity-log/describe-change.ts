import type { ActivityAction } from '@fieldbook/domain';
import type { TFunction } from 'i18next';

type Summary = Readonly<Record<string, unknown>>;
/** Turns one row's stored summary into sentences in the viewer's language. */
type Describe = (summary: Summary, t: TFunction) => string[];

const K = 'activity-log:changes.';

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function count(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return Array.isArray(value) ? value.length : null;
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter(Boolean) : [];
}

/** A permission code as the role editor names it. */
function permission(code: string, t: TFunction): string {
  return t(`roles:permissions.${code}`, { defaultValue: code });
}

function status(value: unknown, t: TFunction): string {
  const code = text(value);
  return t(`users:admin.status.${code}`, { defaultValue: code });
}

/** A changed profile field's label; unknown fields read as their words. */
function fieldName(key: string, t: TFunction): string {
  return t(`${K}fieldNames.${key}`, { defaultValue: key.replace(/_/g, ' ') });
}

function language(value: unknown, t: TFunction): string {
  const code = text(value);
  return t(`${K}languages.${code}`, { defaultValue: code });
}

/** "“name”" from the first present key; nothing when none is stored. */
function named(...keys: string[]): Describe {
  return (s, t) => {
    const name = keys.map((key) => text(s[key])).find(Boolean);
    return name ? [t(`${K}name`, { name })] : [];
  };
}

/** "Renamed from A to B" when the two differ, else the name. */
function renamed(fromKey = 'from', toKey = 'to'): Describe {
  return (s, t) => {
    const from = text(s[fromKey]);
    const to = text(s[toKey]);
    if (from && to && from !== to) return [t(`${K}renamed`, { from, to })];
    return to ? [t(`${K}name`, { name: to })] : [];
  };
}

/** "N things" from a count or an id list under `key`, with the message `countKey`. */
function counted(key: string, countKey: string): Describe {
  return (s, t) => {
    const n = count(s[key]);
    return n === null ? [] : [t(`${K}${countKey}`, { count: n })];
  };
}

function both(...parts: Describe[]): Describe {
  return (s, t) => parts.flatMap((part) => part(s, t));
}

const nothing: Describe = () => [];

const email: Describe = (s) => (text(s.email) ? [text(s.email)] : []);

const fields: Describe = (s, t) => {
  const names = list(s.fields).map((key) => fieldName(key, t));
  return names.length > 0 ? [t(`${K}fieldsChanged`, { fields: names.join(', ') })] : [];
};

const statusChange: Describe = (s, t) =>
  text(s.to) ? [t(`${K}status`, { from: status(s.from, t), to: status(s.to, t) })] : [];

const permissions =
  (key: string, messageKey: string): Describe =>
  (s, t) => {
    const codes = list(s[key]);
    if (codes.length === 0) return [];
    return [t(`${K}${messageKey}`, { permissions: codes.map((code) => permission(code, t)).join(', ') })];
  };

const defaultRole: Describe = (s, t) => (s.is_default === true ? [t(`${K}defaultRole`)] : []);

const roleUpdated: Describe = (s, t) => {
  const lines = [
    ...(text(s.renamed_from) ? renamed('renamed_from', 'name_lang')(s, t) : named('name_lang')(s, t)),
    ...permissions('added', 'permissionsAdded')(s, t),
    ...permissions('removed', 'permissionsRemoved')(s, t),
    ...defaultRole(s, t),
  ];
  return list(s.added).length + list(s.removed).length === 0
    ? [...lines, t(`${K}noPermissionChange`)]
    : lines;
};

const roleDeleted: Describe = (s, t) => {
  const lines = named('name_lang')(s, t);
  const moved = count(s.users_moved) ?? 0;
  if (moved > 0 && text(s.reassigned_to)) {
    lines.push(t(`${K}usersMoved`, { count: moved, role: text(s.reassigned_to) }));
  }
  return lines;
};

const rolesUpdated: Describe = (s, t) => [
  ...email(s, t),
  t(`${K}roles`, { from: list(s.from).join(', ') || '—', to: list(s.to).join(', ') || '—' }),
];

const folderUpdated: Describe = (s, t) => {
  const from = (s.from ?? {}) as Summary;
  const to = (s.to ?? {}) as Summary;
  const lines = renamed()({ from: from.title, to: to.title }, t);
  return from.parent_id !== to.parent_id ? [...lines, t(`${K}moved`)] : lines;
};

const templateSaved: Describe = (s, t) => {
  const n = count(s.items);
  return n === null ? [] : [t(`${K}templateSaved`, { count: n })];
};

const templatePublished: Describe = (s, t) =>
  text(s.version) ? [t(`${K}version`, { version: text(s.version) })] : [];

const translation: Describe = (s, t) => [
  ...(text(s.lang) ? [t(`${K}language`, { language: language(s.lang, t) })] : []),
  ...counted('changed', 'textsChanged')(s, t),
];

const withOptions = counted('options', 'options');

const imported: Describe = (s, t) => {
  const lines = text(s.file_name) ? [t(`${K}file`, { name: text(s.file_name) })] : [];
  if (typeof s.inserted === 'number') lines.push(t(`${K}imported`, { count: s.inserted }));
  if (typeof s.rejected === 'number' && s.rejected > 0) lines.push(t(`${K}rejected`, { count: s.rejected }));
  return lines;
};

const asset: Describe = (s, t) => {
  const name = text(s.display_name);
  const id = text(s.asset_id);
  if (!name && !id) return [];
  return [id && name ? t(`${K}nameWithId`, { name, id }) : t(`${K}name`, { name: name || id })];
};

const listItem: Describe = (s, t) => [
  ...asset({ display_name: s.display_name, asset_id: s.item_id }, t),
  ...(text(s.list) ? [t(`${K}inList`, { list: text(s.list) })] : []),
];

const ratingLevel: Describe = (s, t) => [
  t(`${K}ratingLevel`, { value: text(s.value) }),
  ...(s.icon === 'replaced' ? [t(`${K}iconReplaced`)] : []),
];

const fileDeleted: Describe = (s, t) => {
  const lines = named('name')(s, t);
  const entries = count(s.entries) ?? 0;
  return entries > 1 ? [...lines, t(`${K}entries`, { count: entries })] : lines;
};

const uploaded: Describe = (s, t) => {
  const lines = named('name')(s, t);
  const size = typeof s.size === 'number' ? s.size : null;
  return size === null ? lines : [...lines, t(`${K}size`, { size: Math.max(1, Math.round(size / 1024)) })];
};

const savedQuery: Describe = (s, t) => named('name')(s, t);

/** One describer per activity type; the record type makes a new action fail to compile until it is described. */
const DESCRIBE: Record<ActivityAction, Describe> = {
  'user.registered': email,
  'user.signed_in': nothing,
  'user.signed_out': nothing,
  'user.password_reset': email,
  'user.password_changed': nothing,
  'user.basic_info_changed': fields,
  'user.preferences_changed': fields,
  'user.issue_notifications_changed': nothing,
  'user.invited': (s, t) => [...email(s, t), ...(s.new_person === true ? [t(`${K}newPerson`)] : [])],
  'user.invitation_resent': email,
  'user.invitation_cancelled': email,
  'user.invitation_accepted': email,
  'user.activated': statusChange,
  'user.deactivated': statusChange,
  'user.status_changed': statusChange,
  'user.edited': both(email, fields),
  'user.roles_updated': rolesUpdated,
  'workspace.created': named('name'),
  'workspace.seeded': nothing,
  'workspace.switched': nothing,
  'role.created': both(named('name_lang'), permissions('permissions', 'permissionsGranted'), defaultRole),
  'role.updated': roleUpdated,
  'role.deleted': roleDeleted,
  'group.created': named('name_lang'),
  'group.updated': renamed(),
  'group.deleted': both(named('name_lang'), counted('users_count', 'members')),
  'group.members_added': both(named('name_lang'), counted('user_ids', 'membersAdded')),
  'group.members_removed': both(named('name_lang'), counted('user_ids', 'membersRemoved')),
  'saved_query.saved': savedQuery,
  'saved_query.deleted': savedQuery,
  'template_folder.created': named('title'),
  'template_folder.updated': folderUpdated,
  'template_folder.deleted': named('title'),
  'template.created': named('title'),
  'template.saved': templateSaved,
  'template.published': templatePublished,
  'template.deleted': named('title'),
  'template.moved': (_s, t) => [t(`${K}moved`)],
  'template.cloned': (s, t) => (text(s.title) ? [t(`${K}copyNamed`, { name: text(s.title) })] : []),
  'template.archived': nothing,
  'template.restored': nothing,
  'template.hidden': nothing,
  'template.unhidden': nothing,
  'template.response_sets.added': nothing,
  'template.grouped_items.added': nothing,
  'template.rule_sets.added': nothing,
  'template.info.added': nothing,
  'template.image_markers.added': nothing,
  'template.language_set': translation,
  'template.translation.added': translation,
  'template.translation.removed': translation,
  'template.translation.edit': translation,
  'template.translation.bulk': translation,
  'template.translation.auto': translation,
  'template.translation.import': translation,
  'template.translation.delete': translation,
  'global_response.created': both(named('title'), withOptions),
  'global_response.updated': both(renamed(), withOptions),
  'global_response.deleted': named('title'),
  'global_response.translated': both(translation, withOptions),
  'custom_unit.created': named('name'),
  'ratings.updated': (_s, t) => [t(`${K}ratingsSaved`)],
  'ratings.level_updated': ratingLevel,
  'asset_type.created': named('name'),
  'asset_type.updated': both(named('name'), counted('fields', 'fields')),
  'asset_type.archived': named('name'),
  'asset_type.restored': both(named('name'), counted('ids', 'restored')),
  'asset_type.deleted': named('name'),
  'asset_type.field_deleted': (s, t) => (text(s.key) ? [t(`${K}field`, { name: text(s.key) })] : []),
  'asset.created': asset,
  'asset.updated': asset,
  'asset.archived': counted('ids', 'assets'),
  'asset.restored': counted('ids', 'assets'),
  'asset.deleted': both(asset, counted('ids', 'assets')),
  'asset.imported': imported,
  'global_list.created': both(named('name'), counted('fields', 'fields')),
  'global_list.updated': both(renamed(), counted('fields', 'fields')),
  'global_list.archived': named('name'),
  'global_list.restored': named('name'),
  'global_list.deleted': both(named('name'), counted('items', 'items')),
  'global_list.field_deleted': both(named('name'), (s, t) =>
    text(s.field) ? [t(`${K}field`, { name: text(s.field) })] : [],
  ),
  'global_list.items_imported': both(named('name'), imported),
  'global_list_item.created': listItem,
  'global_list_item.updated': listItem,
  'global_list_item.archived': listItem,
  'global_list_item.bulk_archived': both(named('list'), counted('item_ids', 'items')),
  'global_list_item.bulk_restored': both(named('list'), counted('item_ids', 'items')),
  'global_list_item.deleted': listItem,
  'global_list_item.imported': imported,
  'site_structure.created': both(named('title'), counted('nodes', 'nodes')),
  'site_structure.updated': both(renamed(), counted('nodes', 'nodes')),
  'assignment_settings.fields_saved': counted('fields', 'fields'),
  'assignment_settings.field_deleted': (s, t) =>
    text(s.field) ? [t(`${K}field`, { name: text(s.field) })] : [],
  'file_manager.folder_created': named('name'),
  'file_manager.uploaded': uploaded,
  'file_manager.renamed': renamed(),
  'file_manager.moved': both(named('name'), (_s, t) => [t(`${K}moved`)]),
  'file_manager.copied': named('name'),
  'file_manager.deleted': fileDeleted,
  'inspection.started': named('title'),
  'inspection.completed': named('title'),
  'inspection.collaborators_set': counted('user_ids', 'collaborators'),
  'inspection.archived': counted('ids', 'inspections'),
  'inspection.restored': counted('ids', 'inspections'),
  'inspection.deleted': counted('ids', 'inspections'),
  'inspection.share_link_created': named('title'),
  'inspection.share_link_revoked': named('title'),
  'inspection.report_emailed': named('title'),
  'template.conduct_access_set': nothing,
  'report_layout.created': named('name'),
  'report_layout.updated': named('name'),
  'report_layout.deleted': named('name'),
  'report_layout.image_added': uploaded,
  'issue_category.created': named('name'),
  'issue_category.updated': renamed(),
  'issue_category.archived': named('name'),
  'issue_category.restored': named('name'),
  'issue.created': named('title'),
  'issue.updated': named('title'),
  'issue.status_changed': named('title'),
  'issue.commented': named('title'),
  'issue.file_uploaded': uploaded,
  'issue.bulk_updated': counted('ids', 'issues'),
  'issue_settings.access_saved': nothing,
  'assignment.created': named('title'),
  'assignment.updated': named('title'),
  'assignment.deleted': named('title'),
  'assignment.paused': named('title'),
  'assignment.activated': named('title'),
  'assignment.cloned': named('title'),
};

/** What an activity-log row changed, as readable sentences in the viewer's language ("" when the type says it all). */
export function describeChange(action: string, summary: Summary, t: TFunction): string {
  const describe = (DESCRIBE as Record<string, Describe | undefined>)[action];
  return describe ? describe(summary, t).join(' · ') : '';
}

/** An activity type's name in the viewer's language; a type without a text reads as words, not as its code. */
export function actionLabel(action: string, t: TFunction): string {
  const fallback = action.replace(/[._]/g, ' ');
  return t(`activity-log:actions.${action}`, {
    defaultValue: fallback.charAt(0).toUpperCase() + fallback.slice(1),
  });
}
