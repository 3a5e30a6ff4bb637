import { Ip } from '@nestjs/common';
import { loginUser } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { LoginUserHandler } from './login-user.handler.js';

@CommandController()
export class LoginUserController {
  constructor(private readonly handler: LoginUserHandler) {}

  @Public()
  @CommandRoute(loginUser)
  async login(@Call() { body }: Call<typeof loginUser>, @Ip() ip: string) {
    const tokens = await this.handler.login(body.email, body.password, ip);
    return success('Logged in successfully', tokens);
  }
}
