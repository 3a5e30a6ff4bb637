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
import { ChangePasswordHandler } from './change-password/change-password.handler.js';
import { CheckValidationController } from './check-validation/check-validation.http.controller.js';
import { SendVerifyCodeController } from './email-verification/send-verify-code.http.controller.js';
import { SendVerifyLinkController } from './email-verification/send-verify-link.http.controller.js';
import { VerifyEmailCodeController } from './email-verification/verify-email-code.http.controller.js';
import { VerifyEmailLinkController } from './email-verification/verify-email-link.http.controller.js';
import { ForgotPasswordController } from './forgot-password/forgot-password.http.controller.js';
import {
  identityRecordControllers,
  identityRecordProviders,
} from './identity-records.controllers.js';
import { InviteBook } from './invites/invite-book.js';
import { LoginUserController } from './login-user/login-user.http.controller.js';
import { LoginUserHandler } from './login-user/login-user.handler.js';
import { PasswordAttempts } from './passwords/password-attempts.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { SendPhoneCodeController } from './phone-verification/send-phone-code.http.controller.js';
import { VerifyPhoneCodeController } from './phone-verification/verify-phone-code.http.controller.js';
import { RegisterUserController } from './register-user/register-user.http.controller.js';
import { RegisterUserHandler } from './register-user/register-user.handler.js';
import { ResetPasswordController } from './reset-password/reset-password.http.controller.js';
import { SaveAddressController } from './save-address/save-address.http.controller.js';
import { LogoutController } from './sessions/logout.http.controller.js';
import { RefreshSessionController } from './sessions/refresh-session.http.controller.js';
import { SessionIssuer } from './sessions/session-issuer.js';
import { SessionRevocations } from './sessions/session-revocations.js';
import { UpdatePreferencesController } from './update-preferences/update-preferences.http.controller.js';
import { UpdateProfileController } from './update-profile/update-profile.http.controller.js';
import { InMemoryUserDirectory } from './user-directory/user-directory.js';
import { UserCommandBus } from './user-stream/user-command.bus.js';
import { ValidateUserController } from './validate-user/validate-user.http.controller.js';
import { EmailedSecrets } from './verification/emailed-secrets.js';
import { VerificationService } from './verification/verification.service.js';

@Module({
  imports: [MailModule, KycModule, DynamicFieldsModule],
  controllers: [
    RegisterUserController,
    LoginUserController,
    ValidateUserController,
    RefreshSessionController,
    LogoutController,
    CheckValidationController,
    UpdateProfileController,
    UpdatePreferencesController,
    SaveAddressController,
    ChangePasswordController,
    ForgotPasswordController,
    ResetPasswordController,
    SendVerifyLinkController,
    VerifyEmailLinkController,
    SendVerifyCodeController,
    VerifyEmailCodeController,
    SendPhoneCodeController,
    VerifyPhoneCodeController,
    ...identityRecordControllers,
  ],
  providers: [
    InMemoryUserDirectory,
    { provide: USER_DIRECTORY, useExisting: InMemoryUserDirectory },
    PasswordHasher,
    PasswordAttempts,
    RegisterUserHandler,
    LoginUserHandler,
    ChangePasswordHandler,
    AdminAccount,
    UserCommandBus,
    SessionIssuer,
    SessionRevocations,
    VerificationService,
    EmailedSecrets,
    InviteBook,
    ...identityRecordProviders,
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
