import { ACTIVITY_ACTIONS } from '@fieldbook/domain';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import rolesDe from '../roles/locales/de.json';
import rolesEn from '../roles/locales/en.json';
import rolesFr from '../roles/locales/fr.json';
import usersDe from '../users/locales/de.json';
import usersEn from '../users/locales/en.json';
import usersFr from '../users/locales/fr.json';
import { actionLabel, describeChange } from './describe-change';

function translator(lng: 'en' | 'de' | 'fr'): TFunction {
  const instance = createInstance();
  void instance.init({
    lng,
    resources: {
      en: { 'activity-log': en, roles: rolesEn, users: usersEn },
      de: { 'activity-log': de, roles: rolesDe, users: usersDe },
      fr: { 'activity-log': fr, roles: rolesFr, users: usersFr },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}

const t = { en: translator('en'), de: translator('de'), fr: translator('fr') };

const roleUpdate = {
  name_lang: 'Auditor',
  renamed_from: 'Inspector',
  added: ['INS_VIEW_INSPECTION_LIST', 'SST_VIEW_ASSET'],
  removed: [],
  is_default: false,
};

describe('describeChange', () => {
  it('reads a role update as a rename and named permissions, in en, de and fr', () => {
    expect(describeChange('role.updated', roleUpdate, t.en)).toBe(
      'Renamed from “Inspector” to “Auditor” · Added permissions: View the inspection list, View assets',
    );
    expect(describeChange('role.updated', roleUpdate, t.de)).toBe(
      'Umbenannt von „Inspector“ in „Auditor“ · Berechtigungen hinzugefügt: Inspektionsliste ansehen, Anlagen ansehen',
    );
    expect(describeChange('role.updated', roleUpdate, t.fr)).toContain('Consulter la liste des inspections');
  });

  it('says a template save with its item count, not the revision', () => {
    expect(describeChange('template.saved', { items: 36, revision: 80 }, t.en)).toBe(
      'Template saved (36 items)',
    );
    expect(describeChange('template.saved', { items: 1, revision: 2 }, t.de)).toBe(
      'Vorlage gespeichert (1 Element)',
    );
    expect(describeChange('template.saved', { items: 36, revision: 80 }, t.fr)).toBe(
      'Modèle enregistré (36 éléments)',
    );
  });

  it('names a created role with its permissions and default flag, never the stored keys', () => {
    const text = describeChange(
      'role.created',
      { name_lang: 'Viewer', permissions: ['LOG_VIEW_MY_ACTIVITY'], is_default: true },
      t.en,
    );
    expect(text).toBe('“Viewer” · Permissions: View own activity · Default role for new members');
  });

  it('translates member statuses and changed profile fields', () => {
    expect(describeChange('user.deactivated', { from: 'active', to: 'deactivated' }, t.en)).toBe(
      'Status changed from Active to Deactivated',
    );
    expect(describeChange('user.edited', { email: 'a@b.c', fields: ['first_name'] }, t.fr)).toBe(
      'a@b.c · Modifié : prénom',
    );
  });

  it('describes every activity type without showing a stored key, even on an empty or old summary', () => {
    for (const action of ACTIVITY_ACTIONS) {
      for (const lang of ['en', 'de', 'fr'] as const) {
        const text = describeChange(action, {}, t[lang]);
        expect(text).not.toMatch(/[a-z]+_[a-z]+|changes\.|\{\{/);
        expect(actionLabel(action, t[lang])).not.toContain('.');
      }
    }
  });

  it('answers nothing for an unknown type and names it in words', () => {
    expect(describeChange('robot.danced', { x: 1 }, t.en)).toBe('');
    expect(actionLabel('robot.danced_twice', t.en)).toBe('Robot danced twice');
  });
});
