import { toServerShape } from '@fieldbook/domain/templates';
import type { Db } from '../../platform/db/client';
import type { Actor } from '../../platform/db/tenancy';
import { newTemplate, publishTemplate, saveTemplate } from '../../modules/templates/templates.service';
import type { DemoAssets } from '../demo-assets';
import { buildDemoDocument, type DemoAnswerPlan } from './build-demo-document';
import type { DemoTemplateSpec } from './demo-template-spec';
import { FIRE_SAFETY_WALK } from './fire-safety-walk';
import { FORKLIFT_PRE_USE } from './forklift-pre-use';
import { HACCP_AUDIT } from './haccp-audit';
import { SITE_SAFETY } from './site-safety';

/** The four demo templates (issue 19 item 6). */
export const DEMO_TEMPLATES: readonly DemoTemplateSpec[] = [
  FORKLIFT_PRE_USE,
  FIRE_SAFETY_WALK,
  HACCP_AUDIT,
  SITE_SAFETY,
];

/** A published demo template: where it is, how its questions are answered and which assets it picks from. */
export interface PublishedDemoTemplate {
  spec: DemoTemplateSpec;
  templateId: string;
  version: number;
  plans: Map<string, DemoAnswerPlan>;
  assetIds: readonly string[];
}

/**
 * Creates, saves and publishes each demo template through the templates service (the same validation, plan
 * gates and content checks as the builder's calls), on the enterprise plan.
 */
export async function seedDemoTemplates(
  db: Db,
  actor: Actor,
  demoAssets: DemoAssets,
): Promise<PublishedDemoTemplate[]> {
  const published: PublishedDemoTemplate[] = [];
  for (const spec of DEMO_TEMPLATES) {
    const created = await newTemplate(db, actor, {
      parent_id: null,
      title: spec.title,
      description: spec.description,
    });
    const assets = spec.asset ? demoAssets.get(spec.asset.type) : undefined;
    const { doc, plans } = buildDemoDocument(spec, created.id, assets?.typeId ?? null);
    const { template_id: _t, id: _i, ...body } = { ...toServerShape(doc), id: created.id };
    const saved = await saveTemplate(db, actor, 'enterprise', 'en', created.id, {
      ...body,
      revision: created.revision,
      contains_asset: Boolean(spec.asset),
    });
    const { version } = await publishTemplate(db, actor, 'enterprise', 'en', created.id, saved.revision);
    published.push({ spec, templateId: created.id, version, plans, assetIds: assets?.assetIds ?? [] });
  }
  return published;
}
