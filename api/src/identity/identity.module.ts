import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { USER_DIRECTORY } from '../shared/auth/actor.js';
import { BearerGuard } from '../shared/auth/bearer.guard.js';
import { AdminAccount } from './bootstrap-admin/admin-account.js';
import { LoginUserController } from './login-user/login-user.http.controller.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { RegisterUserController } from './register-user/register-user.http.controller.js';
import { RegisterUserHandler } from './register-user/register-user.handler.js';
import { InMemoryUserDirectory } from './user-directory/user-directory.js';
import { ValidateUserController } from './validate-user/validate-user.http.controller.js';

@Module({
  controllers: [RegisterUserController, LoginUserController, ValidateUserController],
  providers: [
    InMemoryUserDirectory,
    { provide: USER_DIRECTORY, useExisting: InMemoryUserDirectory },
    PasswordHasher,
    RegisterUserHandler,
    AdminAccount,
    { provide: APP_GUARD, useClass: BearerGuard },
  ],
  exports: [USER_DIRECTORY, InMemoryUserDirectory, RegisterUserHandler, AdminAccount],
})
export class IdentityModule {}
