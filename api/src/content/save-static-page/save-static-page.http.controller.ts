import { Controller } from '@nestjs/common';
import { type RequestOf, saveStaticPage, updateStaticPage } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SettingsCommandBus } from '../../settings/settings-bus/settings-command-bus.js';

/** `common/insertEntry` and `updateEntry` (admin): a page's title and HTML (sanitised as read). */
@Controller()
export class SaveStaticPageController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute([saveStaticPage, updateStaticPage])
  async save(
    @ValidBody() { id, lng, title, content: html, commandId }: RequestOf<typeof saveStaticPage>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof saveStaticPage>> {
    const command = { type: 'SaveStaticPage' as const, page: id, language: lng, title, html };
    await this.settings.change(command, actor, commandId);
    return success('Page saved', { id, lng, title, content: html });
  }
}
