import { Controller, Req } from '@nestjs/common';
import { uploadImages } from '@facet/event-schemas';
import type { FastifyRequest } from 'fastify';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { UploadImagesHandler } from './upload-images.handler.js';
import { partLimits, readUploadImages } from './upload-images.request.js';

/** The images of a lot, an auction, a template or a profile: every file in one multipart call. */
@Controller()
export class UploadImagesController {
  constructor(private readonly handler: UploadImagesHandler) {}

  @Roles('seller', 'admin')
  @CommandRoute(uploadImages)
  async upload(@Req() req: FastifyRequest): Promise<Reply<typeof uploadImages>> {
    if (!req.isMultipart())
      throw badRequest('Send the images as multipart/form-data', 'request.invalid');
    const request = await readUploadImages(req.parts(partLimits));
    return success('Uploaded successfully', await this.handler.execute(request));
  }
}
