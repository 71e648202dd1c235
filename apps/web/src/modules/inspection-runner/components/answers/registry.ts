import type { ItemType } from '@fieldbook/domain/templates';
import { SignatureField } from '../signature-field';
import { GlobalListAnswer } from './global-list-answer';
import { MediaAnswer } from './media-answer';
import { AssetAnswer, PersonAnswer, SiteAnswer } from './record-answers';
import type { RunnerAnswerControl } from './runner-answer';

/**
 * The runner's live answer controls of types the preview can only imitate: picks from the workspace's records
 * (server searches), media questions and signatures (stored on the device, then uploaded). Every other type is
 * answered with the preview's control.
 */
export const RUNNER_ANSWERS: Partial<Record<ItemType, RunnerAnswerControl>> = {
  asset: AssetAnswer,
  person: PersonAnswer,
  site: SiteAnswer,
  global_list: GlobalListAnswer,
  photo: MediaAnswer,
  video: MediaAnswer,
  audio: MediaAnswer,
  file_manager: MediaAnswer,
  signature: SignatureField,
  end_signature: SignatureField,
};
