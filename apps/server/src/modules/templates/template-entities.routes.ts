import { z } from 'zod';
import { type FeatureKey } from '@fieldbook/domain';
import {
  entityResponseSchema,
  fromServerShape,
  newGroupedItemRequestSchema,
  newInfoBlockRequestSchema,
  newResponseSetRequestSchema,
  newRuleSetRequestSchema,
  type TemplateDocument,
} from '@fieldbook/domain/templates';
import { validateRules } from '@fieldbook/domain/rules';
import type { Db, Tx } from '../../platform/db/client';
import type { Actor } from '../../platform/db/tenancy';
import { errors, type FieldMessage } from '../../platform/errors/app-error';
import { defineRoute } from '../../platform/http/route';
import { translate, type MessageKey } from '../../platform/i18n/i18n';
import { editDraft } from './template-edit';
import { MANAGE_TEMPLATES } from './templates.routes';

const idParams = z.object({ id: z.string().uuid() });

/** The document lists that hold sub-entities created by their own call (spec §7). */
type EntityList = 'response_sets' | 'grouped_items' | 'rule_sets' | 'info' | 'image_markers';

/**
 * Adds one sub-entity to the draft's list under a fresh uuid (422 when the uuid is taken), checked
 * by `check` against the resulting document, as one revision; `before` runs first in the same transaction
 * (e.g. records the file the entity shows).
 */
export function addEntity(
  db: Db,
  actor: Actor,
  templateId: string,
  list: EntityList,
  entity: { uuid: string } & Record<string, unknown>,
  check?: (doc: TemplateDocument) => Record<string, FieldMessage>,
  before?: (tx: Tx) => Promise<unknown>,
) {
  return editDraft(db, actor, templateId, `template.${list}.added`, async (doc, _row, tx) => {
    const current = doc[list] as { uuid: string }[];
    if (current.some((e) => e.uuid === entity.uuid))
      throw errors.validation({ uuid: { key: 'gen.validations.unique' } });
    await before?.(tx);
    const next = { ...doc, [list]: [...current, entity] } as TemplateDocument;
    const fields = check?.(next) ?? {};
    if (Object.keys(fields).length > 0) throw errors.validation(fields);
    return { doc: next, result: { uuid: entity.uuid }, summary: { uuid: entity.uuid } };
  });
}

/** Problems of one rule set inside a document, as the 422 field map. */
function ruleSetProblems(uuid: string) {
  return (doc: TemplateDocument): Record<string, FieldMessage> => {
    const fields: Record<string, FieldMessage> = {};
    for (const problem of validateRules(fromServerShape(doc)))
      if (problem.rule_set_id === uuid || problem.rule_set_id === undefined)
        fields[(problem.path ?? ['rules']).join('.')] ??= {
          key: 'templates.rules_invalid',
          params: { rule: problem.key },
        };
    return fields;
  };
}

function entityRoute<S extends z.ZodType<{ uuid: string }>>(
  path: string,
  list: EntityList,
  body: S,
  message: MessageKey,
  feature?: FeatureKey,
) {
  return defineRoute({
    method: 'POST',
    url: `/checklist/template/:id/${path}/new`,
    summary: `Adds a ${path} to the template's draft`,
    permission: MANAGE_TEMPLATES,
    feature,
    params: idParams,
    body,
    response: entityResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, params, body: entity }) => ({
      message: translate(lang, message),
      data: await addEntity(
        deps.db,
        actor,
        params.id,
        list,
        entity as { uuid: string },
        list === 'rule_sets' ? ruleSetProblems((entity as { uuid: string }).uuid) : undefined,
      ),
    }),
  });
}

/** Sub-entity calls of spec §7: response sets, grouped items, rule sets (ckl_rule) and info blocks. */
export const templateEntityRoutes = [
  entityRoute('response', 'response_sets', newResponseSetRequestSchema, 'templates.response_set_added'),
  entityRoute('grouped-item', 'grouped_items', newGroupedItemRequestSchema, 'templates.grouped_item_added'),
  entityRoute('rules', 'rule_sets', newRuleSetRequestSchema, 'templates.rule_set_added', 'ckl_rule'),
  entityRoute('info', 'info', newInfoBlockRequestSchema, 'templates.info_added'),
];
