import { saveStaticPage, updateStaticPage } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SettingsCommandBus } from '../../settings/settings-bus/settings-command-bus.js';

/** `common/insertEntry` and `updateEntry` (admin): a page's title and HTML (sanitised as read). */
@CommandController('admin')
export class SaveStaticPageController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute([saveStaticPage, updateStaticPage])
  async save(
    @Call()
    { body: { id, lng, title, content: html, commandId }, actor }: Call<typeof saveStaticPage>,
  ) {
    const command = { type: 'SaveStaticPage' as const, page: id, language: lng, title, html };
    await this.settings.change(command, actor, commandId);
    return success('Page saved', { id, lng, title, content: html });
  }
}
