import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { DynamicFieldsModule } from '../dynamic-fields/dynamic-fields.module.js';
import { USER_DIRECTORY } from '../shared/auth/actor.js';
import { BearerGuard } from '../shared/auth/bearer.guard.js';
import { TokenService } from '../shared/auth/token.service.js';
import { KycModule } from '../kyc/kyc.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimiter } from '../security/rate-limiter.js';
import { AdminAccount } from './bootstrap-admin/admin-account.js';
import { ChangePasswordController } from './change-password/change-password.http.controller.js';
import { CheckValidationController } from './check-validation/check-validation.http.controller.js';
import { EmailVerificationController } from './email-verification/email-verification.http.controller.js';
import { InviteBook } from './invites/invite-book.js';
import { LoginUserController } from './login-user/login-user.http.controller.js';
import { PasswordResetController } from './password-reset/password-reset.http.controller.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { PhoneVerificationController } from './phone-verification/phone-verification.http.controller.js';
import { RegisterUserController } from './register-user/register-user.http.controller.js';
import { RegisterUserHandler } from './register-user/register-user.handler.js';
import { SessionIssuer } from './sessions/session-issuer.js';
import { SessionRevocations } from './sessions/session-revocations.js';
import { SessionController } from './sessions/session.http.controller.js';
import { UpdateProfileController } from './update-profile/update-profile.http.controller.js';
import { InMemoryUserDirectory } from './user-directory/user-directory.js';
import { UserCommandBus } from './user-stream/user-command.bus.js';
import { ValidateUserController } from './validate-user/validate-user.http.controller.js';
import { VerificationService } from './verification/verification.service.js';
import { identityRecordControllers } from './identity-records.controllers.js';

@Module({
  imports: [MailModule, KycModule, DynamicFieldsModule],
  controllers: [
    RegisterUserController,
    LoginUserController,
    ValidateUserController,
    SessionController,
    CheckValidationController,
    UpdateProfileController,
    ChangePasswordController,
    PasswordResetController,
    EmailVerificationController,
    PhoneVerificationController,
    ...identityRecordControllers,
  ],
  providers: [
    InMemoryUserDirectory,
    { provide: USER_DIRECTORY, useExisting: InMemoryUserDirectory },
    PasswordHasher,
    RegisterUserHandler,
    AdminAccount,
    UserCommandBus,
    SessionIssuer,
    SessionRevocations,
    VerificationService,
    InviteBook,
    RateLimiter,
    { provide: APP_GUARD, useClass: BearerGuard },
  ],
  exports: [
    USER_DIRECTORY,
    InMemoryUserDirectory,
    RegisterUserHandler,
    AdminAccount,
    SessionRevocations,
    UserCommandBus,
    RateLimiter,
  ],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly tokens: TokenService,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  /** Every access-token check (HTTP guard and socket handshake) asks whether its session is live. */
  onModuleInit(): void {
    this.tokens.useSessionCheck((userId, sessionId) =>
      this.directory.sessionActive(userId, sessionId),
    );
  }
}
