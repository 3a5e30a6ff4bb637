import { Global, Logger, Module } from '@nestjs/common';
import { KYC_PROVIDER } from './kyc-provider.port.js';
import { SandboxKycProvider } from './sandbox-kyc.provider.js';

/** Only the sandbox adapter exists so far; a real provider's adapter is chosen here by env. */
@Global()
@Module({
  providers: [
    {
      provide: KYC_PROVIDER,
      useFactory: () => {
        new Logger('KYC').warn('KYC provider: SANDBOX (no real identity checks)');
        return new SandboxKycProvider();
      },
    },
  ],
  exports: [KYC_PROVIDER],
})
export class KycModule {}
