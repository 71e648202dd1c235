import { describe, expect, it } from 'vitest';
import { detectContentType } from '../../platform/uploads/detect-type';
import { AUDIO_TYPES } from './inspection-media.service';

/** The start of a WebM file as MediaRecorder writes it: an EBML header whose DocType is "webm", no tracks yet. */
const webmHead = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'),
  Buffer.alloc(4096, 0),
]);

describe('audio answers', () => {
  it('take a voice memo recorded by Chrome (audio/webm), which reads as a WebM video by its bytes', async () => {
    const detected = await detectContentType(webmHead, false);
    expect(detected?.mime).toBe('video/webm');
    expect(AUDIO_TYPES).toContain(detected?.mime);
  });
});
