import {
  FEATURE_MIN_PLAN,
  planHasFeature,
  type FeatureKey,
  type Language,
  type PlanKey,
} from '@fieldbook/domain';
import { ITEM_CATALOGUE, OPTION_FEATURES, type TemplateDocument } from '@fieldbook/domain/templates';
import { errors } from '../../platform/errors/app-error';
import { translate } from '../../platform/i18n/i18n';

/**
 * The plan features a document uses (spec §1 feature gates): gated item types from the catalogue,
 * gated options (OPTION_FEATURES) and any rule sets or image markers it holds.
 */
export function featuresUsed(
  doc: Pick<TemplateDocument, 'items' | 'rule_sets' | 'image_markers'>,
): Set<FeatureKey> {
  const used = new Set<FeatureKey>();
  for (const item of doc.items) {
    const feature = ITEM_CATALOGUE[item.type].feature;
    if (feature) used.add(feature);
    for (const [option, optionFeature] of Object.entries(OPTION_FEATURES)) {
      const value = (item.options as Record<string, unknown>)[option];
      if (value !== undefined && value !== null && value !== false && value !== '') used.add(optionFeature);
    }
  }
  if (doc.rule_sets.length > 0) used.add('ckl_rule');
  if (doc.image_markers.length > 0) used.add('ckl_item_image_marker');
  return used;
}

/** Refuses with 403 PLN_FEATURE_REQUIRED (naming the plan) when the plan lacks a feature. */
export function assertFeature(plan: PlanKey | null, feature: FeatureKey, lang: Language): void {
  if (plan && planHasFeature(plan, feature)) return;
  const needed = FEATURE_MIN_PLAN[feature];
  throw errors.planFeatureRequired(feature, needed, translate(lang, `plans.${needed}`));
}

/** The server-side plan gate of a save: every feature the document uses must be in the plan. */
export function assertDocumentAllowed(
  plan: PlanKey | null,
  doc: Pick<TemplateDocument, 'items' | 'rule_sets' | 'image_markers'>,
  lang: Language,
): void {
  for (const feature of featuresUsed(doc)) assertFeature(plan, feature, lang);
}
