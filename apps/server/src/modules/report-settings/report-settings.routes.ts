import { z } from 'zod';
import {
  appliedReportLayoutResponseSchema,
  listResponseSchema,
  reportImageFromFileRequestSchema,
  reportImageResponseSchema,
  reportLayoutInputSchema,
  reportLayoutMutationResponseSchema,
  reportLayoutResponseSchema,
  reportLayoutSchema,
  reportTemplateOptionsResponseSchema,
  type FeatureKey,
} from '@fieldbook/domain';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { sendStoredFile } from '../../platform/files';
import { copyFileManagerImage, inspectionLayoutImage, settingsImageFile } from './report-images.service';
import { reportImageUploadRoute } from './report-image-upload.route';
import {
  createReportLayout,
  deleteReportLayout,
  getReportLayout,
  inspectionReportLayout,
  listReportLayouts,
  reportTemplateOptions,
  updateReportLayout,
} from './report-settings.service';

/** Report layouts are branding (issue 20): the same plan feature gates them. */
export const REPORT_LAYOUT_FEATURE: FeatureKey = 'app_branding';

const idParams = z.object({ id: z.string().uuid() });
const imageParams = z.object({ id: z.string().uuid(), fileId: z.string().uuid() });
const base = '/settings/report';

/** Report settings calls (ADR 202) behind /settings/report (APP_VIEW_SETTINGS to see, APP_EDIT_SETTINGS to change). */
export const reportSettingsRoutes = [
  defineRoute({
    method: 'GET',
    url: `${base}/layouts`,
    summary: 'Every report layout of the workspace, the organisation default first',
    permission: 'APP_VIEW_SETTINGS',
    feature: REPORT_LAYOUT_FEATURE,
    response: listResponseSchema(reportLayoutSchema),
    handler: async ({ deps, actor }) => {
      const list = await listReportLayouts(deps.db, actor);
      const limit = Math.max(list.length, 1);
      return {
        list,
        pagination: { total: list.length, limit, current_page: 1, total_pages: list.length > 0 ? 1 : 0 },
        saved_queries: [],
        table_name: 'report_layouts',
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/layouts/:id`,
    summary: 'One report layout',
    permission: 'APP_VIEW_SETTINGS',
    feature: REPORT_LAYOUT_FEATURE,
    params: idParams,
    response: reportLayoutResponseSchema,
    handler: async ({ deps, actor, params }) => ({ data: await getReportLayout(deps.db, actor, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/layouts`,
    summary:
      'Creates a layout: the organisation default (no templates, at most one) or one for some templates',
    permission: 'APP_EDIT_SETTINGS',
    feature: REPORT_LAYOUT_FEATURE,
    body: reportLayoutInputSchema,
    response: reportLayoutMutationResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'report_settings.layout_created'),
      data: await createReportLayout(deps.db, actor, body),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: `${base}/layouts/:id`,
    summary: "Replaces a layout's choices and templates",
    permission: 'APP_EDIT_SETTINGS',
    feature: REPORT_LAYOUT_FEATURE,
    params: idParams,
    body: reportLayoutInputSchema,
    response: reportLayoutMutationResponseSchema,
    handler: async ({ deps, actor, lang, params, body }) => ({
      message: translate(lang, 'report_settings.layout_saved'),
      data: await updateReportLayout(deps.db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/layouts/:id`,
    summary: 'Deletes a layout; its templates fall back to the default layout',
    permission: 'APP_EDIT_SETTINGS',
    feature: REPORT_LAYOUT_FEATURE,
    params: idParams,
    response: z.object({ message: z.string() }),
    handler: async ({ deps, actor, lang, params }) => {
      await deleteReportLayout(deps.db, actor, params.id);
      return { message: translate(lang, 'report_settings.layout_deleted') };
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/templates`,
    summary: 'The templates a layout may name, by title',
    permission: 'APP_VIEW_SETTINGS',
    feature: REPORT_LAYOUT_FEATURE,
    response: reportTemplateOptionsResponseSchema,
    handler: async ({ deps, actor }) => ({ data: await reportTemplateOptions(deps.db, actor) }),
  }),
  reportImageUploadRoute,
  defineRoute({
    method: 'POST',
    url: `${base}/images/from-file-manager`,
    summary: 'Copies an image of the file manager into a layout image {entry_id}',
    permission: 'APP_EDIT_SETTINGS',
    feature: REPORT_LAYOUT_FEATURE,
    body: reportImageFromFileRequestSchema,
    response: reportImageResponseSchema,
    status: 201,
    handler: async ({ deps, actor, lang, body }) => ({
      message: translate(lang, 'report_settings.image_added'),
      data: await copyFileManagerImage(deps.db, deps.storage, actor, body.entry_id),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/images/:fileId`,
    summary: 'A layout image of the workspace (logo or cover), for the settings page',
    permission: 'APP_VIEW_SETTINGS',
    params: z.object({ fileId: z.string().uuid() }),
    response: z.unknown(),
    handler: async ({ deps, actor, params, reply }) =>
      sendStoredFile(reply, deps.storage, await settingsImageFile(deps.db, actor, params.fileId), {
        cacheControl: 'private, max-age=86400',
      }),
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections/:id/report-layout',
    summary: "The report layout of the inspection's template (its own, else the default, else built-in)",
    permission: 'INS_VIEW_INSPECTION_REPORT',
    params: idParams,
    response: appliedReportLayoutResponseSchema,
    handler: async ({ deps, actor, access, params }) => ({
      data: await inspectionReportLayout(deps.db, actor, access, params.id),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/inspections/:id/report-layout/images/:fileId',
    summary: 'The logo or cover image of the layout that applies to the inspection',
    permission: 'INS_VIEW_INSPECTION_REPORT',
    params: imageParams,
    response: z.unknown(),
    handler: async ({ deps, actor, access, params, reply }) =>
      sendStoredFile(
        reply,
        deps.storage,
        await inspectionLayoutImage(deps.db, actor, access, params.id, params.fileId),
        { cacheControl: 'private, max-age=86400' },
      ),
  }),
];
