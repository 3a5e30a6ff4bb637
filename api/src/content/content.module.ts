import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { ContactUsController } from './contact-us.http.controller.js';
import { StaticPagesController } from './static-pages.http.controller.js';

@Module({ imports: [IdentityModule], controllers: [StaticPagesController, ContactUsController] })
export class ContentModule {}
