/** The API path of one template (GET loads it, POST saves the draft). */
export const templatePath = (id: string): string => `/checklist/template/${encodeURIComponent(id)}`;
