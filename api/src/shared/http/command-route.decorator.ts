import { applyDecorators, HttpCode, Post } from '@nestjs/common';

/**
 * `POST /api/{area}/{action}` answering 200 (the envelope carries the outcome); several paths
 * where the spec names one call twice (`invoice/invoice` and `product/invoice`).
 */
export function CommandRoute(path: string | string[]): MethodDecorator {
  return applyDecorators(Post(path), HttpCode(200));
}
