import { Body, Controller } from '@nestjs/common';
import { Public } from '../../shared/auth/auth.decorators.js';
import { TokenService } from '../../shared/auth/token.service.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { RegisterUserHandler } from './register-user.handler.js';
import { parseRegisterUser } from './register-user.request.js';

@Controller('user')
export class RegisterUserController {
  constructor(
    private readonly handler: RegisterUserHandler,
    private readonly tokens: TokenService,
  ) {}

  @Public()
  @CommandRoute('register')
  async register(@Body() body: unknown) {
    const request = parseRegisterUser(body);
    const user = await this.handler.register({ ...request, termcheck: true, role: 'buyer' });
    const token = await this.tokens.issue(user.userId);
    return success('Successfully registered!', { token, user: toPublicUser(user) });
  }
}
