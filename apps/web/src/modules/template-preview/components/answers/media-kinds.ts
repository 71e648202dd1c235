import {
  IconCamera,
  IconFile,
  IconMicrophone,
  IconSignature,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';

/** How a question whose answer is media asks for it: the files it takes, the camera or microphone, its button. */
export interface MediaKind {
  /** The file picker's accept; undefined takes any file. */
  accept?: string;
  /** Whether a phone opens its camera or recorder straight away. */
  capture: boolean;
  icon: Icon;
  /** Key of the button's label in template-preview. */
  labelKey: string;
}

/** The media question types (their answer is media, ADR 194) and the signature, drawn in the runner. */
export const MEDIA_KINDS: Readonly<Record<string, MediaKind>> = {
  photo: { accept: 'image/*', capture: true, icon: IconCamera, labelKey: 'media.photo' },
  video: { accept: 'video/*', capture: true, icon: IconVideo, labelKey: 'media.video' },
  audio: { accept: 'audio/*', capture: true, icon: IconMicrophone, labelKey: 'media.audio' },
  file_manager: { capture: false, icon: IconFile, labelKey: 'media.file' },
  signature: { capture: false, icon: IconSignature, labelKey: 'media.signature' },
  end_signature: { capture: false, icon: IconSignature, labelKey: 'media.signature' },
};
