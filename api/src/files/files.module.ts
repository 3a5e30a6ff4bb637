import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { FILE_STORE, type FileStore } from './file-store.port.js';
import { UploadImagesController } from './image-upload/upload-images.http.controller.js';
import { UploadImagesHandler } from './image-upload/upload-images.handler.js';
import { LocalFolderFileStore } from './local-folder.file-store.js';

/** Uploaded images: the uploader call and the store behind it (served by `serveUploads`). */
@Global()
@Module({
  controllers: [UploadImagesController],
  providers: [
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig): FileStore =>
        new LocalFolderFileStore(c.uploadsDir ?? join(c.dataDir, 'uploads')),
    },
    UploadImagesHandler,
  ],
  exports: [FILE_STORE],
})
export class FilesModule {}
