import { TemplatePreview } from '../../template-preview/template-preview';
import type { PreviewSession } from '../../template-preview/preview-session';
import { useEditorSelector } from '../store/editor-context';

/** The live mobile preview of the draft being edited, shown in the inspector's place, on the editor's warm session. */
export function EditorPreview({ session }: { session: PreviewSession }) {
  const doc = useEditorSelector((state) => state.doc);
  return <TemplatePreview doc={doc} session={session} />;
}
