import { Controller, Req } from '@nestjs/common';
import type { UploadImagesAnswer } from '@facet/event-schemas';
import type { FastifyRequest } from 'fastify';
import { MultipartBody } from '../../security/body-schema.js';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { UploadImagesHandler } from './upload-images.handler.js';
import { partLimits, readUploadImages, uploadFormSchema } from './upload-images.request.js';

@Controller('commonFunction/image_uploader')
export class UploadImagesController {
  constructor(private readonly handler: UploadImagesHandler) {}

  /**
   * `commonFunction/image_uploader/muliple_img_uploader` (multipart: folder, isCompress, quality,
   * resultWidth, resultHeight, repeated file_upload) -> `{ files: [{ file_name, ... }] }`.
   */
  @Roles('seller', 'admin')
  @CommandRoute('muliple_img_uploader')
  @MultipartBody(uploadFormSchema)
  async upload(@Req() req: FastifyRequest) {
    if (!req.isMultipart())
      throw badRequest('Send the images as multipart/form-data', 'request.invalid');
    const request = await readUploadImages(req.parts(partLimits));
    return success<UploadImagesAnswer>(
      'Uploaded successfully',
      await this.handler.execute(request),
    );
  }
}
