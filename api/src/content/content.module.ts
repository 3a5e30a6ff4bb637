import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { ContactUsController } from './contact-us/contact-us.http.controller.js';
import { SubmitContactUsHandler } from './contact-us/submit-contact-us.handler.js';
import { FooterLinksController } from './footer-links/footer-links.http.controller.js';
import { FooterLinksQuery } from './footer-links/footer-links.query.js';
import { ListStaticPagesController } from './list-static-pages/list-static-pages.http.controller.js';
import {
  httpNewsletterProvider,
  NEWSLETTER_PROVIDER,
  recordOnlyNewsletterProvider,
} from './newsletter/newsletter-provider.js';
import { SubscribeNewsletterController } from './newsletter/subscribe-newsletter.http.controller.js';
import { SubscribeNewsletterHandler } from './newsletter/subscribe-newsletter.handler.js';
import { PublicFormRecorder } from './public-form.recorder.js';
import { ReadEditedPageController } from './read-edited-page/read-edited-page.http.controller.js';
import { ReadStaticPageController } from './read-static-page/read-static-page.http.controller.js';
import { SaveStaticPageController } from './save-static-page/save-static-page.http.controller.js';
import { StaticPageSource } from './static-page.source.js';

@Module({
  imports: [IdentityModule, ReadSideModule, SettingsModule],
  controllers: [
    ReadStaticPageController,
    FooterLinksController,
    SaveStaticPageController,
    ReadEditedPageController,
    ListStaticPagesController,
    ContactUsController,
    SubscribeNewsletterController,
  ],
  providers: [
    StaticPageSource,
    FooterLinksQuery,
    PublicFormRecorder,
    SubmitContactUsHandler,
    SubscribeNewsletterHandler,
    {
      provide: NEWSLETTER_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) =>
        c.newsletterUrl
          ? httpNewsletterProvider(c.newsletterUrl, c.newsletterApiKey ?? '')
          : recordOnlyNewsletterProvider,
    },
  ],
})
export class ContentModule {}
