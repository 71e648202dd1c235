/** What the start dialog, template list and asset page know when someone starts an inspection. */
export interface StartInspectionInput {
  templateId: string;
  /** The published version to conduct (conductable templates carry it). */
  version: number;
  assetId: string | null;
}

/**
 * Starts an inspection through the runner's device-first start, so it also works offline, and answers its id.
 * The runner's code (Dexie) loads only when someone starts, keeping it out of the list pages.
 */
export async function startInspection(input: StartInspectionInput): Promise<string> {
  const { startInspectionLocally } = await import('../../inspection-runner/start-inspection');
  return startInspectionLocally(input.templateId, input.version, { asset_id: input.assetId });
}
