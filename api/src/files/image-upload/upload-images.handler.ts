import { Inject, Injectable } from '@nestjs/common';
import type { UploadedImage, UploadImagesAnswer } from '@facet/event-schemas';
import { newId } from '../../shared/ids/ids.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { FILE_STORE, type FileStore } from '../file-store.port.js';
import { makeImageVariants } from './image-variants.js';
import type { UploadImagesRequest } from './upload-images.request.js';

// Only the last path segment of what the client called it, for the caption's default filename.
const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').slice(0, 200);

@Injectable()
export class UploadImagesHandler {
  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every file is checked before any is stored: one bad file refuses the whole call. */
  async execute(request: UploadImagesRequest): Promise<UploadImagesAnswer> {
    const made = [];
    for (const file of request.files) made.push(await makeImageVariants(file.bytes, request));
    const files: UploadedImage[] = [];
    for (const [i, variants] of made.entries()) {
      // The server names every file; the client's name is only echoed for the caption.
      const name = `${newId(this.clock.now().getTime())}.${variants.ext}`;
      const { folder } = request;
      await this.store.put({ folder, size: 'original', name }, variants.original);
      await this.store.put({ folder, size: 'compressed', name }, variants.compressed);
      await this.store.put({ folder, size: 'thumbnail', name }, variants.thumbnail);
      files.push({
        file_name: name,
        original_name: baseName(request.files[i]?.clientName ?? ''),
        folder,
        type: 1,
        size: variants.original.length,
      });
    }
    return { files };
  }
}
