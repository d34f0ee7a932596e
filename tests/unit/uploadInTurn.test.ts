import { describe, expect, it } from 'vitest';
import { uploadInTurn } from '../../src/components/photos/photoFile';

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('sending chosen pictures one after another', () => {
  it('sends each in turn, saying which one is on its way, and answers nothing left', async () => {
    const sent: string[] = [];
    const progress: string[] = [];
    const files = [jpeg('a.jpg'), jpeg('b.jpg')];
    const stop = await uploadInTurn(files, {
      send: async (photo) => void sent.push((photo as File).name),
      onProgress: (current, count) => progress.push(`${current}/${count}`),
    });
    expect(stop).toBeNull();
    expect(sent).toEqual(['a.jpg', 'b.jpg']);
    expect(progress).toEqual(['1/2', '2/2']);
  });

  it('stops at the first that fails to send, leaving it and those after it to retry', async () => {
    const files = [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')];
    const refusal = new Error('Máy chủ đang bận');
    const stop = await uploadInTurn(files, {
      send: async (photo) => {
        if ((photo as File).name === 'b.jpg') throw refusal;
      },
      onProgress: () => undefined,
    });
    expect(stop).toEqual({ rest: [files[1], files[2]], unreadable: null, error: refusal });
  });

  it('stops at one the browser cannot read, naming it, without sending it', async () => {
    const unreadable = new File([new Uint8Array([1, 2, 3])], 'scan.tiff', { type: 'image/tiff' });
    const sent: string[] = [];
    const stop = await uploadInTurn([jpeg('a.jpg'), unreadable], {
      send: async (photo) => void sent.push((photo as File).name),
      onProgress: () => undefined,
    });
    expect(sent).toEqual(['a.jpg']);
    expect(stop).toEqual({ rest: [unreadable], unreadable: 'scan.tiff', error: null });
  });
});
