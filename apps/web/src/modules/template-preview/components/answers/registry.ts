import type { ItemType } from '@fieldbook/domain/templates';
import type { AnswerControl } from './answer-control';
import { ChoiceAnswer } from './choice-answer';
import { ComputedAnswer } from './computed-answer';
import { DocumentNumberAnswer, FieldLinkAnswer } from './fixed-answers';
import { LocationAnswer } from './location-answer';
import { MediaLookAlike, RecordPickLookAlike } from './look-alike-answers';
import { ScanAnswer } from './scan-answer';
import {
  CheckAnswer,
  LongTextAnswer,
  NumberAnswer,
  SliderAnswer,
  TEXT_INPUT_TYPES,
  TextAnswer,
} from './text-answers';

/**
 * The preview's answer control of each question type. Types needing the server or the device's storage (records,
 * media, signatures) show a disabled look-alike here; the runner registers the live control in its own map.
 * Types not named (deprecated datasets, spare parts, the inspection number) keep the "only in the app" text.
 */
export const PREVIEW_ANSWERS: Partial<Record<ItemType, AnswerControl>> = {
  ...Object.fromEntries(Object.keys(TEXT_INPUT_TYPES).map((type) => [type, TextAnswer])),
  longText: LongTextAnswer,
  number: NumberAnswer,
  slider: SliderAnswer,
  checkbox: CheckAnswer,
  acknowledgment: CheckAnswer,
  yesno: ChoiceAnswer,
  switch: ChoiceAnswer,
  oknot: ChoiceAnswer,
  list: ChoiceAnswer,
  dropdown: ChoiceAnswer,
  calculation: ComputedAnswer,
  constant: ComputedAnswer,
  counter: ComputedAnswer,
  issues_count: ComputedAnswer,
  inspection_location: LocationAnswer,
  qr: ScanAnswer,
  barcode: ScanAnswer,
  document_id: DocumentNumberAnswer,
  asset_field: FieldLinkAnswer,
  assignment_field: FieldLinkAnswer,
  asset: RecordPickLookAlike,
  person: RecordPickLookAlike,
  site: RecordPickLookAlike,
  global_list: RecordPickLookAlike,
  photo: MediaLookAlike,
  video: MediaLookAlike,
  audio: MediaLookAlike,
  file_manager: MediaLookAlike,
  signature: MediaLookAlike,
  end_signature: MediaLookAlike,
};
