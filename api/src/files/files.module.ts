import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { FILE_STORE, type FileStore } from './file-store.port.js';
import { UploadImagesController } from './image-upload/upload-images.http.controller.js';
import { UploadImagesHandler } from './image-upload/upload-images.handler.js';
import { LocalFolderFileStore } from './local-folder.file-store.js';
import { S3FileStore } from './s3.file-store.js';

/** Uploaded images: the uploader call and the store behind it (served by `serveUploads`). */
@Global()
@Module({
  controllers: [UploadImagesController],
  providers: [
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG],
      // A local folder by default; one S3 bucket when several api processes serve the same files.
      useFactory: (c: AppConfig): FileStore =>
        c.filesS3
          ? new S3FileStore(c.filesS3)
          : new LocalFolderFileStore(c.uploadsDir ?? join(c.dataDir, 'uploads')),
    },
    UploadImagesHandler,
  ],
  exports: [FILE_STORE, UploadImagesHandler],
})
export class FilesModule {}
