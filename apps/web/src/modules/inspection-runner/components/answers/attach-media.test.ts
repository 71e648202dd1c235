import { describe, expect, it } from 'vitest';
import { photoOutputOf } from '@fieldbook/domain/inspections';
import type { MediaRef } from '../../local/runner-db';
import { attachMedia, type MediaLimits } from './attach-media';

/** A runner that keeps what it is given, so the test reads what the question recorded. */
function keepingRunner() {
  const stored: MediaRef[] = [];
  const recorded: string[][] = [];
  return {
    stored,
    recorded,
    runner: {
      storeFile: async (blob: Blob, name: string) => {
        const ref = { id: `file-${stored.length + 1}`, name, mime: blob.type };
        stored.push(ref);
        return ref;
      },
      record: (change: { file_ids?: string[] }) => recorded.push(change.file_ids ?? []),
    },
  };
}

const target = { item_id: 'item-1', instance: 0 };
const fiveSeconds: MediaLimits = { photo: photoOutputOf(undefined), maxSeconds: 5 };

describe('attaching media to a question with limits', () => {
  it('refuses a clip longer than the question takes and records the others', async () => {
    const { runner, stored, recorded } = keepingRunner();
    const long = new File(['x'], 'long.webm', { type: 'video/webm' });
    const short = new File(['y'], 'short.webm', { type: 'video/webm' });
    const lengths = new Map<Blob, number>([
      [long, 8],
      [short, 4],
    ]);
    const refused = await attachMedia(runner as never, target, [], [long, short], fiveSeconds, async (file) =>
      Number(lengths.get(file)),
    );
    expect(refused.map((file) => file.name)).toEqual(['long.webm']);
    expect(stored.map((ref) => ref.name)).toEqual(['short.webm']);
    expect(recorded).toEqual([['file-1']]);
  });

  it('takes a clip whose length the browser cannot read, and records nothing when every file is refused', async () => {
    const { runner, recorded } = keepingRunner();
    const unknown = new File(['x'], 'odd.mp3', { type: 'audio/mpeg' });
    expect(
      await attachMedia(runner as never, target, [], [unknown], fiveSeconds, async () => Number.NaN),
    ).toEqual([]);
    expect(recorded).toEqual([['file-1']]);
    const again = keepingRunner();
    await attachMedia(again.runner as never, target, [], [unknown], fiveSeconds, async () => 60);
    expect(again.recorded).toEqual([]);
  });

  it('never asks the length of a photo or of a note’s clip', async () => {
    const { runner, stored } = keepingRunner();
    const clip = new File(['x'], 'walkround.webm', { type: 'video/webm' });
    const photo = new File(['p'], 'rail.txt', { type: 'text/plain' });
    const asked: string[] = [];
    const duration = async (file: Blob) => {
      asked.push((file as File).name);
      return 999;
    };
    await attachMedia(runner as never, target, [], [clip], undefined, duration);
    await attachMedia(runner as never, target, [], [photo], fiveSeconds, duration);
    expect(asked).toEqual([]);
    expect(stored.map((ref) => ref.name)).toEqual(['walkround.webm', 'rail.txt']);
  });
});
