import { applyDecorators, HttpCode, Post } from '@nestjs/common';

/** `POST /api/{area}/{action}` answering 200 (the envelope carries the outcome). */
export function CommandRoute(path: string): MethodDecorator {
  return applyDecorators(Post(path), HttpCode(200));
}
