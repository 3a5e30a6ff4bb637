import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { RedirectGateway, RedirectPaymentRequest } from './redirect-gateway.port.js';
import type { RedirectGatewayConfig } from './redirect-gateway.config.js';
import {
  type PaymentAnswerFields,
  signPaymentRequest,
  verifyPaymentAnswer,
} from './redirect-signature.js';
import { SandboxGatewayServer } from './sandbox-gateway.server.js';

/**
 * The redirect protocol with a shared secret: links signed so the gateway takes exactly the
 * amount asked, answers verified so no one but the gateway can say a payment was made. Without a
 * configured gateway it starts the local SANDBOX gateway in this process and points links there.
 */
export class SignedRedirectGateway implements RedirectGateway, OnModuleInit, OnModuleDestroy {
  readonly sandbox: boolean;
  private payUrl: string | undefined;
  private readonly server: SandboxGatewayServer | undefined;

  constructor(private readonly config: RedirectGatewayConfig) {
    this.sandbox = config.gatewayUrl === undefined;
    this.payUrl = config.gatewayUrl;
    this.server = this.sandbox ? new SandboxGatewayServer(config.secret) : undefined;
  }

  async onModuleInit(): Promise<void> {
    if (!this.server) return;
    const { port, host, publicUrl } = this.config.sandbox;
    const bound = await this.server.listen(port, host);
    this.payUrl = `${publicUrl ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}`}/pay`;
    new Logger('Payments').warn(
      `Redirect payments: SANDBOX gateway on ${this.payUrl} (no money moves)`,
    );
  }

  onModuleDestroy(): Promise<void> | undefined {
    return this.server?.close();
  }

  linkFor(p: RedirectPaymentRequest): string {
    if (!this.payUrl) throw new Error('The redirect gateway has not started');
    const fields = {
      provider: p.provider,
      payment_id: p.paymentId,
      payer_id: p.payerId,
      amount: String(p.amount),
      return_url: p.returnUrl,
      notify_url: p.notifyUrl,
    };
    const url = new URL(this.payUrl);
    for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
    url.searchParams.set('signature', signPaymentRequest(this.config.secret, fields));
    return url.toString();
  }

  verify(answer: PaymentAnswerFields, signature: string): boolean {
    return verifyPaymentAnswer(this.config.secret, answer, signature);
  }
}
