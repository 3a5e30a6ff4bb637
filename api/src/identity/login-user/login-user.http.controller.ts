import { Body, Controller } from '@nestjs/common';
import { Public } from '../../shared/auth/auth.decorators.js';
import { TokenService } from '../../shared/auth/token.service.js';
import { forbidden, HttpProblem } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { readBody, requiredText } from '../../shared/http/request-fields.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

@Controller('user')
export class LoginUserController {
  constructor(
    private readonly directory: InMemoryUserDirectory,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  @Public()
  @CommandRoute('login')
  async login(@Body() raw: unknown) {
    const body = readBody(raw, ['email', 'password']);
    const email = requiredText(body, 'email', 'Required!', 254);
    const password = typeof body.password === 'string' ? body.password.slice(0, 256) : '';
    const user = this.directory.stateByEmail(email);
    if (!(await this.hasher.verify(user?.passwordHash, password)) || !user) {
      throw new HttpProblem(401, 'user.invalid-credentials', 'Invalid email or password');
    }
    if (user.status === 'deactivate') throw forbidden('Your account is deactivated', 'auth.deactivated');
    const token = await this.tokens.issue(user.userId);
    return success('Logged in successfully', { token, user: toPublicUser(user) });
  }
}
