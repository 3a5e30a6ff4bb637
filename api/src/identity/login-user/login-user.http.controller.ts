import { Controller, Ip } from '@nestjs/common';
import { loginUser, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LoginUserHandler } from './login-user.handler.js';

@Controller()
export class LoginUserController {
  constructor(private readonly handler: LoginUserHandler) {}

  @Public()
  @CommandRoute(loginUser)
  async login(
    @ValidBody() body: RequestOf<typeof loginUser>,
    @Ip() ip: string,
  ): Promise<Reply<typeof loginUser>> {
    const tokens = await this.handler.login(body.email, body.password, ip);
    return success('Logged in successfully', tokens);
  }
}
