import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { StaticPageEditorController } from './edit-static-page/static-page-editor.http.controller.js';
import { StaticPageSource } from './edit-static-page/static-page.source.js';
import { IdentityModule } from '../identity/identity.module.js';
import { ContactUsController } from './contact-us.http.controller.js';
import {
  httpNewsletterProvider,
  NEWSLETTER_PROVIDER,
  recordOnlyNewsletterProvider,
} from './newsletter-provider.js';
import { NewsletterController } from './newsletter.http.controller.js';
import { StaticPagesController } from './static-pages.http.controller.js';

@Module({
  imports: [IdentityModule, CatalogModule, SettingsModule],
  controllers: [
    StaticPagesController,
    StaticPageEditorController,
    ContactUsController,
    NewsletterController,
  ],
  providers: [
    StaticPageSource,
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
