import { Body, Controller } from '@nestjs/common';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema } from '../../security/body-schema.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { RegisterUserHandler } from './register-user.handler.js';
import { parseRegisterUser, registerUserSchema } from './register-user.request.js';

@Controller('user')
export class RegisterUserController {
  constructor(
    private readonly handler: RegisterUserHandler,
    private readonly sessions: SessionIssuer,
  ) {}

  @Public()
  @CommandRoute('register')
  @BodySchema(registerUserSchema)
  async register(@Body() body: unknown) {
    const request = parseRegisterUser(body);
    const user = await this.handler.register({ ...request, termcheck: true, role: 'buyer' });
    return success('Successfully registered!', await this.sessions.start(user.userId, 'register'));
  }
}
