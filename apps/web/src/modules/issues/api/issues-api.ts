import {
  issueBulkResponseSchema,
  dataEnvelope,
  issueCategoryListResponseSchema,
  issueCategorySchema,
  issueDetailSchema,
  issueEventSchema,
  inspectionIssuesResponseSchema,
  type InspectionIssueRequest,
  type IssueAssignee,
  type IssueCategoryCreate,
  type IssueCategoryUpdate,
  type IssueCommentRequest,
  type IssueCreate,
  type IssueDetail,
  type IssueStatus,
  type IssueUpdate,
} from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { showToast } from '../../../shared/ui/toast';

/** List endpoint of the issues table. */
export const ISSUES_ENDPOINT = '/issues';
/** Where an issue's detail is read (spec §2). */
export const issuePath = (id: string): string => `/issues/${encodeURIComponent(id)}`;
/** Where a category is edited (spec §2). */
export const issueCategoryPath = (id: string): string => `/issues/categories/${encodeURIComponent(id)}`;

const category = (id: string) => `/issue/category/${encodeURIComponent(id)}`;
const issue = (id: string) => `/issues/${encodeURIComponent(id)}`;
const detail = { schema: dataEnvelope(issueDetailSchema) };
const oneCategory = { schema: dataEnvelope(issueCategorySchema) };

/** The issue screens' calls (ADR 205). */
export const issuesApi = {
  categories: (archived: boolean) =>
    api.get('/issue/category/all', {
      query: archived ? { archived: '1' } : undefined,
      schema: issueCategoryListResponseSchema,
    }),
  category: (id: string) => api.get(category(id), oneCategory),
  createCategory: (body: IssueCategoryCreate) => api.post('/issue/category/new', body, oneCategory),
  updateCategory: ({ id, body }: { id: string; body: IssueCategoryUpdate }) =>
    api.put(category(id), body, oneCategory),
  archiveCategory: (id: string) => api.put(`${category(id)}/archive`, undefined, oneCategory),
  restoreCategory: (id: string) => api.put(`${category(id)}/restore`, undefined, oneCategory),
  issue: (id: string) => api.get(issue(id), detail),
  create: (body: IssueCreate) => api.post(ISSUES_ENDPOINT, body, detail),
  update: ({ id, body }: { id: string; body: IssueUpdate }) => api.put(issue(id), body, detail),
  status: ({ id, status }: { id: string; status: IssueStatus }) =>
    api.put(`${issue(id)}/status`, { status }, detail),
  comment: ({ id, body }: { id: string; body: IssueCommentRequest }) =>
    api.post(`${issue(id)}/comments`, body, { schema: dataEnvelope(issueEventSchema) }),
  bulkStatus: ({ ids, status }: { ids: string[]; status: IssueStatus }) =>
    api.put('/issues/bulk/status', { ids, status }, { schema: issueBulkResponseSchema }),
  bulkAssignees: ({ ids, assignees }: { ids: string[]; assignees: IssueAssignee[] }) =>
    api.put('/issues/bulk/assignees', { ids, assignees }, { schema: issueBulkResponseSchema }),
  raise: ({ inspectionId, body }: { inspectionId: string; body: InspectionIssueRequest }) =>
    api.post(`/inspections/${encodeURIComponent(inspectionId)}/issues`, body, detail),
  ofInspection: (inspectionId: string) =>
    api.get(`/inspections/${encodeURIComponent(inspectionId)}/issues`, {
      schema: inspectionIssuesResponseSchema,
    }),
  bulkDueDate: ({ ids, due_at }: { ids: string[]; due_at: string | null }) =>
    api.put('/issues/bulk/due-date', { ids, due_at }, { schema: issueBulkResponseSchema }),
};

/** Query key prefix of every category load. */
export const CATEGORIES_KEY = ['issues', 'categories'] as const;

/** Active (or archived) categories with their subcategories. */
export function useIssueCategories(archived = false) {
  return useQuery({
    queryKey: [...CATEGORIES_KEY, archived],
    queryFn: () => issuesApi.categories(archived),
    select: (answer) => answer.data,
  });
}

/** One category. */
export function useIssueCategory(id: string) {
  return useQuery({ queryKey: [...CATEGORIES_KEY, 'one', id], queryFn: () => issuesApi.category(id) });
}

/** A category mutation that reloads every category load. */
export function useCategoryMutation<Args, Result>(call: (args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}

/** Query key of one issue's detail. */
export const issueKey = (id: string) => ['issues', 'detail', id] as const;

/** One issue with its timeline. */
export function useIssue(id: string) {
  return useQuery({ queryKey: issueKey(id), queryFn: () => issuesApi.issue(id) });
}

/** An issue mutation: the answer replaces the detail, and the lists reload. */
export function useIssueMutation<Args>(call: (args: Args) => Promise<{ id: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData(issueKey(answer.id), answer);
      void client.invalidateQueries({ queryKey: ['list'] });
    },
  });
}

/** A comment: the new event joins the end of the cached timeline (newest last). */
export function useIssueComment(issueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: issuesApi.comment,
    onSuccess: (event) => {
      client.setQueryData(issueKey(issueId), (cached: IssueDetail | undefined) =>
        cached ? { ...cached, timeline: [...cached.timeline, event] } : cached,
      );
    },
  });
}

/** A bulk mutation that reloads the lists and says how many changed and how many were skipped (ADR 210). */
export function useIssueBulkMutation<Args, Result extends { message: string }>(
  call: (args: Args) => Promise<Result>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      showToast('success', answer.message);
      return client.invalidateQueries({ queryKey: ['list'] });
    },
  });
}

/** The issues linked to an inspection (its report's "Issues" section). */
export function useInspectionIssues(inspectionId: string) {
  return useQuery({
    queryKey: ['issues', 'inspection', inspectionId],
    queryFn: () => issuesApi.ofInspection(inspectionId),
    select: (answer) => answer.data,
  });
}
